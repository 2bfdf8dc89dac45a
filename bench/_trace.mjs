import { chromium } from 'playwright-core';
import fs from 'node:fs';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE || 4) });
await browser.startTracing(page, { categories: ['devtools.timeline','disabled-by-default-devtools.timeline','v8.execute','disabled-by-default-v8.cpu_profiler'] });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const buf = await browser.stopTracing();
fs.writeFileSync('/tmp/trace.json', buf);
const ev = JSON.parse(buf).traceEvents;
const tasks = ev.filter(e => e.name === 'RunTask' && e.dur > Number(process.env.MIN_US || 50000)).sort((a,b)=>a.ts-b.ts);
const t0 = Math.min(...ev.filter(e=>e.ts>0).map(e=>e.ts));
for (const t of tasks) {
  const inner = ev.filter(e => e.tid===t.tid && e.ts>=t.ts && e.ts+ (e.dur||0) <= t.ts+t.dur && ['EvaluateScript','v8.compile','FunctionCall','ParseHTML','Layout','UpdateLayoutTree','Paint','v8.compileModule','v8.evaluateModule','TimerFire','EventDispatch','FireAnimationFrame','RunMicrotasks','XHRLoad','ResourceReceivedData'].includes(e.name)).filter(e=>e.dur>5000);
  console.log(`task at ${((t.ts-t0)/1000).toFixed(0)} ms: ${(t.dur/1000).toFixed(0)} ms :: ` + inner.map(e=>`${e.name}${e.args?.data?.url? '('+e.args.data.url.split('/').pop()+')':''}${e.args?.data?.functionName?'['+e.args.data.functionName+']':''} ${(e.dur/1000).toFixed(0)}`).join(', '));
}
await browser.close();
