import path from 'node:path';
import type { Locator } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { hotelCards } from '../support/pages';
import { expect, test } from '../support/test';
import {
  shots,
  hotelsFromApi,
  expectHotels,
  sidebar,
  filtersButton,
  filtersDialog,
  splittingAmenity,
} from '../support/hotel-filters';

/*
 * The filters at 360 and 1280 px (docs/product.md#hotel-list,
 * docs/product.md#accessibility): a Filters button and dialog on a phone, no
 * serious axe findings with every kind of filter on, and a screenshot. This
 * spec books nothing.
 */

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the filters open in a dialog from a Filters button showing how many are on', async ({
    page,
    request,
  }) => {
    const amenity = await splittingAmenity(request);
    const having = await hotelsFromApi(request, `amenities=${encodeURIComponent(amenity)}`);

    await page.goto('/rooms');
    await expect(hotelCards(page).first()).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    await page.screenshot({ path: path.join(shots, 'filters-360-list.png') });

    const button = filtersButton(page);
    await expect(button).toHaveAccessibleName('Filters');
    await button.click();
    const dialog = filtersDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Hotel amenities' })).toBeVisible();
    await dialog.getByRole('checkbox', { name: amenity, exact: true }).check();
    const show = dialog.getByRole('button', { name: `Show ${having.length} hotel` });
    await expect(show).toBeVisible();
    await page.screenshot({ path: path.join(shots, 'filters-360-dialog.png') });
    await dialog.getByLabel('Minimum price').focus();
    await page.screenshot({ path: path.join(shots, 'filters-360-dialog-focus.png') });

    await show.click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName('Filters 1 on');
    await expectHotels(page, having);
    await page.screenshot({ path: path.join(shots, 'filters-360-filtered.png') });

    // Escape closes it too, and Clear filters inside it empties the list of filters.
    await button.click();
    await dialog.getByRole('button', { name: 'Clear filters' }).click();
    await expect(dialog.getByRole('checkbox', { name: amenity, exact: true })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toHaveAccessibleName('Filters');
    await expect(page).toHaveURL(/\/rooms$/);
  });
});

/** axe on the list with every kind of filter on, at both widths. */
for (const width of [1280, 360]) {
  test(`no serious accessibility violations with the filters open at ${width} px`, async ({
    browser,
    baseURL,
  }) => {
    // axe-core/playwright needs a page from a context made with browser.newContext().
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto('/rooms?rating=3&amenities=Free%20Wifi&sort=price-asc');
    await expect(hotelCards(page).first()).toBeVisible();
    let filters: Locator = sidebar(page);
    if (width < 1024) {
      await filtersButton(page).click();
      filters = filtersDialog(page);
    }
    await filters.getByRole('button', { name: 'Show all 20 amenities' }).click();
    // A mistake on show, so its message is scanned too.
    await filters.getByLabel('Minimum price').fill('50000');
    await filters.getByLabel('Maximum price').fill('100');
    await filters.getByLabel('Maximum price').blur();
    await expect(filters.getByRole('alert')).toBeVisible();

    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, `filters-${width}-open.png`) });
    await context.close();
  });
}

test('a screenshot of the filtered list at 1280 px', async ({ page }) => {
  await page.goto('/rooms?rating=3&sort=price-asc');
  await expect(hotelCards(page).first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'filters-1280.png') });
});
