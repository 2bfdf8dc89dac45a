import { expect, test } from '../support/test';
import { publicHeader } from '../support/pages';

const WHITE = 'rgb(255, 255, 255)';
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

test('the header is transparent at the top of home and solid once scrolled past 10 px', async ({
  page,
}) => {
  await page.goto('/');
  const header = publicHeader(page);
  await expect(header).toHaveAttribute('data-solid', 'false');
  await expect(header).toHaveCSS('background-color', TRANSPARENT);

  await page.evaluate(() => window.scrollTo(0, 10));
  await expect(header).toHaveAttribute('data-solid', 'false');

  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(header).toHaveAttribute('data-solid', 'true');
  await expect(header).toHaveCSS('background-color', WHITE);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-solid', 'false');
});

test('the header is solid from the start on /rooms', async ({ page }) => {
  await page.goto('/rooms');
  const header = publicHeader(page);
  await expect(header).toHaveAttribute('data-solid', 'true');
  await expect(header).toHaveCSS('background-color', WHITE);
});

test.describe('on a 360 px wide screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu opens, and closes with its close button and with Escape', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await menuButton.click();
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Car Hire' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('a link in the menu navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Hotels' }).click();

    await expect(page).toHaveURL(/\/rooms$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});
