#!/usr/bin/env node
// Does a booking at the bounds (docs/decisions/0017-holds-and-dates-are-bounded.md)
// delay other people's reads? Two reads a traveller makes (a hotel's rooms
// with dates, and the dated search) are timed one after another, first alone
// and then while bookings at the bounds (30 nights × 20 rooms, one unit of
// each of 20 room types: 600 ledger rows, the most one booking can write)
// are made back to back, and the figures are printed side by side. The run
// alone is the baseline of the same run; a run beside the least booking (one
// room, one night) tells the delay any booking brings from the part the
// bounds' 600 rows add. The catalogue cache is off, so every
// read reaches the database, as it does after a booking changes availability.
// Usage:
//   node bench/hold-bounds.mjs [--seconds 15] [--writers 1] [--readers 2] [--wait-minutes 20]
// On a fresh PGlite folder with the demo seed, or DATABASE_URL when set.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadAverage, waitForQuietMachine } from './lib/machine-load.mjs';
import { startWaka } from './lib/servers.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    writers: { type: 'string', default: '1' },
    readers: { type: 'string', default: '2' },
    'wait-minutes': { type: 'string', default: '20' },
  },
});
const seconds = Number(values.seconds);
const writers = Number(values.writers);
const readers = Number(values.readers);
const NIGHTS = 30;
const ROOM_TYPES = 20;

// Stay dates as Lagos sees them (UTC+1, no daylight saving).
const addDays = (days) =>
  new Date(Date.now() + days * 86_400_000 + 3_600_000).toISOString().slice(0, 10);

const machine = await waitForQuietMachine({ minutes: Number(values['wait-minutes']) });
const waka = await startWaka({
  databaseUrl: process.env.DATABASE_URL,
  seedDemo: true,
  env: { CATALOGUE_CACHE_MB: '0' },
});

