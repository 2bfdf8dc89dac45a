#!/usr/bin/env node
// Lighthouse 12, mobile preset, over the four pages of bench/README.md#targets, on the
// built web app served by the real server (npm start's scripts/start.mjs) on a
// fresh, seeded PGlite data folder. Prints the four scores per page as a
// Markdown table and writes the figures to bench/web/results/.
//
//   npm run build && node bench/web/lighthouse.mjs [--dist /tmp/web] [--label after]
//                                                  [--cpu-slowdown calibrated|<n>]
//
// Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH), never a downloaded
// browser. The machine's 1-minute load is recorded beside every page: a
// Lighthouse performance score is a simulation built on measured CPU time,
// and two busy cores lower it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import mobileConfig from 'lighthouse/core/config/default-config.js';
import { ROOT as root, startBuiltApp } from '../lib/servers.mjs';
import { issuePages } from './lib/pages.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const webDist = path.resolve(arg('dist', process.env.WEB_DIST ?? path.join(root, 'apps/web/dist')));
const label = arg('label', 'run');
// Lighthouse's default simulates a slow phone from an unthrottled load (Lantern); `--throttling
// devtools` slows the real load instead, which shows what a prerendered first screen changes.
const throttlingMethod = arg('throttling', 'simulate');
// Lighthouse's 4x CPU slowdown is relative to the host: it turns a high-end desktop (benchmark
// index 1500-2000) into a mid-tier phone, and a slower host into a slower phone
// (lighthouse/docs/throttling.md, "Calibrating the CPU slowdown"). `calibrated` divides this host's
// index by the phone the default aims at (1750 / 4), so runs on different machines emulate the
// same phone; the default stays 4x, as a bare `lighthouse` run would be.
const cpuSlowdown = arg('cpu-slowdown', '4');
const TARGET_PHONE_INDEX = 1750 / 4;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Chromium as root on a closed network (architecture.md's known traps).
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Passing `throttling` replaces Lighthouse's whole default object, so the mobile network stays as its own.
const MOBILE_THROTTLING = constants.throttling.mobileSlow4G;

/** The multiplier for this host: a number as given, or calibrated from Lighthouse's benchmark index. */
function slowdownFor(benchmarkIndex) {
  if (cpuSlowdown !== 'calibrated') return Number(cpuSlowdown);
  if (!benchmarkIndex) throw new Error('Lighthouse reported no benchmark index to calibrate from');
  return Number((benchmarkIndex / TARGET_PHONE_INDEX).toFixed(2));
}

async function audit(chrome, url, cpuSlowdownMultiplier = 4) {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      throttlingMethod,
      throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier },
    },
    mobileConfig,
  );
  const { categories, audits } = result.lhr;
  const failing = Object.values(audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual',
    )
    .map((a) => ({
      id: a.id,
      score: a.score,
      displayValue: a.displayValue ?? '',
      // The first few findings: enough to see what to fix without the whole report.
      items: (a.details?.items ?? []).slice(0, 3),
    }));
  return {
    // Lighthouse's own failure to measure the page (a trace it could not read, say): its metrics are then missing.
    runtimeError: result.lhr.runtimeError?.message,
    // Lighthouse's own measure of this host's CPU speed (higher is faster): its
    // 4x slowdown assumes a fast desktop, so the same page scores lower on a
    // slower host. Kept so runs on different machines can be told apart.
    benchmarkIndex: result.lhr.environment?.benchmarkIndex,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
    ),
    metrics: {
      fcpMs: audits['first-contentful-paint']?.numericValue,
      lcpMs: audits['largest-contentful-paint']?.numericValue,
      tbtMs: audits['total-blocking-time']?.numericValue,
      cls: audits['cumulative-layout-shift']?.numericValue,
      speedIndexMs: audits['speed-index']?.numericValue,
    },
    failing,
  };
}

