// One autocannon measurement, reduced to the figures the bench reports.
import autocannon from 'autocannon';
import { loadAverage } from './machine-load.mjs';

function run(options) {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/**
 * Measures `nextRequest()` (called for every request: { method, path, headers, body })
 * against `url`, after an unrecorded warm-up of `warmupSeconds`. With
 * `countHeader`, the measured responses are tallied by that header's value
 * (Waka's cache says hit or miss); reading it costs the client a little, so
 * only the scenarios that want it do.
 */
export async function measure({
  name,
  url,
  nextRequest,
  connections,
  seconds,
  warmupSeconds = 2,
  timeoutSeconds = 10,
  countHeader,
  headers = {},
}) {
  const tally = {};
  let counting = false;
  const onResponse = countHeader
    ? (_status, _body, _context, responseHeaders) => {
        if (!counting) return;
        const value = responseHeaders[countHeader] ?? '(none)';
        tally[value] = (tally[value] ?? 0) + 1;
      }
    : undefined;
  const options = {
    url,
    connections,
    // A request unanswered after this many seconds counts as a timeout (in errors).
    timeout: timeoutSeconds,
    requests: [
      {
        setupRequest: (request) => {
          const next = nextRequest();
          return {
            ...request,
            ...next,
            headers: { ...request.headers, ...headers, ...next.headers },
          };
        },
        ...(onResponse ? { onResponse } : {}),
      },
    ],
  };
  if (warmupSeconds > 0) await run({ ...options, duration: warmupSeconds });
  const loadBefore = loadAverage();
  counting = true;
  const result = await run({ ...options, duration: seconds });
  counting = false;
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    bytesPerResponse: result.requests.total
      ? Math.round(result.throughput.total / result.requests.total)
      : 0,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    status5xx: result['5xx'],
    statusCodes,
    ...(countHeader ? { [countHeader]: tally } : {}),
    loadBefore,
  };
}
