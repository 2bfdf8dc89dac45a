#!/usr/bin/env node
// Main-thread blocking on the four pages of bench/README.md#targets, two builds side by
// side in one run: the way to tell whether a change to the web app helps.
//
//   node bench/web/blocking-time.mjs --dist /tmp/web-before --dist /tmp/web-after [--runs 7] [--cpu 4]
//
// Lighthouse's performance score is mostly Total Blocking Time, and on the
// shared machines here one Lighthouse run's TBT swings by a factor of two
// (its simulation scales the tasks it saw by a CPU multiplier, and the host's
// own speed moved 1,290-2,590 on its benchmark within minutes, 26 Nov). This
// loads each page in Debian's Chromium under DevTools' CPU throttling (4x,
// Lighthouse's mobile multiplier) at a Moto G Power's viewport, with a fresh
// browser context each time (no cache), and reads the browser's own long
// tasks (PerformanceObserver 'longtask'): blocking time is each task's time
// over 50 ms after the first contentful paint, as TBT counts it, until the
// page has been quiet for 3 s. The builds alternate page by page, so a busy
// moment of the machine falls on both. Medians and each build's difference
// from the first are printed; results go to bench/web/results/.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ROOT as root, startBuiltApp } from '../lib/servers.mjs';
import { issuePages } from './lib/pages.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', multiple: true },
    runs: { type: 'string', default: '7' },
    cpu: { type: 'string', default: '4' },
    label: { type: 'string', default: 'run' },
  },
});
const dists = (values.dist ?? [path.join(root, 'apps/web/dist')]).map((d) => path.resolve(d));
const runs = Number(values.runs);
const cpuRate = Number(values.cpu);

/** Set in the page before its scripts: long tasks and the first contentful paint, as they come. */
function observeMainThread() {
  const seen = { tasks: [], fcp: undefined, lastTaskEnd: 0 };
  globalThis.__blocking = seen;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      seen.tasks.push([task.startTime, task.duration]);
      seen.lastTaskEnd = task.startTime + task.duration;
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const paint of list.getEntries())
      if (paint.name === 'first-contentful-paint') seen.fcp = paint.startTime;
  }).observe({ type: 'paint', buffered: true });
}

async function measureLoad(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.addInitScript(observeMainThread);
    await page.goto(url, { waitUntil: 'load' });
    // Quiet for 3 s: no long task and no request finished in that time.
    let lastActivity = Date.now();
    page.on('requestfinished', () => (lastActivity = Date.now()));
    for (let lastTaskEnd = -1; ;) {
      await page.waitForTimeout(500);
      const now = await page.evaluate(() => globalThis.__blocking.lastTaskEnd);
      if (now !== lastTaskEnd) {
        lastTaskEnd = now;
        lastActivity = Date.now();
      }
      if (Date.now() - lastActivity > 3000) break;
    }
    const { tasks, fcp } = await page.evaluate(() => globalThis.__blocking);
    const after = tasks.filter(([start]) => fcp === undefined || start >= fcp);
    return {
      fcpMs: fcp,
      blockingMs: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longestMs: Math.max(0, ...after.map(([, duration]) => duration)),
      longTasks: after.length,
    };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const servers = [];
let browser;
try {
  // Each server seeds its own data, so its hotel ids are its own: each gets its own four pages.
  for (const dist of dists) {
    const server = { dist, ...(await startBuiltApp(dist)) };
    servers.push(server); // stopped in finally, even if what follows fails
    Object.assign(server, await issuePages(server.origin));
  }
  const labels = servers[0].pages.map((p) => p.replace(servers[0].hotelId, '{id}'));
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  // One load of each page on each server first: PGlite's cold pages, the server's first renders.
  for (const server of servers)
    for (const p of server.pages) await measureLoad(browser, server.origin + p);

  const results = servers.map(() => labels.map(() => []));
  for (let run = 0; run < runs; run++) {
    for (const page of labels.keys())
      for (const [i, server] of servers.entries())
        results[i][page].push(await measureLoad(browser, server.origin + server.pages[page]));
    console.error(`run ${run + 1}/${runs} done`);
  }

  console.log(
    `\nBlocking time after first paint, ${cpuRate}x CPU, median of ${runs} loads each (ms; longest task in brackets)`,
  );
  console.log(`| page | ${servers.map((s) => path.basename(s.dist)).join(' | ')} |`);
  console.log(`|---|${servers.map(() => '---:').join('|')}|`);
  const summary = labels.map((label, page) => {
    const row = results.map((r) => ({
      blockingMs: median(r[page].map((x) => x.blockingMs)),
      longestMs: median(r[page].map((x) => x.longestMs)),
    }));
    const base = row[0].blockingMs;
    const cells = row.map(
      (c, i) =>
        `${Math.round(c.blockingMs)} (${Math.round(c.longestMs)})${i > 0 ? ` ${c.blockingMs - base >= 0 ? '+' : ''}${Math.round(c.blockingMs - base)}` : ''}`,
    );
    console.log(`| ${label} | ${cells.join(' | ')} |`);
    return { page: label, medians: row };
  });

  const out = path.join(root, 'bench/web/results');
  fs.mkdirSync(out, { recursive: true });
  const file = path.join(
    out,
    `blocking-${values.label}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  fs.writeFileSync(
    file,
    `${JSON.stringify({ label: values.label, cpuRate, runs, dists, summary, loads: results.map((r) => Object.fromEntries(labels.map((l, i) => [l, r[i]]))) }, null, 2)}\n`,
  );
  console.log(`\nwrote ${path.relative(root, file)}`);
} finally {
  if (browser) await browser.close();
  for (const server of servers) await server.stop();
}
