// The several-process half of `npm start` (scripts/start.mjs): how many server
// processes, and the primary that keeps them running and stops them together
// (docs/decisions/0029-every-core-and-shared-limits.md).
import cluster from 'node:cluster';
import os from 'node:os';

/** How long a SIGTERM may take to finish requests in flight before the rest are killed. */
const STOP_GRACE_MS = 30_000;

/**
 * WEB_CONCURRENCY, or one process per core; always one on PGlite (no
 * DATABASE_URL), which cannot share its data folder between processes. The
 * test payment gateway (no PAYSTACK_SECRET_KEY) keeps its transactions in
 * its process's memory, so a checkout begun on one process is unknown to the
 * next: without a Paystack key, one process unless WEB_CONCURRENCY asks for more.
 */
export function processCount(env) {
  const asked = env.WEB_CONCURRENCY?.trim();
  if (asked && !/^[1-9][0-9]{0,3}$/.test(asked)) {
    console.error(`WEB_CONCURRENCY must be a whole number from 1 to 9999, not "${asked}"`);
    process.exit(1);
  }
  const wanted = asked ? Number(asked) : os.availableParallelism();
  if (!env.DATABASE_URL) {
    if (asked && wanted > 1)
      console.log(
        `WEB_CONCURRENCY=${wanted}, but the embedded PGlite database cannot share its data folder between processes: running one. Set DATABASE_URL to run ${wanted} on PostgreSQL.`,
      );
    return 1;
  }
  if (!env.PAYSTACK_SECRET_KEY && wanted > 1) {
    if (!asked) {
      console.log(
        'Running one server process: the test payment gateway (no PAYSTACK_SECRET_KEY) keeps its checkouts in one process. Set WEB_CONCURRENCY to run more anyway.',
      );
      return 1;
    }
    console.log(
      `WEB_CONCURRENCY=${wanted} without PAYSTACK_SECRET_KEY: each process's test payment gateway knows only its own checkouts, so test payments may fail.`,
    );
  }
  return wanted;
}

/**
 * Forks `count` servers running `entry`. One that dies is replaced, unless it
 * died before it ever listened (a bad configuration would only die again):
 * then everything stops with its exit code. SIGTERM or SIGINT stops every
 * server the way one stops alone, finishing its requests in flight.
 */
export function runCluster(entry, count) {
  // Each server sizes its share of the database's connections by this (apps/api/src/config.ts).
  process.env.WEB_CONCURRENCY = String(count);
  cluster.setupPrimary({ exec: entry });
  let stopping = false;
  let exitCode = 0;
  const listened = new WeakSet();

  const start = () => {
    const worker = cluster.fork();
    worker.on('listening', () => listened.add(worker));
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!listened.has(worker)) {
      console.error(`A server process stopped (${how}) before it started; stopping the others.`);
      exitCode = code || 1;
      stop();
      return;
    }
    console.error(`A server process stopped (${how}); starting another in its place.`);
    start();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {});
    if (running.length === 0) process.exit(exitCode);
    for (const worker of running) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(exitCode || 1);
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  console.log(`Starting ${count} server processes on PostgreSQL (WEB_CONCURRENCY=${count}).`);
  for (let i = 0; i < count; i++) start();
}
