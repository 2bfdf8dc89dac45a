import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createHotel, createUser } from '../../src/db/seed/factories';
import { useStandInBuild, ctx, webDist } from './serve-web-app-fixtures';

/*
 * Each page's first needs named in its HTML
 * (docs/decisions/0007-first-screen-in-the-html.md): its route chunk, its
 * largest photo, its first API calls and its prerendered first screen.
 */

useStandInBuild();

describe("naming each page's first needs in its HTML", () => {
  const index =
    '<!doctype html><html><head><title>Waka</title>\n<script type="module" crossorigin src="/assets/index-e0.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/vendor-f1.js">\n</head><body><div id="root"></div></body></html>';
  const firstLoad = {
    '/': {
      modules: ['src/features/home/routes/home-route.tsx'],
      links: [
        { rel: 'modulepreload', href: '/assets/home-route-a1.js' },
        {
          rel: 'preload',
          as: 'image',
          href: '/images/hero/hero-1-small.webp',
          media: '(max-width: 640px)',
        },
      ],
    },
    '/rooms': {
      modules: ['x'],
      links: [{ rel: 'modulepreload', href: '/assets/hotels-route-b2.js' }],
      shellFrom: '/rooms',
      // A `$&` in a page must come out as written, not as a replacement pattern.
      shell: {
        html: '<main id="main"><h1>Hotels</h1><p>From ₦$& a night</p><ul><li><div><img data-first-photo="" hidden="" alt="" class="photo"/></div></li></ul></main>',
        title: 'Hotels across Nigeria — Waka',
      },
    },
    '/car-listing': { modules: ['w'], links: [] },
    '/owner': { modules: ['v'], links: [{ rel: 'modulepreload', href: '/assets/owner-g6.js' }] },
    '/rooms/:id': {
      modules: ['y'],
      data: ['/api/v1/hotels/:id', '/api/v1/rooms/hotel/:id'],
      links: [
        { rel: 'modulepreload', href: '/assets/hotel-rooms-route-c3.js' },
        { rel: 'preload', as: 'style', href: '/assets/hotel-rooms-d4.css' },
      ],
    },
  };
  const page = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['cache-control'], url).toBe('no-cache');
    return response.body;
  };
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));

  beforeAll(async () => {
    await fs.writeFile(path.join(webDist, 'index.html'), index);
    await fs.writeFile(path.join(webDist, 'first-load.json'), JSON.stringify(firstLoad));
  });

  it("puts the home route's chunk and its hero photo, for the screens it suits, in the home page's head", async () => {
    const html = head(await page('/'));
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-route-a1.js">',
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/images/hero/hero-1-small.webp" fetchpriority="high" media="(max-width: 640px)">',
    );
    expect(html).not.toContain('hotels-route');
  });

  it('matches a pattern segment by segment, with or without a trailing slash or a query', async () => {
    expect(head(await page('/rooms'))).toContain('/assets/hotels-route-b2.js');
    expect(head(await page('/rooms/?destination=Lagos'))).toContain('/assets/hotels-route-b2.js');
    const hotel = head(
      await page('/rooms/0b7c5e2a-1111-4222-8333-944455556666?checkIn=2026-12-01'),
    );
    expect(hotel).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/hotel-rooms-route-c3.js">',
    );
    expect(hotel).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/hotel-rooms-d4.css">',
    );
    expect(hotel).not.toContain('hotels-route-b2');
  });

  it("paints a public page's prerendered first screen in #root, inert until the app replaces it, under the page's title", async () => {
    // With a query, so the photo slot stays as built whatever hotels the other tests made.
    const html = await page('/rooms?rating=3');
    expect(html).toContain(
      '<div id="root" inert><main id="main"><h1>Hotels</h1><p>From ₦$& a night</p><ul><li><div><img data-first-photo="" hidden="" alt="" class="photo"/></div></li></ul></main></div>',
    );
    expect(head(html)).toContain('<title>Hotels across Nigeria — Waka</title>');
    expect(html).not.toContain('<title>Waka</title>');
    // A page without a shell keeps the empty, live root.
    expect(await page('/')).toContain('<div id="root"></div>');
  });

  it("starts a page's first API calls from its HTML, with its own id, only when its address has no query", async () => {
    const id = '0b7c5e2a-1111-4222-8333-944455556666';
    const hotel = head(await page(`/rooms/${id}`));
    expect(hotel).toContain(
      `<link rel="preload" as="fetch" crossorigin href="/api/v1/hotels/${id}">`,
    );
    expect(hotel).toContain(
      `<link rel="preload" as="fetch" crossorigin href="/api/v1/rooms/hotel/${id}">`,
    );
    // Encoded as the app's hooks encode it (encodeURIComponent), never breaking out of the attribute.
    expect(head(await page('/rooms/a%22b%3Cc'))).toContain('href="/api/v1/hotels/a%22b%3Cc"');
    expect(head(await page(`/rooms/${id}?checkIn=2027-01-10&checkOut=2027-01-12`))).not.toContain(
      'as="fetch"',
    );
    expect(head(await page('/rooms'))).not.toContain('as="fetch"');
  });

  it('names the photo a page will paint largest, when its first API call will answer it', async () => {
    const owner = await createUser(ctx.db);
    const hotel = await createHotel(ctx.db, owner.id, { hotelImage: '/uploads/lagoon-front.webp' });
    await createCar(ctx.db, owner.id, { carImage: '/uploads/rav4-black.webp' });
    const photoLink = (href: string) =>
      `<link rel="preload" as="image" href="${href}" fetchpriority="high">`;

    // At the width the page shows it (photo-url.ts), the address the page itself asks for.
    expect(head(await page(`/rooms/${hotel.id}`))).toContain(
      photoLink('/media/w/640/uploads/lagoon-front.webp'),
    );
    // The first card of /rooms and of /car-listing, as their first page answers.
    expect(head(await page('/rooms'))).toContain(
      photoLink('/media/w/640/uploads/lagoon-front.webp'),
    );
    // …and shows it in its first screen's photo slot, before any script has
    // run, keeping the slot's mark for the app to find it by.
    expect(await page('/rooms')).toContain(
      '<li><div><img data-first-photo="" src="/media/w/640/uploads/lagoon-front.webp" alt="" class="photo"/></div></li>',
    );
    // With a query the first card is another one: the slot keeps its grey.
    expect(await page('/rooms?rating=3')).toContain('<img data-first-photo="" hidden=""');
    expect(head(await page('/car-listing'))).toContain(
      photoLink('/media/w/640/uploads/rav4-black.webp'),
    );
    // No such hotel, or no hotel id at all: the page, without the hint.
    for (const url of ['/rooms/0b7c5e2a-1111-4222-8333-944455556666', '/rooms/not-an-id']) {
      expect(head(await page(url)), url).not.toContain('as="image"');
    }
    // With a query the page asks for other data, and another first card.
    expect(
      head(await page(`/rooms/${hotel.id}?checkIn=2027-01-10&checkOut=2027-01-12`)),
    ).not.toContain('as="image"');
  });

  it("asks for a prerendered page's scripts at low priority, and only that page's", async () => {
    // /rooms paints from its HTML: the entry, its chunks and the route's go after the stylesheet and the photo.
    const rooms = head(await page('/rooms'));
    expect(rooms).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-e0.js">',
    );
    expect(rooms).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor-f1.js">',
    );
    expect(rooms).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/hotels-route-b2.js">',
    );
    expect(rooms).not.toMatch(/<(script type="module"|link rel="modulepreload") crossorigin/);
    // A page with no first screen in its HTML (the owner's) paints only once its scripts run: they stay high.
    const owner = head(await page('/owner'));
    expect(owner).toContain('<script type="module" crossorigin src="/assets/index-e0.js">');
    expect(owner).toContain('<link rel="modulepreload" crossorigin href="/assets/owner-g6.js">');
    expect(owner).not.toContain('fetchpriority="low"');
  });

  it('serves a page no pattern names, or one segment deeper, as index.html is', async () => {
    for (const url of [
      '/owner/all-hotel/add-room/123',
      '/rooms/abc/extra',
      '/booking-receipt?ref=WK-1',
    ]) {
      expect(await page(url), url).toBe(index);
    }
  });

  it('reads a rebuild without a restart', async () => {
    const rebuilt = {
      '/': { modules: ['z'], links: [{ rel: 'modulepreload', href: '/assets/home-route-e5.js' }] },
    };
    const table = path.join(webDist, 'first-load.json');
    await fs.writeFile(table, JSON.stringify(rebuilt));
    // The file's new time is what says so (set ahead: a fast disk may keep the same millisecond).
    await fs.utimes(table, new Date(), new Date(Date.now() + 5_000));
    const html = await page('/');
    expect(html).toContain('/assets/home-route-e5.js');
    expect(html).not.toContain('/assets/home-route-a1.js');
  });
});
