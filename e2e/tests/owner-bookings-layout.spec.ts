import path from 'node:path';
import { seriousViolations } from '../support/axe';
import { naira } from '../support/stays';
import { expect, test } from '../support/test';
import { sidewaysScroll as sidewaysOverflow } from '../support/owner';
import {
  shots,
  asOwner,
  useOwnerBookings,
  table,
  showing,
  hotelFilter,
  paymentFilter,
  searchBox,
  paymentButton,
} from '../support/owner-bookings';

/*
 * All Bookings at 360 and 1280 px (docs/product.md#accessibility): each
 * booking a card on a phone, nothing scrolling sideways, and no serious axe
 * findings at either width.
 */

const seeded = useOwnerBookings();

test('at 360 px each booking is a card and nothing scrolls sideways; wide and narrow pass axe', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await asOwner(browser, baseURL, seeded.owner);
  await page.goto('/owner/all-hotel-bookings');
  await expect(showing(page)).toHaveText('Showing 1–20 of 23');
  expect(await seriousViolations(page), '1280 px').toEqual([]);
  await page.screenshot({ path: path.join(shots, 'owner-bookings-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(table(page)).toBeHidden();
  const card = page
    .getByRole('list', { name: 'Bookings' })
    .getByRole('listitem')
    .filter({ hasText: seeded.multiRoom.reference });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Chidi Okafor');
  await expect(card).toContainText('Garden Double, Ocean Suite · 3 rooms');
  await expect(card).toContainText(naira.format(270_000));
  await expect(paymentButton(card, seeded.multiRoom)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await seriousViolations(page), '360 px').toEqual([]);
  await page.screenshot({ path: path.join(shots, 'owner-bookings-360.png'), fullPage: true });
  await page.screenshot({ path: path.join(shots, 'owner-bookings-360-top.png') });
  await card.screenshot({ path: path.join(shots, 'owner-bookings-360-card.png') });
  await showing(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'owner-bookings-360-pages.png') });

  // A phone opens on the bookings: the filters but the search fold behind a button.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(hotelFilter(page)).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(hotelFilter(page)).toBeVisible();
  await paymentFilter(page).selectOption({ label: 'Paid' });
  await expect(page.getByRole('button', { name: 'Hide filters (1 on)' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(showing(page)).toHaveText('Showing 1 of 1');
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await seriousViolations(page), '360 px, filters open').toEqual([]);
  await page.screenshot({ path: path.join(shots, 'owner-bookings-360-filters.png') });
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // The filtered empty state fits too.
  await searchBox(page).fill('Nobody Atall');
  await expect(page.getByText('No bookings match these filters')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.screenshot({ path: path.join(shots, 'owner-bookings-360-empty.png'), fullPage: true });
  await context.close();
});
