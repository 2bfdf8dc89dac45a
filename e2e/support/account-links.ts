import type { Page } from '@playwright/test';
import { findInMail } from './mail';
import { expect } from './test';

/*
 * The emailed account links (docs/decisions/0025) as a person meets them:
 * the link is read from the mail the server wrote, and opened as a path on
 * the site.
 */

/** The newest link to `page` mailed to `email`, as a path on the site; waits for the outbox. */
export const accountLinkFor = (email: string, page: '/reset-password' | '/verify-email') =>
  findInMail(
    (text) =>
      text.toLowerCase().includes(email.toLowerCase())
        ? new RegExp(`https?://[^\\s"<>]+(${page}\\?token=[^\\s"<>&]+)`).exec(text)?.[1]
        : undefined,
    `a ${page} link mailed to ${email}`,
  );

/** Signs up through the sign-up page, as a customer, and waits to leave it. */
export async function signUpOnPage(page: Page, name: string, email: string, password: string) {
  await page.goto('/sign-up');
  await page.getByLabel('Full name').fill(name);
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/sign-up/);
}

/** The banner that asks a signed-in person to confirm their email. */
export const verifyBanner = (page: Page) =>
  page.getByRole('region', { name: 'Confirm your email' });
