import { ACCOUNT_LINK_MESSAGES } from '@waka/shared/accounts/account-link-words';
import { accountLinkFor, signUpOnPage } from '../support/account-links';
import { unique } from '../support/owner';
import { expect, test } from '../support/test';

/*
 * Forgot password (docs/decisions/0025): from the sign-in page to the emailed
 * link, a new password, and signing in with it; the link works once.
 */

test('a person who forgot their password resets it from the emailed link and signs in with the new one', async ({
  page,
  browser,
}) => {
  const email = `funke.${unique()}@example.ng`;
  // The account, made in a browser of its own: this one has never signed in.
  const elsewhere = await browser.newContext();
  await signUpOnPage(await elsewhere.newPage(), 'Funke Ade', email, 'the first password');
  await elsewhere.close();

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    ACCOUNT_LINK_MESSAGES.resetLinkSent,
  );

  const link = await accountLinkFor(email, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await page.getByLabel('New password', { exact: true }).fill('a better password');
  await page.getByLabel('New password again').fill('a better pasword');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText(ACCOUNT_LINK_MESSAGES.passwordsDiffer)).toBeVisible();
  await page.getByLabel('New password again').fill('a better password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your password is changed');

  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a better password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();

  // The link has done its work: opened again, it says so and offers a new one.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('a third password');
  await page.getByLabel('New password again').fill('a third password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link can’t be used');
  await expect(page.getByText(ACCOUNT_LINK_MESSAGES.resetLinkUnusable)).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('the forgot-password page answers an unknown address exactly as a known one', async ({
  page,
}) => {
  await page.goto('/forgot-password');
  await page
    .getByRole('main')
    .getByLabel('Email', { exact: true })
    .fill(`nobody.${unique()}@example.ng`);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    ACCOUNT_LINK_MESSAGES.resetLinkSent,
  );
});
