#!/usr/bin/env node
// `npm test`: the levels (unit, integration on PGlite and PostgreSQL, the
// web bundle budget, end to end in Chromium), then one summary line per level.
//
// Under CI=true a missing Chromium or PostgreSQL fails the run; elsewhere the
// level is skipped with a loud notice.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ci = process.env.CI === 'true';
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });

const summary = [];
let failed = false;

function notice(message) {
  const bar = '!'.repeat(78);
  console.log(`\n${bar}\n!! ${message}\n${bar}\n`);
}

function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    .status;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function vitestLevel(label, projects, env = {}) {
  const output = path.join(results, `${label}.json`);
  fs.rmSync(output, { force: true });
  const status = run(
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
  );
  const report = readJson(output);
  const passed = report?.numPassedTests ?? 0;
  const failures = report ? report.numFailedTests + (report.numFailedTestSuites ?? 0) : 1;
  const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  if (status !== 0 || failures > 0 || passed === 0) failed = true;
  summary.push(
    `${label}: ${passed} passed, ${status !== 0 && failures === 0 ? 1 : failures} failed, ${skipped} skipped`,
  );
}

function skipLevel(label, why) {
  if (ci) {
    failed = true;
    summary.push(`${label}: 0 passed, 1 failed (${why})`);
    notice(`${label} cannot run under CI=true: ${why}`);
  } else {
    summary.push(`${label}: skipped (${why})`);
    notice(`SKIPPING ${label}: ${why}`);
  }
}

// 1. Unit
vitestLevel('unit', ['unit']);

// 2. Integration: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
vitestLevel('integration-pglite', ['integration-pglite']);
if (process.env.TEST_DATABASE_URL) vitestLevel('integration-postgres', ['integration-postgres']);
else skipLevel('integration-postgres', 'TEST_DATABASE_URL is not set (see README: Tests)');

// 3. The web build, once, for the two levels that need it.
const built = run('npm', ['run', 'build']) === 0;

// 4. The bundle budget: the JavaScript each route loads first (scripts/check-bundle-budget.mjs).
if (!built) {
  failed = true;
  summary.push('bundle-budget: 0 passed, 1 failed (the web build failed)');
} else {
  const output = path.join(results, 'bundle-budget.json');
  const status = run('node', ['scripts/check-bundle-budget.mjs', '--json', output]);
  if (status !== 0) failed = true;
  const report = readJson(output);
  const target =
    report && report.homeKB > report.homeTargetKB
      ? `missed by ${(report.homeKB - report.homeTargetKB).toFixed(1)} KB`
      : 'met';
  summary.push(
    `bundle-budget: ${status === 0 ? '1 passed, 0 failed' : '0 passed, 1 failed'} (home first-load JS ${report?.homeKB ?? '?'} KB gzip; target ${report?.homeTargetKB ?? 90} KB ${target}; ceiling ${report?.homeCeilingKB ?? '?'} KB)`,
  );
}

// 5. End to end in Debian's Chromium.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  skipLevel('e2e', `no Chromium at ${chromium} (apt-get install -y chromium)`);
} else if (!built) {
  failed = true;
  summary.push('e2e: 0 passed, 1 failed (the web build failed)');
} else {
  const output = path.join(results, 'e2e-results.json');
  fs.rmSync(output, { force: true });
  const status = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
  const stats = readJson(output)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failures = stats?.unexpected ?? (status === 0 ? 0 : 1);
  if (status !== 0 || failures > 0 || passed === 0) failed = true;
  summary.push(`e2e: ${passed} passed, ${failures} failed, ${stats?.skipped ?? 0} skipped`);
}

console.log('\nSummary');
for (const line of summary) console.log(line);
const totals = summary.reduce(
  (sum, line) => {
    const m = line.match(/(\d+) passed, (\d+) failed/);
    return m ? { passed: sum.passed + Number(m[1]), failed: sum.failed + Number(m[2]) } : sum;
  },
  { passed: 0, failed: 0 },
);
console.log(`total: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failed ? 1 : 0);
