import path from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { shots, sidewaysScroll } from '../support/owner';
import { hotelCards } from '../support/pages';
import { expect, test } from '../support/test';

/*
 * Destination suggestions (docs/decisions/0030-destination-suggestions.md):
 * a misspelt place is suggested with its count, chosen with the keyboard,
 * and /rooms then shows that place's hotels, searched by its id.
 */

const folder = path.join(shots, 'destination-suggestions');
const searchForm = (page: Page) => page.getByRole('search', { name: 'Find a stay' });
const destination = (page: Page) => searchForm(page).getByRole('combobox', { name: 'Destination' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggested destinations' });

function lagosDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

for (const width of [360, 1280]) {
  test(`a misspelt city is suggested with its count and chosen by keyboard at ${width} px`, async ({
    browser,
  }) => {
    const page = await (
      await browser.newContext({ viewport: { width, height: width < 768 ? 780 : 900 } })
    ).newPage();
    await page.goto('/');
    await destination(page).pressSequentially('abja', { delay: 40 });

    const abuja = suggestions(page).getByRole('option', { name: /^Abuja, FCT/ });
    await expect(abuja).toBeVisible();
    await expect(abuja).toContainText(/City\s*[\d,]+ hotels?/);
    await expect(destination(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: /suggestions?;/ })).toHaveText(
      /^\d+ suggestions?; use the up and down keys to choose$/,
    );
    expect(await sidewaysScroll(page), `open list at ${width} px scrolls sideways`).toBe(0);
    expect(await seriousViolations(page), `open list at ${width} px`).toEqual([]);

    // Down reaches Abuja (the closest spelling, first), marked for screen readers.
    await destination(page).press('ArrowDown');
    await expect(abuja).toHaveAttribute('aria-selected', 'true');
    await expect(destination(page)).toHaveAttribute(
      'aria-activedescendant',
      (await abuja.getAttribute('id'))!,
    );
    await page.screenshot({ path: path.join(folder, `open-list-${width}.png`) });

    await destination(page).press('Enter');
    await expect(destination(page)).toHaveValue('Abuja, FCT');
    await expect(suggestions(page)).toBeHidden();
    await expect(destination(page)).toHaveAttribute('aria-expanded', 'false');

    const checkIn = lagosDate(10);
    const checkOut = lagosDate(12);
    await searchForm(page).getByLabel('Check in', { exact: true }).fill(checkIn);
    await searchForm(page).getByLabel('Check out', { exact: true }).fill(checkOut);
    await searchForm(page).getByLabel('Check out', { exact: true }).press('Enter');

    await expect(page).toHaveURL(/\/rooms\?destination=Abuja%2C\+FCT&checkIn=.*&place=\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hotels in Abuja, FCT' }),
    ).toBeVisible();
    const cards = hotelCards(page);
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText(/abuja/i);
    await page.context().close();
  });
}

test('Escape closes the list and typed words still search as free text', async ({ page }) => {
  await page.goto('/');
  await destination(page).pressSequentially('lago', { delay: 40 });
  await expect(suggestions(page).getByRole('option').first()).toBeVisible();
  // A longer list hangs below the hero, over the next section, unclipped.
  await page.screenshot({ path: path.join(folder, 'long-list-1280.png') });
  await destination(page).press('Escape');
  await expect(suggestions(page)).toBeHidden();
  await expect(destination(page)).toHaveValue('lago');
  await searchForm(page).getByLabel('Check in', { exact: true }).fill(lagosDate(10));
  await searchForm(page).getByLabel('Check out', { exact: true }).fill(lagosDate(11));
  await searchForm(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/rooms\?destination=lago&checkIn=[\d-]+&checkOut=[\d-]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hotels matching “lago”' }),
  ).toBeVisible();
});
