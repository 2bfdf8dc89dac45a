import path from 'node:path';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { shots, field } from '../support/owner';
import { registerThroughApi, ownerPage } from '../support/owner-hotels';

/*
 * The owner's hotel screens read well at 360 and 1280 px
 * (docs/product.md#accessibility): no serious axe findings, no sideways
 * scroll, and screenshots.
 */

test.describe.configure({ timeout: 120_000 });

for (const width of [360, 1280]) {
  test(`owner hotel screens at ${width} px: no serious axe findings, no sideways scroll, screenshots`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await ownerPage(browser, baseURL, width);
    const shot = (name: string) =>
      page.screenshot({
        path: path.join(shots, `owner-hotels-${name}-${width}.png`),
        fullPage: true,
      });
    const check = async () => {
      expect(await seriousViolations(page)).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBe(0);
    };

    // Empty lists.
    await page.goto('/owner/list-hotels-action');
    await expect(page.getByText('You have not registered a hotel yet')).toBeVisible();
    await check();

    // The registration form with its messages showing.
    await page.goto('/owner/hotel-registration');
    await page.getByRole('main').getByRole('button', { name: 'Register Hotel' }).click();
    await expect(page.getByText('Image is required')).toBeVisible();
    await check();
    await shot('register-errors');

    await registerThroughApi(page, { hotelName: 'Lekki Gardens Hotel and Conference Centre' });
    await registerThroughApi(page, {
      hotelName: 'Ikoyi Residences',
      propertyType: 'apartment',
      hotelRating: 3,
    });
    for (const [path, name] of [
      ['/owner/all-hotel', 'create-list'],
      ['/owner/list-room', 'manage-list'],
      ['/owner/list-hotels-action', 'list-hotels'],
    ] as const) {
      await page.goto(path);
      await expect(
        page.getByRole('main').getByText('Ikoyi Residences').filter({ visible: true }).first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      await check();
      await shot(name);
    }

    await page.getByRole('main').getByRole('button', { name: 'Edit Ikoyi Residences' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Hotel' });
    await expect(field(edit, 'Local government')).toHaveValue('Lagos Island');
    await field(edit, 'Hotel name').fill('');
    await field(edit, 'Hotel name').blur();
    await expect(edit.getByText('Hotel name is required')).toBeVisible();
    await check();
    await shot('edit-open');
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    await page.getByRole('main').getByRole('button', { name: 'Delete Ikoyi Residences' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Hotel' })).toBeVisible();
    await check();
    await shot('delete-open');
    await page.keyboard.press('Escape');

    await page.goto('/hotel-reg');
    const dialog = page.getByRole('dialog', { name: 'Register Hotel' });
    await expect(dialog.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog.getByText('Rating is required')).toBeVisible();
    await check();
    await shot('hotel-reg-owner');
    await context.close();

    const visitor = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/hotel-reg');
    // Scoped to the modal: the header behind it has a Sign in link of its own.
    await expect(
      visitorPage
        .getByRole('dialog', { name: 'Register Hotel' })
        .getByRole('link', { name: 'Sign in' }),
    ).toBeVisible();
    expect(await seriousViolations(visitorPage)).toEqual([]);
    await visitor.close();
  });
}
