// One round of a scenario's requests, each asked once, a few at a time, so
// Waka's catalogue cache holds every answer the scenario will ask for.
import { SCENARIO_LENGTH } from '../scenarios/scenarios.mjs';

/**
 * Asks `count` requests of `nextRequest` (one cycle of a scenario's paths,
 * which then starts again from its first) against `baseUrl`, `parallel` at a
 * time. Answers the seconds it took; throws on any answer that is not 2xx.
 */
export async function warmPass(
  baseUrl,
  nextRequest,
  { count = SCENARIO_LENGTH, parallel = 8, headers = {} } = {},
) {
  const paths = Array.from({ length: count }, () => nextRequest().path);
  const started = performance.now();
  const ask = async () => {
    for (let path = paths.pop(); path !== undefined; path = paths.pop()) {
      const answer = await fetch(baseUrl + path, { headers });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`${path} answered ${answer.status} in the warm pass`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, ask));
  return (performance.now() - started) / 1000;
}
