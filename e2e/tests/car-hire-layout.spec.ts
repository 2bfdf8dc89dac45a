import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { loadEveryImage } from '../support/cars';
import { shot, fleetCards } from '../support/car-hire';

/*
 * The car-hire landing at 360 and 1280 px (docs/product.md#car-hire-landing,
 * docs/product.md#accessibility): no serious axe findings, and a look. Cars
 * are read from the API, never assumed from the demo seed. This spec books
 * nothing.
 */

/** Scrolls slowly enough for the fleet's photos to load as they come into view. */
const scrollThrough = (page: Page) => loadEveryImage(page, { step: 400, pauseMs: 60 });

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