async function call(method, path, { body, cookie } = {}) {
  const response = await fetch(`${waka.url}${path}`, {
    method,
    headers: {
      origin: waka.url,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: () => JSON.parse(text), text };
}

/** An owner with a hotel of 20 room types, each of 1,000 units: room for every booking the run makes. */
async function bigHotel() {
  const signUp = await call('POST', '/api/v1/auth/sign-up/email', {
    body: {
      name: 'Bench Owner',
      email: `bench-${Date.now()}@example.ng`,
      password: 'correct horse battery',
      role: 'hotelOwner',
    },
  });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${signUp.text}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const hotel = await call('POST', '/api/v1/hotels', {
    cookie,
    body: {
      hotelName: 'Bench Bounds Hotel',
      hotelContactNo: '08031234567',
      hotelDescription: 'Twenty room types for the bounds bench.',
      hotelAddress: '1 Bench Road',
      country: 'Nigeria',
      state: 'Lagos',
      stateId: 25,
      localGov: 'Ikeja',
      city: 'Ikeja',
      hotelRating: '4',
      minimumPrice: 20_000,
      propertyType: 'hotel',
      hotelAmenities: ['Free Wifi'],
      hotelImage: '/media/uploads/bench-hotel.webp',
    },
  });
  if (hotel.status !== 201) throw new Error(`hotel: ${hotel.status} ${hotel.text}`);
  const { hotelId } = hotel.json();
  const rooms = [];
  for (let i = 0; i < ROOM_TYPES; i++) {
    const room = await call('POST', '/api/v1/rooms', {
      cookie,
      body: {
        hotelId,
        roomType: `Bench type ${i + 1}`,
        roomPrice: 20_000 + i * 1000,
        roomDiscount: 0,
        roomQuantity: 1000,
        roomDescription: 'A room for the bounds bench.',
        roomImage: ['/media/uploads/bench-room.webp'],
        amenities: ['Free Wifi'],
      },
    });
    if (room.status !== 201) throw new Error(`room: ${room.status} ${room.text}`);
    const { roomId, roomType, roomPrice } = room.json();
    rooms.push({ roomId, roomType, price: roomPrice });
  }
  return { hotelId, rooms };
}

/**
 * A booking at the bounds: 20 rooms (one of each type) for 30 nights, in one
 * of 17 windows of 30 nights. `small` is the least booking instead (one room,
 * one night), for the delay any booking brings.
 */
function boundsBooking(hotel, n, small) {
  const nights = small ? 1 : NIGHTS;
  const checkIn = addDays(1 + (n % 17) * NIGHTS);
  const checkOut = addDays(1 + (n % 17) * NIGHTS + nights);
  const rooms = (small ? hotel.rooms.slice(0, 1) : hotel.rooms).map((room) => ({
    ...room,
    quantity: 1,
  }));
  const perNight = rooms.reduce((sum, r) => sum + r.price * r.quantity, 0);
  return {
    customer: {
      firstName: 'Ada',
      lastName: 'Obi',
      email: `ada${n}@example.ng`,
      phone: '08031234567',
      checkInDate: checkIn,
      checkOutDate: checkOut,
      specialRequests: '',
    },
    hotelId: hotel.hotelId,
    rooms,
    totalAmount: perNight * nights,
    checkInDate: checkIn,
    checkOutDate: checkOut,
    nights,
  };
}

const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (v) => v.toFixed(1);
  return {
    n: sorted.length,
    p50: ms(percentile(sorted, 50)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted.at(-1) ?? NaN),
  };
};

/** Each reader asks its paths in turn until `until`, timing every answer; a non-200 is an error. */
async function readLoop(paths, until, times, errors) {
  let i = 0;
  while (performance.now() < until) {
    const path = paths[i++ % paths.length];
    const start = performance.now();
    const response = await fetch(`${waka.url}${path}`);
    await response.arrayBuffer();
    const took = performance.now() - start;
    if (response.status !== 200) errors.push(`${response.status} ${path}`);
    times[path.startsWith('/api/v1/rooms') ? 'rooms' : 'search'].push(took);
  }
}

async function writeLoop(hotel, until, state, small) {
  while (performance.now() < until) {
    const n = state.next++;
    const start = performance.now();
    const answer = await call('POST', '/api/v1/bookings', { body: boundsBooking(hotel, n, small) });
    state.times.push(performance.now() - start);
    state.codes[answer.status] = (state.codes[answer.status] ?? 0) + 1;
  }
}

async function phase(name, readPaths, hotel, writing) {
  const times = { rooms: [], search: [] };
  const errors = [];
  const writes = { next: 0, times: [], codes: {} };
  const loadBefore = loadAverage().one;
  const until = performance.now() + seconds * 1000;
  await Promise.all([
    ...Array.from({ length: readers }, (_, r) =>
      readLoop(readPaths.slice(r).concat(readPaths.slice(0, r)), until, times, errors),
    ),
    ...(writing
      ? Array.from({ length: writers }, () => writeLoop(hotel, until, writes, writing === 'small'))
      : []),
  ]);
  return {
    name,
    rooms: summary(times.rooms),
    search: summary(times.search),
    errors,
    writes,
    loadBefore,
  };
}

try {
  const hotel = await bigHotel();
  const hotels = await (await fetch(`${waka.url}/api/v1/hotels`)).json();
  const destinations = ['lagos', 'abuja', 'port', 'kano', 'ibadan', 'calabar', 'enugu', 'ikeja'];
  const paths = [];
  for (let i = 0; i < 12; i++) {
    paths.push(
      `/api/v1/rooms/hotel/${hotels[i % hotels.length].hotelId}?checkIn=${addDays(5 + i)}&checkOut=${addDays(8 + i)}`,
    );
    paths.push(
      `/api/v1/hotels/search?q=${destinations[i % destinations.length]}&checkIn=${addDays(3 + i)}&checkOut=${addDays(5 + i)}`,
    );
  }
  // Unrecorded warm-up: the first askings of each read plan and cache their queries.
  await phase('warm-up', paths, hotel, false);
  const alone = await phase('alone', paths, hotel, false);
  const small = await phase(
    `beside ${writers} writer(s) of one room, one night`,
    paths,
    hotel,
    'small',
  );
  const beside = await phase(`beside ${writers} writer(s) at the bounds`, paths, hotel, 'bounds');

  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n${readers} sequential readers, ${seconds} s a phase, engine ${engine}, catalogue cache off, ${os.cpus().length} cores, load before ${machine.one}${machine.quiet ? '' : ' (NOISY: the machine never went quiet)'}\n`,
  );
  console.log('| phase | read | answers | p50 ms | p99 ms | max ms | read errors | load before |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const run of [alone, small, beside]) {
    for (const read of ['rooms', 'search']) {
      const s = run[read];
      const label = read === 'rooms' ? "a hotel's rooms with dates" : 'search with dates';
      console.log(
        `| ${run.name} | ${label} | ${s.n} | ${s.p50} | ${s.p99} | ${s.max} | ${run.errors.length} | ${run.loadBefore} |`,
      );
    }
  }
  console.log('');
  for (const [run, what] of [
    [small, 'One room, one night (1 ledger row each)'],
    [
      beside,
      `At the bounds (${NIGHTS} nights × ${ROOM_TYPES} rooms, ${NIGHTS * ROOM_TYPES} ledger rows each)`,
    ],
  ]) {
    const w = summary(run.writes.times);
    const codes = Object.entries(run.writes.codes)
      .map(([code, n]) => `${code}×${n}`)
      .join(' ');
    console.log(
      `${what}: ${w.n} bookings (${codes}), p50 ${w.p50} ms, p99 ${w.p99} ms, max ${w.max} ms`,
    );
  }
  const errors = [alone, small, beside].flatMap((run) => run.errors);
  if (errors.length > 0) console.log('Read errors:', errors.slice(0, 5));
} finally {
  await waka.stop();
}
