import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { CARD_PHOTO_WIDTH, photoUrl } from '@waka/shared/uploads/photo-url';

/*
 * docs/decisions/0007-first-screen-in-the-html.md: a page's HTML names what
 * it needs first (its route's chunks, the hero photo), so the browser asks
 * for them beside the entry. Each must be used (Chromium warns of a preload
 * left unused) and fetched once.
 */
async function load(page: Page, path: string) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Chromium says "preloaded but not used" 3 s after the load event.
  await page.waitForTimeout(3_500);
  return { warnings, requested };
}

for (const width of [360, 1280]) {
  test(`at ${width} px the home page fetches its route chunk and hero photo from the HTML, each once and used`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const routeChunk =
      /<link rel="modulepreload" fetchpriority="low" crossorigin href="(\/assets\/home-route-[^"]+\.js)">/.exec(
        head,
      )?.[1];
    expect(routeChunk, 'the home route chunk named in the head').toBeDefined();
    expect(head).toContain(
      'href="/images/hero/hero-1-small.webp" fetchpriority="high" media="(max-width: 640px)"',
    );

    await page.setViewportSize({ width, height: 800 });
    const { warnings, requested } = await load(page, '/');
    expect(warnings).toEqual([]);
    expect(requested.filter((path) => path === routeChunk)).toHaveLength(1);
    const hero = width <= 640 ? '/images/hero/hero-1-small.webp' : '/images/hero/hero-1.webp';
    const other = width <= 640 ? '/images/hero/hero-1.webp' : '/images/hero/hero-1-small.webp';
    expect(requested.filter((path) => path === hero)).toHaveLength(1);
    expect(requested).not.toContain(other);
  });
}

test('the rooms, hotel and car pages use every link their HTML names, and ask the API once for what it started', async ({
  page,
  request,
}) => {
  const hotels = (await (await request.get('/api/v1/hotels?page=1&pageSize=1')).json()) as {
    hotelId: string;
  }[];
  const hotelId = hotels[0]!.hotelId;
  const expectedData: Record<string, string[]> = {
    '/rooms': ['/api/v1/hotels?page=1&pageSize=24'],
    [`/rooms/${hotelId}`]: [`/api/v1/hotels/${hotelId}`, `/api/v1/rooms/hotel/${hotelId}`],
    '/car-listing': ['/api/v1/cars/allcars?page=1&pageSize=12'],
    '/car-hire-service': [],
  };
  for (const [path, data] of Object.entries(expectedData)) {
    const head = (await (await request.get(path)).text()).split('</head>')[0]!;
    expect(head, path).toMatch(/rel="modulepreload"[^>]+-route-/);
    const started = [
      ...head.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g),
    ].map((match) => match[1]!.replaceAll('&amp;', '&'));
    expect(started, path).toEqual(data);

    // The photo its first card (or the hotel) will show, named when the page has data to start.
    const photo = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(
      head,
    )?.[1];
    if (data.length > 0) expect(photo, `${path}: its first photo`).toBeDefined();

    const calls: string[] = [];
    page.on('request', (call) => {
      const url = new URL(call.url());
      if (url.pathname.startsWith('/api/v1/') || url.pathname === photo)
        calls.push(url.pathname + url.search);
    });
    const { warnings } = await load(page, path);
    expect(warnings, path).toEqual([]);
    for (const fetched of [...data, ...(data.length > 0 && photo ? [photo] : [])])
      expect(
        calls.filter((call) => call === fetched),
        `${path}: ${fetched}`,
      ).toHaveLength(1);
    page.removeAllListeners('request');
  }

  // With a query the page asks for other data: nothing is started for it.
  const withDates = await (
    await request.get(`/rooms/${hotelId}?checkIn=2027-01-10&checkOut=2027-01-12`)
  ).text();
  expect(withDates).not.toContain('as="fetch"');
});

test('before any script runs, /rooms already shows its first screen, inert, under its own title', async ({
  page,
}) => {
  // Hold the entry back: what shows is the HTML alone.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/rooms');
  await expect(page).toHaveTitle('Hotels across Nigeria — Waka');
  await expect(page.locator('#root h1')).toHaveText('Hotels across Nigeria');
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
});

test('before any script runs, the first card of /rooms and /car-listing and the hotel on its page already show their photo', async ({
  page,
  request,
}) => {
  const hotels = (await (await request.get('/api/v1/hotels?page=1&pageSize=1')).json()) as {
    hotelId: string;
    hotelImage: string;
  }[];
  const cars = (await (await request.get('/api/v1/cars/allcars?page=1&pageSize=1')).json()) as {
    carImage: string;
  }[];
  const hotel = hotels[0]!;
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  // At the width the cards and the hotel page ask for it (photo-url.ts).
  const sized = (photo: string) => photoUrl(photo, CARD_PHOTO_WIDTH);
  for (const [path, photo] of [
    ['/rooms', sized(hotel.hotelImage)],
    [`/rooms/${hotel.hotelId}`, sized(hotel.hotelImage)],
    ['/car-listing', sized(cars[0]!.carImage)],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    const shown = page.locator(`#root img[src="${photo}"]`);
    await expect(shown, path).toHaveCount(1);
    await expect(shown, path).toBeVisible();
    // Drawn, not just named: the browser has the picture.
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth), {
        message: path,
      })
      .toBeGreaterThan(0);
    // The slot itself was filled, not a photo added beside an empty one.
    await expect(page.locator('#root img[data-first-photo]'), path).toHaveAttribute('src', photo);
    await expect(page.locator('#root img[hidden]'), path).toHaveCount(0);
  }
});

test('once the app is live and still waiting for the hotels, the first card keeps its photo: no blink to grey', async ({
  page,
  request,
}) => {
  const [first] = (await (await request.get('/api/v1/hotels?page=1&pageSize=1')).json()) as {
    hotelImage: string;
    hotelName: string;
  }[];
  // Hold the hotels back until the app has drawn its own loading state over the shell.
  let releaseHotels = () => {};
  const hotelsHeld = new Promise<void>((resolve) => (releaseHotels = resolve));
  await page.route('**/api/v1/hotels?page=1&pageSize=24', async (route) => {
    await hotelsHeld;
    await route.continue();
  });
  await page.goto('/rooms');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('status', { name: 'Loading hotels' })).toBeVisible();
  const photo = page.locator(`#root img[src="${photoUrl(first!.hotelImage, CARD_PHOTO_WIDTH)}"]`);
  await expect(photo).toHaveCount(1);
  await expect(photo).toBeVisible();

  releaseHotels();
  await expect(page.getByRole('heading', { level: 2, name: first!.hotelName })).toBeVisible();
});

test('a traveller who scrolls the first screen before the app is live stays where they scrolled', async ({
  page,
}) => {
  // Hold the entry back until the traveller has scrolled the shell.
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);

  releaseEntry();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // Past 10 px, so the live header is the solid one; and the page did not jump.
  await expect(page.locator('header[data-solid]')).toHaveAttribute('data-solid', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
});

test('the app replaces the first screen whole, and lifts inert from it', async ({ page }) => {
  await page.goto('/rooms');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hotels across Nigeria' }),
  ).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('#root header')).toHaveCount(1);
  await expect(page.locator('#root main')).toHaveCount(1);
  // It is live: a filter typed now is kept in the address.
  await page.getByLabel('Minimum price').fill('20000');
  await expect(page).toHaveURL(/minPrice=20000/);
});
