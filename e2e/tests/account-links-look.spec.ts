import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { accountLinkFor, signUpOnPage, verifyBanner } from '../support/account-links';
import { seriousViolations } from '../support/axe';
import { shots, sidewaysScroll, unique } from '../support/owner';
import { expect, test } from '../support/test';

/*
 * The account-link pages and the email banner (docs/decisions/0025) at a
 * phone's width and a laptop's: screenshots to look at, no sideways scroll,
 * no serious accessibility finding.
 */

const folder = path.join(shots, 'accounts');

async function look(page: Page, name: string, width: number, fullPage = true) {
  expect(await sidewaysScroll(page), `${name} at ${width} px scrolls sideways`).toBe(0);
  expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
  await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage });
}

const pageAt = async (browser: Browser, width: number) =>
  (await browser.newContext({ viewport: { width, height: width < 768 ? 780 : 900 } })).newPage();

for (const width of [360, 1280]) {
  test(`forgot-password and reset-password at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await pageAt(browser, width);
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
    await look(page, 'forgot-password', width);
    await page
      .getByRole('main')
      .getByLabel('Email', { exact: true })
      .fill(`nobody.${unique()}@example.ng`);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    await look(page, 'forgot-password-sent', width);

    await page.goto('/reset-password?token=a-token-from-an-email');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('New password again').fill('other');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await look(page, 'reset-password', width);
    await page.context().close();
  });

  test(`the email banner and the confirmed page at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await pageAt(browser, width);
    const email = `kelechi.${unique()}@example.ng`;
    await signUpOnPage(page, 'Kelechi Nwosu', email, 'a good long password');
    await expect(verifyBanner(page)).toBeVisible();
    await look(page, 'banner-home', width, false);
    await page.goto('/my-bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
    await look(page, 'banner-my-bookings', width, false);

    await page.goto(await accountLinkFor(email, '/verify-email'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your password');
    await look(page, 'choose-password', width);
    await page.getByLabel('New password', { exact: true }).fill('a good long password');
    await page.getByLabel('New password again').fill('a good long password');
    await page.getByRole('button', { name: 'Confirm email and save password' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is confirmed');
    await look(page, 'verified', width);
    await page.context().close();
  });
}
