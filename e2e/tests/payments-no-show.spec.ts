import { bookRoom, newGuest, ownerWithRoom } from '../support/payments';
import { expect, test } from '../support/test';

/*
 * A guest who never came (docs/product.md#owner-bookings): from the check-in
 * day the owner can mark a no-show, asked once more; before it, the choice is
 * not offered. On an owner's hotel of its own (checking in today and on day 205).
 */

test.use({ viewport: { width: 1280, height: 900 } });

test('the owner marks a no-show from the check-in day, not before', async ({
  browser,
  baseURL,
  page,
}) => {
  const owner = await ownerWithRoom(browser, baseURL);
  const today = await bookRoom(page.request, owner.room, newGuest('Bisi', 'Ade'), [0, 2]);
  const later = await bookRoom(page.request, owner.room, newGuest('Kunle', 'Ojo'), [205, 206]);

  await owner.page.goto('/owner/all-hotel-bookings');
  const table = owner.page.getByRole('table', { name: 'Bookings' });
  const row = (reference: string) => table.getByRole('row').filter({ hasText: reference });
  await expect(row(later.reference).getByRole('button', { name: /^Mark no-show/ })).toHaveCount(0);
  // Held unpaid: until when, on the Lagos clock.
  await expect(row(later.reference).getByTestId('hold-line')).toHaveText(
    /^Held until \d{2}:\d{2} \(Lagos time\)$/,
  );

  await row(today.reference)
    .getByRole('button', { name: `Mark no-show for ${today.reference}` })
    .click();
  const dialog = owner.page.getByRole('dialog', { name: 'Mark as no-show' });
  await expect(dialog).toContainText('Bisi Ade never arrived');
  await dialog.getByRole('button', { name: 'Mark no-show' }).click();
  await expect(dialog).toBeHidden();
  await expect(owner.page.getByRole('status').filter({ hasText: 'no-show' })).toHaveText(
    `${today.reference} is marked as a no-show.`,
  );
  // The row says so, and offers nothing more; a reload agrees.
  await expect(row(today.reference)).toContainText('No-show');
  await expect(row(today.reference).getByRole('button')).toHaveCount(0);
  await owner.page.reload();
  await expect(row(today.reference)).toContainText('No-show');
  await expect(row(today.reference).getByRole('button', { name: /^Mark no-show/ })).toHaveCount(0);
  // Nothing was paid, and the row says what that means for the money.
  await expect(row(today.reference).getByTestId('list-refund-state')).toHaveText(
    'Nothing was paid, so nothing is kept or refunded.',
  );
  await expect(row(today.reference).getByTestId('hold-line')).toHaveCount(0);
  await owner.context.close();
});
