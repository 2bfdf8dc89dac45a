import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const { profile: p } = await cdp.send('Profiler.stop');
const self = new Map(); for (let i=0;i<p.samples.length;i++) self.set(p.samples[i],(self.get(p.samples[i])||0)+p.timeDeltas[i]);
const agg = new Map(), byUrl = new Map();
for (const n of p.nodes){ const s=self.get(n.id)||0; if(!s) continue; const cf=n.callFrame; const f=cf.url.split('/').pop().replace(/-[A-Za-z0-9_-]{8}\.js/,'.js'); const k=`${cf.functionName||'(anon)'} ${f}:${cf.lineNumber}:${cf.columnNumber}`; agg.set(k,(agg.get(k)||0)+s); byUrl.set(f||cf.functionName,(byUrl.get(f||cf.functionName)||0)+s); }
for (const [k,v] of [...byUrl].sort((a,b)=>b[1]-a[1]).slice(0,14)) console.log((v/1000).toFixed(0).padStart(6), k);
console.log('--');
for (const [k,v] of [...agg].sort((a,b)=>b[1]-a[1]).slice(0,25)) console.log((v/1000).toFixed(0).padStart(6), k);
await browser.close();
