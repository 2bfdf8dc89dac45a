import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { hotelCards } from '../support/pages';

/**
 * Today in Lagos (docs/product.md#dates) plus `days`, as YYYY-MM-DD,
 * whatever zone this machine runs in.
 */
function lagosDate(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Lagos',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

const searchForm = (page: Page) => page.getByRole('search', { name: 'Find a stay' });
const field = (page: Page, label: 'Destination' | 'Check in' | 'Check out') =>
  searchForm(page).getByLabel(label, { exact: true });

/**
 * Fill a field (or just visit it) and leave it: that is what "touched"
 * means (docs/product.md#validation).
 */
async function touch(page: Page, label: Parameters<typeof field>[1], value?: string) {
  const input = field(page, label);
  if (value === undefined) await input.focus();
  else await input.fill(value);
  await input.blur();
}

test.describe('the home search form', () => {
  test('says nothing until a field is touched, then each field’s own message', async ({ page }) => {
    await page.goto('/');
    await expect(field(page, 'Check in')).toHaveAttribute('min', lagosDate());
    await expect(searchForm(page).getByRole('alert')).toHaveCount(0);

    await touch(page, 'Destination');
    await expect(field(page, 'Destination')).toHaveAccessibleDescription('Destination is required');
    // Only the touched field speaks.
    await expect(searchForm(page).getByRole('alert')).toHaveCount(1);

    await touch(page, 'Check in');
    await expect(field(page, 'Check in')).toHaveAccessibleDescription('Check-in date is required');

    await touch(page, 'Check in', lagosDate(-1));
    await expect(field(page, 'Check in')).toHaveAccessibleDescription(
      'Check-in date cannot be in the past',
    );

    await touch(page, 'Check out');
    await expect(field(page, 'Check out')).toHaveAccessibleDescription(
      'Check-out date is required',
    );

    await touch(page, 'Check in', lagosDate(3));
    await touch(page, 'Check out', lagosDate(3));
    await expect(field(page, 'Check out')).toHaveAccessibleDescription(
      'Check-out date must be after check-in date',
    );
    await expect(field(page, 'Check out')).toHaveAttribute('min', lagosDate(3));

    // A later check-in makes a fine check-out wrong: the check-out is checked again.
    await touch(page, 'Check out', lagosDate(5));
    await expect(field(page, 'Check out')).not.toHaveAttribute('aria-invalid');
    await touch(page, 'Check in', lagosDate(6));
    await expect(field(page, 'Check out')).toHaveAccessibleDescription(
      'Check-out date must be after check-in date',
    );
  });

  test('Search with nothing filled shows every required message and stays home', async ({
    page,
  }) => {
    await page.goto('/');
    await searchForm(page).getByRole('button', { name: 'Search' }).click();

    await expect(searchForm(page).getByRole('alert')).toHaveText([
      'Destination is required',
      'Check-in date is required',
      'Check-out date is required',
    ]);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a valid search lands on /rooms with the search in the URL and lists Lagos hotels', async ({
    page,
  }) => {
    const checkIn = lagosDate(10);
    const checkOut = lagosDate(12);
    await page.goto('/');
    await field(page, 'Destination').fill('Lagos');
    await field(page, 'Check in').fill(checkIn);
    await field(page, 'Check out').fill(checkOut);
    await searchForm(page).getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(
      `/rooms?destination=Lagos&checkIn=${checkIn}&checkOut=${checkOut}`,
    );
    // The URL changes at once; the home page (its featured cards too) stays
    // until /rooms' chunk is in, so wait for /rooms itself before counting.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hotels matching “Lagos”' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(/^[\d,]+\+? hotels?$/)).toBeVisible();
    const cards = hotelCards(page);
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText(/lagos/i);
  });
});

/*
 * "Today" is Lagos's, not the browser's (docs/product.md#dates). The
 * browser's clock is fixed to an hour of Lagos's today at which Kiritimati
 * (UTC+14) is already on the next day and Pago Pago (UTC-11) still on the
 * previous one: a form using the browser's date would refuse Lagos's today in
 * one and accept Lagos's yesterday in the other.
 */
const ZONES = [
  { timezoneId: 'Pacific/Kiritimati', lagosHour: 20, browserDay: 1 },
  { timezoneId: 'Pacific/Pago_Pago', lagosHour: 8, browserDay: -1 },
];
for (const { timezoneId, lagosHour, browserDay } of ZONES) {
  test.describe(`with the browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('accepts Lagos’s today and refuses Lagos’s yesterday', async ({ page }) => {
      const [year, month, day] = lagosDate().split('-').map(Number);
      // Lagos is UTC+1 all year.
      await page.clock.setFixedTime(new Date(Date.UTC(year!, month! - 1, day!, lagosHour - 1)));
      await page.goto('/');
      const browserToday = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
      expect(browserToday).toBe(lagosDate(browserDay));

      await expect(field(page, 'Check in')).toHaveAttribute('min', lagosDate());
      await field(page, 'Destination').fill('Lagos');
      await touch(page, 'Check in', lagosDate(-1));
      await expect(field(page, 'Check in')).toHaveAccessibleDescription(
        'Check-in date cannot be in the past',
      );

      await touch(page, 'Check in', lagosDate());
      await touch(page, 'Check out', lagosDate(1));
      await expect(searchForm(page).getByRole('alert')).toHaveCount(0);
      await searchForm(page).getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(
        `/rooms?destination=Lagos&checkIn=${lagosDate()}&checkOut=${lagosDate(1)}`,
      );
    });
  });
}

test.describe('the hero carousel', () => {
  const dot = (page: Page, n: number) => page.getByRole('button', { name: `Show slide ${n}` });
  const shownPhoto = (page: Page) => page.locator('#main picture[data-active] img');

  test('moves on after 5 seconds, and a dot shows its slide', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: /^Show slide \d$/ })).toHaveCount(7);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await expect(shownPhoto(page)).toHaveAttribute('src', '/images/hero/hero-1.webp');
    // Only the first photo is fetched at once.
    await expect(page.locator('#main picture img[loading="lazy"]')).toHaveCount(6);

    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true', { timeout: 7_000 });
    await expect(dot(page, 1)).not.toHaveAttribute('aria-current');
    await expect(shownPhoto(page)).toHaveAttribute('src', '/images/hero/hero-2.webp');

    await dot(page, 6).click();
    await expect(dot(page, 6)).toHaveAttribute('aria-current', 'true');
    await expect(shownPhoto(page)).toHaveAttribute('src', '/images/hero/hero-6.webp');
    await expect(shownPhoto(page)).toBeVisible();
  });

  test('wraps from the seventh photo to the first, and Pause stops it', async ({ page }) => {
    await page.goto('/');
    await dot(page, 7).click();
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true', { timeout: 7_000 });

    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.waitForTimeout(6_000);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test.describe('for a visitor who prefers reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('stays on its photo, and the dots still work', async ({ page }) => {
      await page.goto('/');
      await page.waitForTimeout(6_000);
      await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');

      await dot(page, 3).click();
      await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true');
      await expect(shownPhoto(page)).toHaveAttribute('src', '/images/hero/hero-3.webp');
    });
  });
});
