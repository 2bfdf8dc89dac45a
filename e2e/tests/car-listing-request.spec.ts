import { daysForThisAttempt, kobo, lagosDate, naira } from '../support/stays';
import { expect, test } from '../support/test';
import { carName, requestPage, fillRequest, suvs } from '../support/car-listing';

/*
 * The rental request by the hour (docs/product.md#car-request): the total at
 * the hourly rate, the receipt it opens, an overlapping hire refused before it
 * is sent (and by the server when the page could not know), every field's
 * message (docs/product.md#validation), and the request page after a reload
 * or for an unknown car. Bookings here use pickup days 500–501 after Lagos's today.
 */

test.use({ viewport: { width: 1280, height: 900 } });

test('a 3-hour request books at 3 × the hourly rate and opens its receipt; an overlapping one is refused before it is sent', async ({
  page,
  request,
}) => {
  const [suv] = await suvs(request);
  const date = lagosDate(daysForThisAttempt(500));
  await page.goto(`/car-listing/car-rental-request?carId=${suv!.carId}`);
  const form = requestPage(page);
  await expect(form.total).toHaveText('—');

  await fillRequest(page, { date, time: '10:00', hours: 3 });
  const total = naira.format((kobo(suv!.hourlyRate) * 3) / 100);
  await expect(form.total).toHaveText(total);
  await expect(form.priceLines).toHaveCount(1);
  await expect(form.priceLines).toContainText('3 hours');
  await form.confirm.click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Booking submitted successfully!' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/car-hire-receipt\?reference=WC-[0-9A-Z]{8}&email=/);
  await expect(page.getByTestId('car-receipt-reference')).toHaveText(/^WC-[0-9A-Z]{8}$/);
  await expect(page.getByTestId('car-receipt-total')).toHaveText(total);

  // Back on the request: the hours taken are not offered, and 08:00 for 3 hours
  // (into 10:00–13:00) is refused with the server's words before anything is sent.
  await page.goto(`/car-listing/car-rental-request?carId=${suv!.carId}`);
  await form.date.fill(date);
  await expect(form.time.locator('option[value="11:00"]')).toHaveText('11:00 (taken)');
  await expect(form.time.locator('option[value="11:00"]')).toBeDisabled();
  await fillRequest(page, { date, time: '08:00', hours: 3 });
  const [year, month, day] = date.split('-');
  await expect(form.clash).toHaveText(
    `This car is already booked from 10:00 to 13:00 on ${day}-${month}-${year}; please choose another time`,
  );
  let sent = false;
  page.on('request', (req) => {
    if (req.url().includes('/carbooking/book')) sent = true;
  });
  await form.confirm.click();
  await expect(form.time).toBeFocused();
  expect(sent).toBe(false);

  // Back to back is fine: 13:00 starts as the first hire ends.
  await form.time.selectOption('13:00');
  await expect(form.clash).toHaveCount(0);
  await form.confirm.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Booking submitted successfully!' }),
  ).toBeVisible();
});

