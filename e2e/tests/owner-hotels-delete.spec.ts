import { bookUnits, lagosDate } from '../support/stays';
import { expect, test } from '../support/test';
import { signUp } from '../support/owner';
import { alerts, registerThroughApi } from '../support/owner-hotels';

/*
 * Delete Hotel (docs/product.md#owner-hotels, docs/product.md#deleting): a
 * hotel with an upcoming booking is not deleted.
 *
 * Bookings: the refused-delete test books days 300–302 on a hotel it creates.
 */

test.describe.configure({ timeout: 120_000 });

test('a hotel with an upcoming booking is not deleted: the dialog shows why', async ({
  page,
  request,
}) => {
  await signUp(page);
  const hotel = await registerThroughApi(page);
  const room = await page.request.post('/api/v1/rooms', {
    data: {
      hotelId: hotel.hotelId,
      roomType: 'Deluxe King',
      roomPrice: 40000,
      roomDiscount: 0,
      roomQuantity: 2,
      roomDescription: 'A king bed.',
      roomImage: [hotel.hotelImage],
      amenities: [],
    },
  });
  expect(room.status(), await room.text()).toBe(201);
  const { roomId } = (await room.json()) as { roomId: string };
  const [checkIn, checkOut] = [lagosDate(300), lagosDate(302)];
  const booked = { hotelId: hotel.hotelId, roomId, roomPrice: 40000, roomType: 'Deluxe King' };
  await bookUnits(request, booked, 1, checkIn, checkOut);

  await page.goto('/owner/list-hotels-action');
  await page
    .getByRole('main')
    .getByRole('button', { name: `Delete ${hotel.hotelName}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete Hotel' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(alerts(confirm)).toHaveText(
    `${hotel.hotelName} has 1 upcoming booking, so it cannot be deleted. Past bookings are always kept.`,
  );
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByRole('main').getByRole('row').filter({ hasText: hotel.hotelName }),
  ).toBeVisible();
});
