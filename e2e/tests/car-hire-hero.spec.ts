import { expect, test } from '../support/test';
import { hero, expectSlide, letGo } from '../support/car-hire';

/*
 * The car-hire landing's hero, /car-hire-service
 * (docs/product.md#car-hire-landing): its three slides, moving on every 5 s
 * and wrapping both ways, and the landing's ways to the car listing. This
 * spec books nothing.
 */

test('the hero shows the three slides, moves on every 5 s and wraps both ways', async ({
  page,
}) => {
  // Time in the page moves only when the test says so.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto('/car-hire-service');

  await expect(page).toHaveTitle('Car hire in Abuja — Waka');
  await expectSlide(page, 0);
  await expect(hero(page).getByText(/Executive saloons, rugged SUVs/)).toBeVisible();

  await page.clock.runFor(5_000);
  await expectSlide(page, 1);
  await expect(hero(page).getByText('Prices as low as ₦100,000/day')).toBeVisible();
  await page.clock.runFor(5_000);
  await expectSlide(page, 2);
  await page.clock.runFor(5_000);
  await expectSlide(page, 0);

  const next = hero(page).getByRole('button', { name: 'Next slide' });
  const previous = hero(page).getByRole('button', { name: 'Previous slide' });
  await previous.click();
  await expectSlide(page, 2);
  await next.click();
  await expectSlide(page, 0);
  await hero(page).getByRole('button', { name: 'Show slide 2' }).click();
  await expectSlide(page, 1);

  // Held while the pointer rests on it or focus is inside: nothing moves under the reader.
  await page.clock.runFor(12_000);
  await expectSlide(page, 1);
  await letGo(page);
  await hero(page).getByRole('button', { name: 'Pause slideshow' }).click();
  await letGo(page);
  await page.clock.runFor(12_000);
  await expectSlide(page, 1);
  await hero(page).getByRole('button', { name: 'Play slideshow' }).click();
  await letGo(page);
  await page.clock.runFor(5_000);
  await expectSlide(page, 2);
});

for (const [name, region] of [
  ['Browse Cars', 'Car hire in Abuja'],
  ['View Full Inventory', 'Our Premium Fleet'],
  ['Book Your Vehicle Now', 'Book by phone, any hour'],
] as const) {
  test(`${name} goes to the car listing`, async ({ page }) => {
    await page.goto('/car-hire-service');
    await page.getByRole('region', { name: region }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/car-listing$/);
  });
}
