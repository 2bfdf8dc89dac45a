#!/usr/bin/env node
// `npm run audit` (docs/product.md#security, and CI): the production dependencies must have no
// high or critical advisory. When the registry refuses the audit call (this
// build network's registry mirror answers 405), that is said loudly and the
// check is reported as not done rather than passed: exit 0 with a notice, so
// CI stays usable, but never a silent green.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}

if (!report || report.statusCode || report.error) {
  const why = report?.message ?? report?.error?.summary ?? (run.stderr.trim() || 'no answer');
  const bar = '!'.repeat(78);
  console.log(
    `${bar}\n!! npm audit NOT DONE: the registry did not answer the audit call (${why})\n${bar}`,
  );
  process.exit(0);
}

const counts = report.metadata?.vulnerabilities ?? {};
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
process.exit(serious > 0 ? 1 : 0);
