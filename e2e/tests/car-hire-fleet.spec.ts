import { expect, test } from '../support/test';
import { carsFromApi } from '../support/cars';
import {
  FLEET_PAGE_SIZE,
  names,
  fleet,
  fleetCards,
  fleetNames,
  viewMore,
  expectFleetOf,
  letGo,
} from '../support/car-hire';

/*
 * The car-hire landing's cars (docs/product.md#car-hire-landing): the premium
 * coverflow of the API's Luxury cars, the fleet's category buttons, View
 * More, and the details dialog. Cars are read from the API for the same
 * question, never assumed from the demo seed. This spec books nothing.
 */

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

  // The second page is held until 'Loading...' has been seen. A fixed delay raced
  // the click itself: under load the click took longer than the delay, and the
  // answer had come before the check began.
  let releaseSecondPage = () => {};
  const secondPageReleased = new Promise<void>((resolve) => (releaseSecondPage = resolve));
  await page.route(/\/api\/v1\/cars\/allcars\?.*page=2\b/, async (route) => {
    await secondPageReleased;
    await route.continue();
  });
  await page.goto('/car-hire-service');
  await expect(fleetCards(page)).toHaveCount(FLEET_PAGE_SIZE);
  const firstPage = await fleetNames(page).allTextContents();

  await viewMore(page).click();
  await expect(fleet(page).getByRole('button', { name: 'Loading...' })).toBeVisible();
  releaseSecondPage();
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
