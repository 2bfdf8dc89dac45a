import { beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsTestbed } from '../support/payments-testbed';
import { testEngine, type TestContext } from '../support/test-app';
import { documentAllows } from './document-oracle';
import { buildFuzzWorld } from './fuzz-world';
import { runFuzz, type FuzzReport } from './fuzz-run';
import { fuzzTargets } from './fuzz-targets';
import { seededRandom } from './seeded-random';

/*
 * Fuzzing (docs/product.md#security): every operation of the OpenAPI
 * document, spoilt every way mutations.ts knows, sent as a guest, a customer
 * and an owner. FUZZ_REQUESTS makes a longer run (5,000 by default);
 * FUZZ_SEED replays one. Online payment is on, through the test gateway, so
 * the payment calls are fuzzed past their "not available" answer.
 */
const requests = Number(process.env.FUZZ_REQUESTS ?? 5_000);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createPaymentsTestbed();
});

describe('fuzzing every endpoint of the OpenAPI document', () => {
  it(`answers ${requests} hostile requests with a 4xx in the error shape (never a 5xx), and refused requests write nothing`, async () => {
    const world = await buildFuzzWorld(ctx.app, ctx.db);
    const { targets, resolve } = await fuzzTargets(ctx.app, world);
    // Each served operation's valid request is valid (an unserved path has none).
    for (const target of targets.filter((t) => !t.operation.unserved)) {
      expect(
        documentAllows(target.operation, target.base, resolve),
        `the valid ${target.operation.method} ${target.operation.path}`,
      ).toBe(target.operation.body !== 'multipart');
    }
    const report = await runFuzz({
      app: ctx.app,
      db: ctx.db,
      targets,
      requests,
      seed,
      random: seededRandom(seed),
      resolve,
    });
    console.log(summary(report, targets.length));
    expect(report.failures).toEqual([]);
    expect(report.tried).toBeGreaterThanOrEqual(requests);
  }, 600_000);
});

function summary(report: FuzzReport, operations: number): string {
  const statuses = Object.entries(report.byStatus)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  return [
    `fuzz on ${testEngine}: seed ${report.seed} (FUZZ_SEED=${report.seed} replays it)`,
    `  ${report.tried} requests over ${operations} operations in ${report.seconds.toFixed(1)} s; ${report.databaseChecks} table snapshots`,
    `  answers by status: ${statuses}`,
    `  failures: ${report.failures.length}`,
  ].join('\n');
}
