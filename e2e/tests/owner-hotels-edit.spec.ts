import { expect, test } from '../support/test';
import { signUp, field } from '../support/owner';
import { type Hotel, registerThroughApi } from '../support/owner-hotels';

/*
 * Edit Hotel (docs/product.md#owner-hotels): outside Nigeria the edit modal
 * takes state and local government as text.
 */

test.describe.configure({ timeout: 120_000 });

test('outside Nigeria the edit modal takes state and local government as text', async ({
  page,
}) => {
  await signUp(page);
  const hotel = await registerThroughApi(page, {
    country: 'Ghana',
    state: 'Greater Accra',
    localGov: 'Accra Metropolitan',
    city: 'Accra',
  });
  await page.goto('/owner/list-hotels-action');
  await page
    .getByRole('main')
    .getByRole('button', { name: `Edit ${hotel.hotelName}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Hotel' });
  await expect(field(edit, 'Country')).toHaveValue('Ghana');
  await expect(field(edit, 'State')).toHaveJSProperty('tagName', 'INPUT');
  await expect(field(edit, 'State')).toHaveValue('Greater Accra');
  await field(edit, 'Local government').fill('Ga East');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Hotel Edited successfully!' }),
  ).toBeVisible();
  const [saved] = (await (await page.request.get('/api/v1/owner/hotels')).json()) as Hotel[];
  expect(saved).toMatchObject({ localGov: 'Ga East', hotelImage: hotel.hotelImage });
});
