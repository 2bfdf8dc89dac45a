import { expect, test } from '../support/test';
import { signUp, field, touch, unique, touchedSays } from '../support/owner';
import {
  photo,
  REQUIRED,
  alerts,
  type Hotel,
  serveUploads,
  form,
  fillDetails,
  choosePlace,
} from '../support/owner-hotels';

/*
 * Registering a hotel (docs/product.md#register-hotel): the form's messages
 * (docs/product.md#validation), a failed upload, a registration the server
 * refuses, and the public /hotel-reg modal for a visitor, a customer and an
 * owner (docs/product.md#owner-area).
 */

test.describe.configure({ timeout: 120_000 });

test('the registration form shows every field message once a field is touched, all the required ones on submit, and a failed upload', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/owner/hotel-registration');
  const main = form(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Register Hotel' })).toBeVisible();
  // Nothing is said before anything is touched; Nigeria is chosen and listed first.
  await expect(alerts(main)).toHaveCount(0);
  await expect(field(main, 'Country')).toHaveValue('Nigeria');
  await expect(field(main, 'Country').locator('option').nth(1)).toHaveText('Nigeria');
  await expect(field(main, 'Rating').locator('option')).toHaveText([
    'Select rating',
    '1 Star',
    '2 Stars',
    '3 Stars',
    '4 Stars',
    '5 Stars',
  ]);
  await expect(main.getByRole('checkbox')).toHaveCount(20);
  await expect(main.getByRole('checkbox', { name: '24-Hour Security' })).toBeVisible();

  await main.getByRole('button', { name: 'Register Hotel' }).click();
  for (const message of REQUIRED)
    await expect(main.getByText(message, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/owner\/hotel-registration$/);

  // One at a time, on touch.
  await page.reload();
  const touched = touchedSays(main);
  await touched('Hotel name', 'Hotel name is required');
  await touched('Contact number', 'Contact number is required');
  await touched('Contact number', 'Must be only digits', '0803-123');
  await touched('Contact number', 'Must be at least 10 digits', '080312');
  await touched('Contact number', 'Must be 15 digits or less', '0803123456789012');
  await field(main, 'Contact number').fill('08031234567');
  await expect(main.getByText('Must be 15 digits or less')).toHaveCount(0);
  await touched('Property type', 'property type is required');
  await touched('Rating', 'Rating is required');
  await touched('Minimum price (₦ per night)', 'property minimum price is required');
  await touched('Address', 'Address is required');
  await touched('Description', 'Description is required');
  await touched('State', 'State is required');
  await touched('City', 'City is required');
  await touched('Hotel image', 'Image is required');
  await field(main, 'State').selectOption('Kano');
  await expect(main.getByText('State is required')).toHaveCount(0);
  await expect(field(main, 'Local government')).toBeEnabled();
  await touched('Local government', 'Local government is required');
  await field(main, 'Country').selectOption('');
  await touch(field(main, 'Country'));
  await expect(main.getByText('Country is required', { exact: true })).toBeVisible();

  // Elsewhere than Nigeria, state and local government are typed.
  await field(main, 'Country').selectOption('Ghana');
  await expect(field(main, 'State')).toHaveJSProperty('tagName', 'INPUT');
  await expect(field(main, 'Local government')).toHaveJSProperty('tagName', 'INPUT');
  await field(main, 'State').fill('Greater Accra');
  await field(main, 'Local government').fill('Accra Metropolitan');
  await expect(main.getByText('State is required')).toHaveCount(0);

  // The upload's failure (docs/product.md#messages); only the upload call is answered here, with a failure.
  await page.route('**/api/v1/uploads**', (route) =>
    route.fulfill({
      status: 500,
      json: { error: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    }),
  );
  await field(main, 'Hotel image').setInputFiles(photo);
  await expect(main.getByText('Failed to upload images')).toBeVisible();
  await expect(main.getByRole('img', { name: 'Preview of the chosen hotel image' })).toHaveCount(0);
  await field(main, 'Hotel image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(main.getByText('Choose a JPEG, PNG or WebP image')).toBeVisible();
});

test("a registration the server refuses shows 'Error: ' and its message", async ({
  page,
  context,
}) => {
  await signUp(page);
  await serveUploads(page);
  await page.goto('/owner/hotel-registration');
  const main = form(page);
  await fillDetails(main, `Signed Out Inn ${unique()}`);
  await choosePlace(main, 'Lagos', 'Ikeja');
  await field(main, 'Hotel image').setInputFiles(photo);
  await expect(main.getByText('Image uploaded.')).toBeVisible();
  // The session ends in another tab: the server answers 401 with its message.
  await context.clearCookies();
  await main.getByRole('button', { name: 'Register Hotel' }).click();
  await expect(alerts(main).filter({ hasText: /^Error: / })).toHaveText(
    'Error: Please sign in to continue',
  );
  await expect(page).toHaveURL(/\/owner\/hotel-registration$/);
});

test('/hotel-reg asks a visitor to sign in, tells a customer it is for owners, and registers for an owner', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/hotel-reg');
  const dialog = page.getByRole('dialog', { name: 'Register Hotel' });
  await expect(dialog).toContainText(
    'Sign in or sign up as a property owner to register your hotel.',
  );
  await expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/sign-in?next=%2Fhotel-reg',
  );
  await expect(dialog.getByRole('link', { name: 'Sign up as an owner' })).toHaveAttribute(
    'href',
    /^\/sign-up\?owner=1&next=%2Fhotel-reg$/,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Register your hotel' }).click();
  await expect(dialog).toBeVisible();

  const customer = await browser.newContext({ baseURL });
  const customerPage = await customer.newPage();
  await signUp(customerPage, 'customer');
  await customerPage.goto('/hotel-reg');
  await expect(customerPage.getByRole('dialog', { name: 'Register Hotel' })).toContainText(
    'Only property owners can list a property',
  );
  await expect(
    customerPage.getByRole('dialog').getByRole('button', { name: 'Register' }),
  ).toHaveCount(0);
  await customer.close();

  await signUp(page);
  await serveUploads(page);
  await page.goto('/hotel-reg');
  const name = `Harbour View ${unique()}`;
  await fillDetails(dialog, name);
  await choosePlace(dialog, 'Lagos', 'Apapa');
  await field(dialog, 'Hotel image').setInputFiles(photo);
  await expect(dialog.getByText('Image uploaded.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/owner\/all-hotel\/add-room\/[0-9a-f-]{36}$/);
  const hotelId = page.url().split('/').pop()!;
  const mine = (await (await page.request.get('/api/v1/owner/hotels')).json()) as Hotel[];
  expect(mine.map((h) => [h.hotelId, h.hotelName])).toEqual([[hotelId, name]]);
});
