import { ACCOUNT_LINK_MESSAGES } from '@waka/shared/accounts/account-link-words';
import { accountLinkFor, signUpOnPage, verifyBanner } from '../support/account-links';
import { unique } from '../support/owner';
import {
  bookingDialog,
  daysForThisAttempt,
  fillGuest,
  lagosDate,
  lagosHotel,
  roomCard,
  selectButton,
  sidePanel,
} from '../support/stays';
import { expect, test } from '../support/test';

/*
 * A guest who booked without an account, and later signs up with the same
 * address, sees that booking in My Bookings once they open the verification
 * link and choose their password, and not before (docs/decisions/0025, 0033). Stays on days 270–272.
 */

test('a guest books, signs up with the same address, confirms it from the email, and finds the stay in My Bookings', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `ada-${unique()}@example.ng`;
  const first = daysForThisAttempt(270);
  const [checkIn, checkOut] = [lagosDate(first), lagosDate(first + 2)];
  const { hotel, multi } = await lagosHotel(page.request, checkIn, checkOut);

  // A guest, never signed in, books through the pages.
  await page.goto(`/rooms/${hotel.hotelId}?checkIn=${checkIn}&checkOut=${checkOut}`);
  await selectButton(roomCard(page, multi)).click();
  await sidePanel(page).getByRole('button', { name: 'Book Now' }).click();
  await fillGuest(bookingDialog(page), {
    firstName: 'Ada',
    lastName: 'Okafor',
    email,
    phone: '08031234567',
  });
  await bookingDialog(page)
    .getByRole('button', { name: /^Confirm booking/ })
    .click();
  await expect(page.getByTestId('receipt-reference')).toBeVisible();
  const reference = (await page.getByTestId('receipt-reference').innerText()).trim();

  // The same address signs up: the account works, and asks for the email to be confirmed.
  await signUpOnPage(page, 'Ada Okafor', email, 'a good long password');
  await expect(verifyBanner(page)).toBeVisible();
  await expect(verifyBanner(page)).toContainText(
    `Please confirm your email — we sent a link to ${email}`,
  );
  // Not before the address is confirmed: an address proves nothing until then.
  const before = await page.request.get('/api/v1/bookings/mine');
  expect(before.status()).toBe(200);
  expect(await before.json()).toEqual([]);
  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await expect(verifyBanner(page)).toBeVisible();
  await expect(page.getByText(reference)).toHaveCount(0);

  // The link asks for the password (docs/decisions/0033), then signs every device out.
  await page.goto(await accountLinkFor(email, '/verify-email'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your password');
  await page.getByLabel('New password', { exact: true }).fill('a good long password');
  await page.getByLabel('New password again').fill('a good long pasword');
  await page.getByRole('button', { name: 'Confirm email and save password' }).click();
  await expect(page.getByText(ACCOUNT_LINK_MESSAGES.passwordsDiffer)).toBeVisible();
  await page.getByLabel('New password again').fill('a good long password');
  await page.getByRole('button', { name: 'Confirm email and save password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is confirmed');
  await expect(verifyBanner(page)).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a good long password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await expect(verifyBanner(page)).toHaveCount(0);
  await expect(page.getByText(reference).first()).toBeVisible();
  await expect(page.getByText(hotel.hotelName).first()).toBeVisible();
});

test('the banner sends the link again, and a broken link says so', async ({ page }) => {
  const email = `bisi-${unique()}@example.ng`;
  await signUpOnPage(page, 'Bisi Lawal', email, 'a good long password');
  await verifyBanner(page).getByRole('button', { name: 'Send it again' }).click();
  await expect(verifyBanner(page).getByRole('status')).toHaveText(
    'We have sent the link again. It lasts 24 hours.',
  );

  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link can’t be used');
  await expect(page.getByText(/Use “Send it again” in the banner/)).toBeVisible();
});
