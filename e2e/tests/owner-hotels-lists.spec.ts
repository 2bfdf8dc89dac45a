import { expect, test } from '../support/test';
import { signUp, field, unique } from '../support/owner';
import {
  photo,
  type Hotel,
  serveUploads,
  form,
  fillDetails,
  choosePlace,
} from '../support/owner-hotels';

/*
 * The owner's hotel lists (docs/product.md#owner-hotels): a hotel registered
 * in Lagos through the state → local government cascade is found in the three
 * lists, edited and deleted; the lists say when there are no hotels and when
 * they cannot load.
 */

test.describe.configure({ timeout: 120_000 });

test('an owner registers a hotel in Lagos, finds it in the three lists, edits it and deletes it', async ({
  page,
}) => {
  await signUp(page);
  const { mocked } = await serveUploads(page, { delayMs: 600 });
  test.info().annotations.push({
    type: 'uploads',
    description: mocked ? 'POST /uploads answered by the test' : 'real POST /uploads',
  });
  // The local governments answer from the real server, a moment late, so 'Loading...' can be seen.
  await page.route('**/api/v1/states/local-governments/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });

  await page.goto('/owner/hotel-registration');
  const main = form(page);
  const name = `Eko Palms ${unique()}`;
  await fillDetails(main, name);

  // State → local government (docs/product.md#register-hotel): disabled until a state, 'Loading...' while it loads.
  const lga = field(main, 'Local government');
  await expect(lga).toBeDisabled();
  await field(main, 'State').selectOption('Lagos');
  await expect(lga).toBeDisabled();
  await expect(lga.locator('option').first()).toHaveText('Loading...');
  await expect(lga).toBeEnabled();
  await expect(lga.locator('option', { hasText: 'Ikeja' })).toHaveCount(1);
  await lga.selectOption('Ikeja');
  // Clearing the state clears the list and the choice.
  await field(main, 'State').selectOption('');
  await expect(lga).toBeDisabled();
  await expect(lga).toHaveValue('');
  await expect(lga.locator('option')).toHaveCount(1);
  await choosePlace(main, 'Lagos', 'Eti-Osa');

  // The photo goes up at once, with a progress bar, then a thumbnail.
  await field(main, 'Hotel image').setInputFiles(photo);
  await expect(main.getByRole('progressbar', { name: 'Uploading image' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Uploading image...' })).toBeDisabled();
  await expect(main.getByText('Image uploaded.')).toBeVisible();
  await expect(main.getByRole('img', { name: 'Preview of the chosen hotel image' })).toBeVisible();

  await main.getByRole('button', { name: 'Register Hotel' }).click();
  await expect(page).toHaveURL(/\/owner\/all-hotel\/add-room\/[0-9a-f-]{36}$/);
  const hotelId = page.url().split('/').pop()!;
  const mine = (await (await page.request.get('/api/v1/owner/hotels')).json()) as Hotel[];
  expect(mine).toEqual([
    expect.objectContaining({
      hotelId,
      hotelName: name,
      state: 'Lagos',
      localGov: 'Eti-Osa',
      hotelAmenities: ['Free Wifi', 'Parking'],
    }),
  ]);

  // Add Room's list.
  await page.goto('/owner/all-hotel');
  await expect(
    main.getByText('Take advantage of this page to create more rooms for each hotel'),
  ).toBeVisible();
  const createCard = main.getByRole('article').filter({ hasText: name });
  await expect(createCard.getByRole('img', { name: '4 Stars' })).toBeVisible();
  await expect(createCard).toContainText('14 Adetokunbo Ademola Street');
  await expect(createCard.getByRole('link', { name: 'Create Hotel Rooms' })).toHaveAttribute(
    'href',
    `/owner/all-hotel/add-room/${hotelId}`,
  );
  await expect(createCard.getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    `/owner/all-hotel/add-room/${hotelId}`,
  );

  // List Room's list.
  await page.goto('/owner/list-room');
  await expect(
    main.getByText(
      'Take advantage of this page to view and manage hotel rooms; select the hotel you want to manage.',
    ),
  ).toBeVisible();
  const manageCard = main.getByRole('article').filter({ hasText: name });
  await expect(manageCard.getByRole('link', { name: 'View Hotel Rooms' })).toHaveAttribute(
    'href',
    `/owner/list-room/hotel-rooms/${hotelId}`,
  );

  // List All Hotel: edit.
  await page.goto('/owner/list-hotels-action');
  await expect(page.getByRole('heading', { level: 1, name: 'List of Hotels' })).toBeVisible();
  await expect(main.getByRole('row').filter({ hasText: name })).toBeVisible();
  await main.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Hotel' });
  await expect(field(edit, 'Hotel name')).toHaveValue(name);
  await expect(field(edit, 'State')).toHaveJSProperty('tagName', 'SELECT');
  await expect(field(edit, 'State')).toHaveValue('Lagos');
  await expect(field(edit, 'Local government')).toHaveValue('Eti-Osa');
  await expect(edit.getByRole('checkbox', { name: 'Free Parking' })).toBeChecked();
  await expect(field(edit, 'Rating (1 to 5)')).toHaveValue('4');
  const renamed = `${name} Suites`;
  await field(edit, 'Hotel name').fill(renamed);
  await field(edit, 'Rating (1 to 5)').fill('4.5');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Hotel Edited successfully!' }),
  ).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(main.getByRole('row').filter({ hasText: renamed })).toBeVisible();
  await expect(main.getByRole('row').filter({ hasText: name })).toHaveCount(1);

  // Delete: Cancel first, then for real.
  await main.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Hotel' });
  await expect(confirm).toContainText(
    `Are you sure you want to delete ${renamed}? This action cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await main.getByRole('button', { name: `Delete ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(main.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  await expect(main.getByText('You have not registered a hotel yet')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Register Hotel' })).toHaveAttribute(
    'href',
    '/owner/hotel-registration',
  );
});

test('the owner lists say when there are no hotels, and when they cannot load', async ({
  page,
}) => {
  await signUp(page);
  for (const path of ['/owner/all-hotel', '/owner/list-room', '/owner/list-hotels-action']) {
    await page.goto(path);
    await expect(page.getByText('You have not registered a hotel yet')).toBeVisible();
  }
  // Signed out behind the page's back: the list's call fails (401), visibly and retryably.
  await page.goto('/owner/hotel-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Register Hotel' })).toBeVisible();
  await page.context().clearCookies();
  await page.getByRole('link', { name: 'List Room' }).click();
  await expect(page.getByRole('alert')).toContainText('We couldn’t load your hotels.');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
