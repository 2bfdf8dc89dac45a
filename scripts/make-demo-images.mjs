#!/usr/bin/env node
// `npm run images:demo`: draws the demo artwork (hotels, rooms, cars, the
// placeholder and the home-page hero scenes) from SVG built in code and writes
// it as WebP. No downloads, no fonts, no text. Every picture has its own seeded
// random stream, so a rerun writes byte-identical files (a file whose bytes
// have not changed is left alone).
//
// This file picks the pictures to write and where; the drawing itself lives in
// scripts/demo-images/, one module per subject.
import sharp from 'sharp';
import { CARS } from './demo-images/cars/config.mjs';
import { carSvg } from './demo-images/cars/car.mjs';
import { HEROES } from './demo-images/heroes/index.mjs';
import { HOTELS } from './demo-images/hotels/config.mjs';
import { hotelSvg } from './demo-images/hotels/hotel.mjs';
import { placeholderSvg } from './demo-images/placeholder.mjs';
import { ROOMS } from './demo-images/rooms/config.mjs';
import { roomSvg } from './demo-images/rooms/room.mjs';
import { card, save, toWebp, two, wanted, written } from './demo-images/save.mjs';
import { HERO_SMALL } from './demo-images/sizes.mjs';

const DEMO_DIR = 'apps/api/assets/demo';
const HERO_DIR = 'apps/web/public/images/hero';

async function main() {
  for (let n = 1; n <= HOTELS.length; n += 1)
    await card(`${DEMO_DIR}/hotels/hotel-${two(n)}.webp`, () => hotelSvg(n));
  for (let n = 1; n <= ROOMS.length; n += 1)
    await card(`${DEMO_DIR}/rooms/room-${two(n)}.webp`, () => roomSvg(n));
  for (let n = 1; n <= CARS.length; n += 1)
    await card(`${DEMO_DIR}/cars/car-${two(n)}.webp`, () => carSvg(n));
  await card(`${DEMO_DIR}/placeholder.webp`, placeholderSvg);
  for (let n = 1; n <= HEROES.length; n += 1) {
    const big = `${HERO_DIR}/hero-${n}.webp`;
    const small = `${HERO_DIR}/hero-${n}-small.webp`;
    if (!wanted(big) && !wanted(small)) continue;
    const png = await sharp(Buffer.from(HEROES[n - 1]()))
      .png()
      .toBuffer();
    await save(big, await toWebp(png));
    await save(small, await toWebp(png, HERO_SMALL));
  }
  const total = written.reduce((sum, w) => sum + w.bytes, 0);
  console.log(`${written.length} files, ${total} bytes (${(total / 1024 / 1024).toFixed(2)} MiB)`);
}

await main();
