// One autocannon measurement, reduced to the figures the bench reports.
import autocannon from 'autocannon';
import { loadAverage } from './machine-load.mjs';

function run(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

/**
 * Measures `nextRequest()` (called for every request: { method, path, headers, body })
 * against `url`, after an unrecorded warm-up of `warmupSeconds`.
 */
export async function measure({ name, url, nextRequest, connections, seconds, warmupSeconds = 2, timeoutSeconds = 10 }) {
  const options = {
    url,
    connections,
    // A request unanswered after this many seconds counts as a timeout (in errors).
    timeout: timeoutSeconds,
    requests: [{ setupRequest: (request) => ({ ...request, ...nextRequest() }) }],
  };
  if (warmupSeconds > 0) await run({ ...options, duration: warmupSeconds });
  const loadBefore = loadAverage();
  const result = await run({ ...options, duration: seconds });
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    status5xx: result['5xx'],
    statusCodes,
    loadBefore,
  };
}
