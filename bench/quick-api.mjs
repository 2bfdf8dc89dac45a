#!/usr/bin/env node
// A quick side-by-side on the embedded engine: Waka's two hot read calls on a
// fresh PGlite folder with the demo seed (or DATABASE_URL when set), beside a
// hello-world Fastify measured in the same run. No dataset needed. Usage:
//   node bench/quick-api.mjs [--seconds 10] [--connections 64]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadAverage } from './lib/machine-load.mjs';
import { measure } from './lib/measure.mjs';
import { markdownTable } from './lib/report.mjs';
import { startHelloWorld, startWaka } from './lib/servers.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
  },
});
const common = { seconds: Number(values.seconds), connections: Number(values.connections) };

// Stay dates as Lagos sees them (UTC+1, no daylight saving).
const addDays = (days) =>
  new Date(Date.now() + days * 86_400_000 + 3_600_000).toISOString().slice(0, 10);
const cycle = (items) => {
  let i = 0;
  return () => ({ method: 'GET', path: items[i++ % items.length] });
};

const hello = await startHelloWorld();
const waka = await startWaka({ databaseUrl: process.env.DATABASE_URL, seedDemo: true });
try {
  const hotels = await (await fetch(`${waka.url}/api/v1/hotels`)).json();
  const destinations = ['lagos', 'abuja', 'port', 'kano', 'ibadan', 'calabar', 'enugu', 'ikoyi'];
  const searches = destinations.flatMap((q, i) =>
    [3, 10, 30].map(
      (d) =>
        `/api/v1/hotels/search?q=${q}&checkIn=${addDays(d + i)}&checkOut=${addDays(d + i + 2)}`,
    ),
  );
  const roomPages = hotels
    .slice(0, 12)
    .map(
      (h, i) =>
        `/api/v1/rooms/hotel/${h.hotelId}?checkIn=${addDays(5 + i)}&checkOut=${addDays(8 + i)}`,
    );

  const baseline = await measure({
    name: 'hello-world Fastify',
    url: hello.url,
    nextRequest: cycle(['/']),
    ...common,
  });
  const rows = [baseline];
  rows.push(
    await measure({
      name: 'search with dates',
      url: waka.url,
      nextRequest: cycle(searches),
      ...common,
    }),
  );
  rows.push(
    await measure({
      name: "a hotel's rooms with units left",
      url: waka.url,
      nextRequest: cycle(roomPages),
      ...common,
    }),
  );

  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n${common.connections} connections, ${common.seconds} s each, engine ${engine}, ${os.cpus().length} cores, load ${loadAverage().one}\n`,
  );
  console.log(markdownTable(rows, baseline.requestsPerSecond));
} finally {
  await waka.stop();
  await hello.stop();
}