/** Two shared cores: wait (up to 10 minutes) for the 1-minute load to drop to 3 or below. */
async function waitForQuietMachine() {
  for (let waited = 0; os.loadavg()[0] > 3 && waited < 600_000; waited += 15_000) {
    if (waited === 0)
      console.error(`1-minute load ${os.loadavg()[0].toFixed(2)} > 3: waiting up to 10 minutes…`);
    await sleep(15_000);
  }
  console.error(`1-minute load now ${os.loadavg()[0].toFixed(2)}`);
}

let server;
let chrome;
try {
  server = await startBuiltApp(webDist);
  const { origin } = server;
  const { hotelId, pages } = await issuePages(origin);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  // A warm-up load: the first request after a start pays for PGlite's cold pages. To calibrate,
  // three: one reading of the host's speed swings by half on a shared machine; their median is used.
  await waitForQuietMachine();
  const warmUps = [];
  for (let i = 0; i < (cpuSlowdown === 'calibrated' ? 3 : 1); i++)
    warmUps.push((await audit(chrome, `${origin}/`)).benchmarkIndex);
  const hostIndex = warmUps.sort((a, b) => a - b)[Math.floor(warmUps.length / 2)];
  const multiplier = slowdownFor(hostIndex);
  console.error(
    `CPU slowdown ${multiplier}x (host benchmark index ${warmUps.map(Math.round).join(', ')})`,
  );
  const rows = [];
  for (const page of pages) {
    const load1m = os.loadavg()[0];
    let result = await audit(chrome, `${origin}${page}`, multiplier);
    // Lighthouse now and then fails to read its own trace here (NO_NAVSTART, 24 Nov and
    // 26 Nov); another try usually measures the page. After three failures the error is kept.
    for (let retry = 0; result.runtimeError && retry < 2; retry++) {
      console.error(`${page}: ${result.runtimeError}; trying again`);
      result = await audit(chrome, `${origin}${page}`, multiplier);
    }
    rows.push({
      page,
      load1m: Number(load1m.toFixed(2)),
      cpuSlowdownMultiplier: multiplier,
      ...result,
    });
    console.error(`audited ${page}`);
  }

  console.log(
    `\nLighthouse ${JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}, mobile preset, ${throttlingMethod} throttling, CPU slowdown ${multiplier}x${cpuSlowdown === 'calibrated' ? ' (calibrated to this host)' : ''} (${label})`,
  );
  console.log(
    '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | 1-min load | CPU index |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  // A metric Lighthouse could not measure shows as –, not as a crash of the table.
  const shown = (value, format) => (value === undefined ? '–' : format(value));
  for (const r of rows) {
    const s = r.scores;
    const m = r.metrics;
    console.log(
      `| ${r.page.replace(hotelId, '{id}')} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${shown(m.lcpMs, (v) => `${(v / 1000).toFixed(1)} s`)} | ${shown(m.tbtMs, (v) => `${Math.round(v)} ms`)} | ${shown(m.cls, (v) => v.toFixed(3))} | ${r.load1m} | ${shown(r.benchmarkIndex, Math.round)} |`,
    );
  }
  for (const r of rows) {
    if (r.runtimeError)
      console.log(
        `\n${r.page.replace(hotelId, '{id}')}: Lighthouse could not measure it: ${r.runtimeError}`,
      );
  }
  for (const r of rows) {
    if (r.failing.length)
      console.log(
        `\n${r.page} — audits below 1: ${r.failing.map((a) => `${a.id} (${a.score}${a.displayValue ? `, ${a.displayValue}` : ''})`).join('; ')}`,
      );
  }

  const out = path.join(root, 'bench/web/results');
  fs.mkdirSync(out, { recursive: true });
  const file = path.join(
    out,
    `lighthouse-${label}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  fs.writeFileSync(
    file,
    `${JSON.stringify({ label, throttlingMethod, cpuSlowdown, cpuSlowdownMultiplier: multiplier, hostBenchmarkIndex: warmUps, webDist, cpus: os.cpus().length, pages: rows }, null, 2)}\n`,
  );
  console.log(`\nwrote ${path.relative(root, file)}`);
} finally {
  if (chrome) await chrome.kill();
  if (server) await server.stop();
}
