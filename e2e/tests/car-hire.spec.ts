import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

/*
 * The car-hire landing, /car-hire-service (issue 6 item 1): the hero, the
 * ways to the listing, the premium coverflow, the fleet's categories and
 * View More, the details dialog, axe and a look at 360 and 1280 px. Cars are
 * read from the API for the same question, never assumed from the demo seed.
 * This spec books nothing.
 */

const shots = process.env.SHOTS_DIR ?? '/tmp/shots-car-landing';
const shot = (name: string) => path.join(shots, name);

const TITLES = [
  'Premium Car Collection',
  'Best Rental Prices in Abuja',
  'Flexible Rental Options in Abuja',
];
const FLEET_PAGE_SIZE = 8;

type ApiCar = { carId: string; make: string; model: string; category: string };
type CarPage = { cars: ApiCar[]; total: number };

async function carsFromApi(request: APIRequestContext, query: string): Promise<CarPage> {
  const response = await request.get(`/api/v1/cars/allcars?${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return {
    cars: (await response.json()) as ApiCar[],
    total: Number(response.headers()['x-total-count']),
  };
}

const names = (cars: ApiCar[]) => cars.map((car) => `${car.make} ${car.model}`);

const hero = (page: Page) => page.getByRole('region', { name: 'Car hire in Abuja' });
const fleet = (page: Page) => page.getByRole('region', { name: 'Our Rental Fleet' });
const fleetCards = (page: Page) =>
  fleet(page).getByRole('list', { name: 'Cars' }).getByRole('article');
const fleetNames = (page: Page) => fleetCards(page).getByRole('heading', { level: 3 });
const viewMore = (page: Page) => fleet(page).getByRole('button', { name: 'View More' });

/** The hero's slide on show: its title, its dot current, and the other titles gone once faded. */
async function expectSlide(page: Page, index: number) {
  for (const [other, title] of TITLES.entries()) {
    const heading = hero(page).getByRole('heading', { level: 2, name: title });
    if (other === index) await expect(heading).toBeVisible();
    else await expect(heading).toBeHidden();
  }
  await expect(
    hero(page)
      .getByRole('group', { name: 'Slides' })
      .getByRole('button', {
        name: `Show slide ${index + 1}`,
      }),
  ).toHaveAttribute('aria-current', 'true');
}

/**
 * The fleet shows one of the API's answers: another spec may register or
 * delete a car between the two reads, so either read before or after counts.
 */
async function expectFleetOf(page: Page, request: APIRequestContext, query: string) {
  const before = await carsFromApi(request, query);
  await expect(fleetCards(page)).toHaveCount(Math.min(before.total, FLEET_PAGE_SIZE));
  const shown = await fleetNames(page).allTextContents();
  const after = await carsFromApi(request, query);
  expect([names(before.cars), names(after.cars)]).toContainEqual(shown);
}

/** The pointer leaves the hero and focus leaves the page's controls: the hero may move again. */
async function letGo(page: Page) {
  await page.mouse.move(5, 5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test('the hero shows the three slides, moves on every 5 s and wraps both ways', async ({
  page,
}) => {
  // Time in the page moves only when the test says so.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto('/car-hire-service');

  await expect(page).toHaveTitle('Car hire in Abuja — Waka');
  await expectSlide(page, 0);
  await expect(hero(page).getByText(/Executive saloons, rugged SUVs/)).toBeVisible();

  await page.clock.runFor(5_000);
  await expectSlide(page, 1);
  await expect(hero(page).getByText('Prices as low as ₦100,000/day')).toBeVisible();
  await page.clock.runFor(5_000);
  await expectSlide(page, 2);
  await page.clock.runFor(5_000);
  await expectSlide(page, 0);

  const next = hero(page).getByRole('button', { name: 'Next slide' });
  const previous = hero(page).getByRole('button', { name: 'Previous slide' });
  await previous.click();
  await expectSlide(page, 2);
  await next.click();
  await expectSlide(page, 0);
  await hero(page).getByRole('button', { name: 'Show slide 2' }).click();
  await expectSlide(page, 1);

  // Held while the pointer rests on it or focus is inside: nothing moves under the reader.
  await page.clock.runFor(12_000);
  await expectSlide(page, 1);
  await letGo(page);
  await hero(page).getByRole('button', { name: 'Pause slideshow' }).click();
  await letGo(page);
  await page.clock.runFor(12_000);
  await expectSlide(page, 1);
  await hero(page).getByRole('button', { name: 'Play slideshow' }).click();
  await letGo(page);
  await page.clock.runFor(5_000);
  await expectSlide(page, 2);
});

for (const [name, region] of [
  ['Browse Cars', 'Car hire in Abuja'],
  ['View Full Inventory', 'Our Premium Fleet'],
  ['Book Your Vehicle Now', 'Book by phone, any hour'],
] as const) {
  test(`${name} goes to the car listing`, async ({ page }) => {
    await page.goto('/car-hire-service');
    await page.getByRole('region', { name: region }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/car-listing$/);
  });
}

test('the premium coverflow shows the Luxury cars of the API', async ({ page, request }) => {
  const { cars } = await carsFromApi(request, 'category=Luxury&page=1&pageSize=8');
  await page.goto('/car-hire-service');
  const premium = page.getByRole('region', { name: 'Our Premium Fleet' });
  for (const car of names(cars)) {
    await expect(premium.getByText(car, { exact: true }).first()).toBeAttached();
  }
  await expect(
    premium
      .getByRole('group', { name: 'Premium cars' })
      .getByRole('button', { name: /^Show slide/ }),
  ).toHaveCount(cars.length);
});

test('the premium coverflow moves on every 3 s, and Pause holds it', async ({ page }) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto('/car-hire-service');
  const dots = page
    .getByRole('region', { name: 'Our Premium Fleet' })
    .getByRole('group', { name: 'Premium cars' });
  const dot = (n: number) => dots.getByRole('button', { name: `Show slide ${n}` });
  // TanStack Query hands its answers over on a timer: let a little time pass until the cars show.
  await expect(async () => {
    await page.clock.runFor(20);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true', { timeout: 100 });
  }).toPass();

  await page.clock.runFor(3_000);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  // Swiper waits for the slide's CSS transition (0.6 s, real time) before it starts the next 3 s.
  await page.waitForTimeout(800);
  await page.clock.runFor(3_000);
  await expect(dot(3)).toHaveAttribute('aria-current', 'true');
  await page.waitForTimeout(800);

  await dots.getByRole('button', { name: 'Pause slideshow' }).click();
  await letGo(page);
  await page.clock.runFor(9_000);
  await expect(dot(3)).toHaveAttribute('aria-current', 'true');
});

test('the category buttons filter the fleet as the API does', async ({ page, request }) => {
  await page.goto('/car-hire-service');
  const categories = fleet(page).getByRole('group', { name: 'Car category' });
  const showAll = categories.getByRole('button', { name: 'Show All' });
  await expect(showAll).toHaveAttribute('aria-pressed', 'true');
  await expectFleetOf(page, request, `page=1&pageSize=${FLEET_PAGE_SIZE}`);

  for (const [label, category] of [
    ['Economy', 'Economy'],
    ['Luxury', 'Luxury'],
    ['SUVs', 'SUV'],
    ['Vans', 'Van'],
  ] as const) {
    const button = categories.getByRole('button', { name: label });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(showAll).toHaveAttribute('aria-pressed', 'false');
    await expectFleetOf(page, request, `page=1&pageSize=${FLEET_PAGE_SIZE}&category=${category}`);
  }

  await showAll.click();
  await expectFleetOf(page, request, `page=1&pageSize=${FLEET_PAGE_SIZE}`);
});

test('View More appends the next page until every car is shown, then goes', async ({
  page,
  request,
}) => {
  const { total } = await carsFromApi(request, 'page=1&pageSize=1');
  // The demo fleet is more than one page; if it ever shrinks, this must fail, not skip.
  expect(total, 'cars in the demo fleet').toBeGreaterThan(FLEET_PAGE_SIZE);

  // The second page answers slowly, so 'Loading...' can be seen.
  await page.route(/\/api\/v1\/cars\/allcars\?.*page=2\b/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/car-hire-service');
  await expect(fleetCards(page)).toHaveCount(FLEET_PAGE_SIZE);
  const firstPage = await fleetNames(page).allTextContents();

  await viewMore(page).click();
  await expect(fleet(page).getByRole('button', { name: 'Loading...' })).toBeVisible();
  await expect(fleetCards(page)).toHaveCount(Math.min(total, 2 * FLEET_PAGE_SIZE));
  // Appended: the first page stays where it was.
  expect((await fleetNames(page).allTextContents()).slice(0, FLEET_PAGE_SIZE)).toEqual(firstPage);

  while (await viewMore(page).isVisible()) {
    const shown = await fleetCards(page).count();
    await viewMore(page).click();
    await expect(fleetCards(page)).not.toHaveCount(shown);
  }
  await expect(viewMore(page)).toBeHidden();
  await expect(fleet(page).getByRole('button', { name: 'Loading...' })).toBeHidden();

  const shown = await fleetCards(page).count();
  const now = (await carsFromApi(request, 'page=1&pageSize=1')).total;
  expect([total, now]).toContain(shown);
  await expect(fleet(page).getByText(`Showing ${shown} of ${shown} cars`)).toBeVisible();
  // Focus went to the count rather than being lost with the button.
  await expect(fleet(page).getByText(`Showing ${shown} of ${shown} cars`)).toBeFocused();
});

test('View Details on a fleet card opens the car in the details dialog', async ({ page }) => {
  await page.goto('/car-hire-service');
  const card = fleetCards(page).first();
  const carName = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();

  await card.getByRole('button', { name: /^View Details/ }).click();
  const dialog = page.getByRole('dialog', { name: carName });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Price per day')).toBeVisible();
  await expect(dialog.getByText(/₦/).first()).toBeVisible();
  // The footer's Close (the corner's cross has the same name).
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});

async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

async function regionShot(page: Page, region: Locator, name: string) {
  await region.scrollIntoViewIfNeeded();
  await region.screenshot({ path: shot(name) });
}

for (const width of [360, 1280]) {
  test(`the landing at ${width} px: no serious axe findings, and a look`, async ({
    browser,
    baseURL,
  }) => {
    // axe-core/playwright needs a context of its own; reduced motion keeps the shots still.
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: width < 768 ? 780 : 800 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto('/car-hire-service');
    await expect(fleetCards(page).first()).toBeVisible();
    await page.screenshot({ path: shot(`car-hire-top-${width}.png`) });
    await scrollThrough(page);
    await page.screenshot({ path: shot(`car-hire-${width}.png`), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    for (const [name, region] of [
      ['premium', 'Our Premium Fleet'],
      ['fleet', 'Our Rental Fleet'],
      ['why', 'Why Choose Our Rental Service'],
      ['best', 'Best Rental Service in Your City'],
      ['promo', 'Book by phone, any hour'],
      ['reviews', 'What Our Customers Say'],
    ] as const) {
      await regionShot(page, page.getByRole('region', { name: region }), `${name}-${width}.png`);
    }

    await fleetCards(page)
      .first()
      .getByRole('button', { name: /^View Details/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: shot(`car-dialog-${width}.png`) });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}
