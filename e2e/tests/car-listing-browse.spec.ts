import { naira } from '../support/stays';
import { expect, test } from '../support/test';
import { carsFromApi } from '../support/cars';
import {
  PAGE_SIZE,
  carName,
  carCards,
  cardNames,
  filter,
  toggle,
  pages,
  searchOf,
  expectListing,
  suvs,
} from '../support/car-listing';

/*
 * The public car listing (docs/product.md#car-listing): the API's cars a page
 * at a time, the body-type filter and the page kept in the URL, and the
 * details dialog with its way to the rental request. This spec books nothing.
 */

test.use({ viewport: { width: 1280, height: 900 } });

test('the listing shows the API’s cars a page at a time, and the page survives a reload', async ({
  page,
  request,
}) => {
  const { total } = await carsFromApi(request);
  expect(total, 'more than one page of cars to page through').toBeGreaterThan(PAGE_SIZE);

  await page.goto('/car-listing');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cars for hire in Abuja' }),
  ).toBeVisible();
  await expectListing(page, request, `page=1&pageSize=${PAGE_SIZE}`);
  await expect(pages(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await pages(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expectListing(page, request, `page=2&pageSize=${PAGE_SIZE}`);
  await expect(pages(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.reload();
  await expectListing(page, request, `page=2&pageSize=${PAGE_SIZE}`);

  await pages(page).getByRole('link', { name: 'Previous' }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expectListing(page, request, `page=1&pageSize=${PAGE_SIZE}`);

  // A page past the end, from an old link, lands on the last page there is.
  await page.goto('/car-listing?page=99');
  await expect(page).not.toHaveURL(/page=99/);
  await expect(
    pages(page)
      .getByRole('link', { name: /^Page \d+$/ })
      .last(),
  ).toHaveAttribute('aria-current', 'page');
});

test('the body-type filter narrows the list, lives in the URL, and Reset clears it', async ({
  page,
  request,
}) => {
  const { total } = await carsFromApi(request);
  await page.goto('/car-listing');
  await expect(cardNames(page).first()).toBeVisible();

  await toggle(page, 'SUV').click();
  await expect(toggle(page, 'SUV')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/bodyType=SUV(&|$)/);
  await expectListing(page, request, `page=1&pageSize=${PAGE_SIZE}&bodyType=SUV`);
  const suvTotal = (await carsFromApi(request, 'bodyType=SUV')).total;
  expect(suvTotal).toBeLessThan(total);
  await expect(filter(page).getByRole('list', { name: 'Selected filters' })).toHaveText('SUV');

  // Several body types: any of them (the API takes a comma list).
  await toggle(page, 'Sedan').click();
  await expect(page).toHaveURL(/bodyType=SUV%2CSedan|bodyType=SUV,Sedan/);
  expect(searchOf(page).get('bodyType')).toBe('SUV,Sedan');
  await expectListing(page, request, `page=1&pageSize=${PAGE_SIZE}&bodyType=SUV,Sedan`);

  await page.reload();
  await expect(toggle(page, 'SUV')).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle(page, 'Sedan')).toHaveAttribute('aria-pressed', 'true');
  await expectListing(page, request, `page=1&pageSize=${PAGE_SIZE}&bodyType=SUV,Sedan`);

  await filter(page).getByRole('button', { name: 'Remove Sedan' }).click();
  expect(searchOf(page).get('bodyType')).toBe('SUV');
  await expectListing(page, request, `page=1&pageSize=${PAGE_SIZE}&bodyType=SUV`);

  await filter(page).getByRole('button', { name: 'Reset' }).click();
  await expect(page).not.toHaveURL(/bodyType/);
  await expect(toggle(page, 'SUV')).toHaveAttribute('aria-pressed', 'false');
  await expectListing(page, request, `page=1&pageSize=${PAGE_SIZE}`);
  await expect(filter(page).getByText('None: every body type shows.')).toBeVisible();
});

test('the details dialog shows naira, closes with Close and the backdrop, and Rent This Vehicle goes to the request', async ({
  page,
  request,
}) => {
  const [suv] = await suvs(request);
  await page.goto('/car-listing?bodyType=SUV');
  const card = carCards(page).filter({
    has: page.getByRole('heading', { name: carName(suv!), exact: true }),
  });
  const dialog = page.getByRole('dialog', { name: carName(suv!) });

  await card.getByRole('button', { name: /^View Details/ }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(naira.format(suv!.dailyRate), { exact: true })).toBeVisible();
  await expect(dialog.getByText('$')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: /^View Details/ }).click();
  await expect(dialog).toBeVisible();
  // The backdrop: the <dialog> element's own area outside its box.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: /^View Details/ }).click();
  await dialog.getByRole('button', { name: 'Rent This Vehicle' }).click();
  await expect(page).toHaveURL(`/car-listing/car-rental-request?carId=${suv!.carId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Rent the ${carName(suv!)}` }),
  ).toBeVisible();
});
