import { accountLinkFor, signUpOnPage, verifyBanner } from '../support/account-links';
import { unique } from '../support/owner';
import { bookUnits, daysForThisAttempt, lagosDate, lagosHotel } from '../support/stays';
import { expect, test } from '../support/test';

/*
 * A pre-made account (docs/decisions/0033): a stranger signs up with Ada's
 * address and keeps the tab open. The verification mail reaches Ada, whose
 * link asks her to choose the password; the stranger's tab is signed out,
 * the stranger's password stops working, and Ada's stay booked as a guest
 * shows in My Bookings only once she signs in with hers. Stays on days 275–276.
 */

test("a stranger's account made with Ada's address becomes Ada's when she confirms it, and the stranger is signed out", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `ada-${unique()}@example.ng`;
  const first = daysForThisAttempt(275);
  const [checkIn, checkOut] = [lagosDate(first), lagosDate(first + 1)];
  const { multi } = await lagosHotel(page.request, checkIn, checkOut);
  // Ada booked as a guest, long before anyone signed up.
  const { reference } = await bookUnits(page.request, multi, 1, checkIn, checkOut, email);

  // The stranger signs up with Ada's address, in capitals, and keeps the tab on My Bookings.
  const strangersContext = await browser.newContext();
  const stranger = await strangersContext.newPage();
  await signUpOnPage(stranger, 'Not Ada', email.toUpperCase(), 'the strangers password');
  await stranger.goto('/my-bookings');
  await expect(stranger.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await expect(verifyBanner(stranger)).toBeVisible();
  await expect(stranger.getByText(reference)).toHaveCount(0);

  // Ada opens the link from her mailbox, in her own browser, and chooses a password.
  await page.goto(await accountLinkFor(email, '/verify-email'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your password');
  await expect(page.getByRole('main')).toContainText(`To confirm that ${email} is yours`);
  await page.getByLabel('New password', { exact: true }).fill('adas own password');
  await page.getByLabel('New password again').fill('adas own password');
  await page.getByRole('button', { name: 'Confirm email and save password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is confirmed');

  // The stranger's tab is signed out: My Bookings sends it to sign in, and the old password fails.
  await stranger.reload();
  await expect(stranger).toHaveURL(/\/sign-in/);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await stranger.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
  await stranger.getByLabel('Password', { exact: true }).fill('the strangers password');
  await stranger.getByRole('button', { name: 'Sign in' }).click();
  await expect(stranger.getByRole('main').getByRole('alert')).toBeVisible();
  await expect(stranger).toHaveURL(/\/sign-in/);
  await strangersContext.close();

  // Ada signs in with her password and finds her stay.
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('adas own password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await expect(page.getByText(reference).first()).toBeVisible();
  await expect(verifyBanner(page)).toHaveCount(0);
});