test('an overlap the page could not see is refused with the server’s reason', async ({
  page,
  request,
}) => {
  const [suv] = await suvs(request);
  const date = lagosDate(daysForThisAttempt(501));
  await page.goto(`/car-listing/car-rental-request?carId=${suv!.carId}`);
  await fillRequest(page, { date, time: '10:00', hours: 3 });
  // Booked by someone else after the page read when the car is free.
  await expect(requestPage(page).priceLines).toHaveCount(1);
  const other = await request.post('/api/v1/carbooking/book', {
    data: {
      carId: suv!.carId,
      pickupDate: date,
      pickupTime: '11:00',
      hours: 1,
      fullName: 'Ada Obi',
      phone: '08031234567',
      email: 'ada.obi@example.ng',
      totalPrice: suv!.hourlyRate,
    },
  });
  expect(other.status(), await other.text()).toBe(201);
  await requestPage(page).confirm.click();
  const failure = page
    .getByRole('alert')
    .filter({ hasText: 'There was an error submitting your booking' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('This car is already booked from 11:00 to 12:00');
  // Nothing was reset: the traveller changes the time and tries again.
  await expect(requestPage(page).hours).toHaveValue('3');
});

test('every car booking message shows once its field is touched', async ({ page, request }) => {
  const [suv] = await suvs(request);
  await page.goto(`/car-listing/car-rental-request?carId=${suv!.carId}`);
  const form = requestPage(page);
  const main = page.getByRole('main');
  const message = (text: string) => main.getByText(text, { exact: true });

  await expect(form.date).toBeVisible();
  // Nothing is said before a field is touched.
  await expect(message('Pickup date is required')).toBeHidden();

  for (const field of [form.date, form.time, form.hours, form.fullName, form.phone, form.email]) {
    await field.focus();
    await field.blur();
  }
  for (const text of [
    'Pickup date is required',
    'Pickup time is required',
    'Hours required',
    'Full name is required',
    'Phone number is required',
    'Email is required',
  ]) {
    await expect(message(text)).toBeVisible();
  }

  await form.date.fill(lagosDate(-1));
  await form.date.blur();
  await expect(message('Pickup date must be in the future')).toBeVisible();
  await form.hours.fill('0');
  await form.hours.blur();
  await expect(message('Minimum 1 hour')).toBeVisible();
  await form.hours.fill('25');
  await expect(message('Maximum 24 hours')).toBeVisible();
  // Until a date: the return is after the pickup and within 30 days of it.
  await form.untilDate.check();
  await form.date.fill(lagosDate(daysForThisAttempt(502)));
  await form.time.selectOption('10:00');
  await form.returnDate.fill(lagosDate(daysForThisAttempt(502)));
  await form.returnDate.blur();
  // The return's message shows once the pair reads as a window, the time chosen last.
  await form.returnTime.selectOption('09:00');
  await expect(message('Return must be at least 1 hour after pickup')).toBeVisible();
  await form.returnDate.fill(lagosDate(daysForThisAttempt(502) + 31));
  await form.returnDate.blur();
  await expect(message('A hire can be at most 30 days')).toBeVisible();
  await form.byHour.check();
  await expect(message('A hire can be at most 30 days')).toBeHidden();
  await form.phone.fill('0803-123');
  await form.phone.blur();
  await expect(message('Must be only digits')).toBeVisible();
  await form.phone.fill('0803123');
  await expect(message('Must be at least 10 digits')).toBeVisible();
  await form.email.fill('chidi.example.ng');
  await form.email.blur();
  await expect(message('Invalid email address')).toBeVisible();
  await form.requests.fill('x'.repeat(201));
  await form.requests.blur();
  await expect(message('Maximum 200 characters')).toBeVisible();
  await form.requests.fill('x'.repeat(200));
  await expect(message('Maximum 200 characters')).toBeHidden();
  await expect(main.getByText('200/200 characters')).toBeVisible();

  // The pickup times are the 24 whole hours.
  const times = await form.time.locator('option:not([value=""])').allTextContents();
  expect(times.map((t) => t.replace(' (passed)', ''))).toEqual(
    Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
  );
});

test('the request page keeps its car on reload, and says so when the car is unknown or missing', async ({
  page,
  request,
}) => {
  const [suv] = await suvs(request);
  await page.goto(`/car-listing/car-rental-request?carId=${suv!.carId}`);
  const heading = page.getByRole('heading', { level: 1, name: `Rent the ${carName(suv!)}` });
  await expect(heading).toBeVisible();
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(
    page.getByRole('main').getByText(naira.format(suv!.hourlyRate)).first(),
  ).toBeVisible();

  await page.goto('/car-listing/car-rental-request?carId=6f1c1b8e-0000-4000-8000-000000000000');
  await expect(page.getByText('Car not found')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse cars' }).click();
  await expect(page).toHaveURL('/car-listing');

  await page.goto('/car-listing/car-rental-request');
  await expect(page.getByText('Choose a car first')).toBeVisible();

  // Cancel goes back to the listing.
  await page.goto(`/car-listing/car-rental-request?carId=${suv!.carId}`);
  await page.getByRole('main').getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/car-listing');
});
