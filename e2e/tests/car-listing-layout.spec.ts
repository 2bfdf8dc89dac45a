import path from 'node:path';
import { seriousViolations } from '../support/axe';
import { daysForThisAttempt, lagosDate } from '../support/stays';
import { expect, test } from '../support/test';
import { loadEveryImage } from '../support/cars';
import {
  shots,
  carName,
  carCards,
  cardNames,
  requestPage,
  fillRequest,
  suvs,
} from '../support/car-listing';

/*
 * The listing, the details dialog and the request page at 360 and 1280 px
 * (docs/product.md#accessibility): no serious axe findings, and a look.
 * Bookings here use pickup days 510 and 511 after Lagos's today.
 */

test.use({ viewport: { width: 1280, height: 900 } });

for (const width of [360, 1280]) {
  test(`the listing, the dialog and the request page at ${width} px: screenshots and no serious axe findings`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const [suv] = await suvs(request);
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: width < 768 ? 780 : 900 },
    });
    const page = await context.newPage();
    const shot = (name: string) => path.join(shots, `${name}-${width}.png`);
    const noWiderThanScreen = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

    await page.goto('/car-listing?bodyType=SUV,Sedan');
    await expect(cardNames(page).first()).toBeVisible();
    await loadEveryImage(page);
    await page.screenshot({ path: shot('car-listing'), fullPage: true });
    await noWiderThanScreen();
    expect(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole('region', { name: 'How hire is priced' })
      .screenshot({ path: shot('promo') });

    await carCards(page)
      .filter({ has: page.getByRole('heading', { name: carName(suv!), exact: true }) })
      .getByRole('button', { name: /^View Details/ })
      .click();
    const dialog = page.getByRole('dialog', { name: carName(suv!) });
    await expect(dialog).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: shot('car-details') });
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Rent This Vehicle' }).click();
    const form = requestPage(page);
    await form.hours.fill('3');
    await form.email.fill('not-an-email');
    await form.email.blur();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: shot('car-rental-request'), fullPage: true });
    await noWiderThanScreen();
    expect(await seriousViolations(page)).toEqual([]);

    await fillRequest(page, {
      date: lagosDate(daysForThisAttempt(width === 360 ? 510 : 511)),
      time: '09:00',
      hours: 4,
    });
    await form.confirm.click();
    await expect(page.getByTestId('car-receipt-reference')).toBeVisible();
    // The receipt opens at its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.screenshot({ path: shot('car-rental-booked') });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}
