import { describe, expect, it } from 'vitest';
import { ZListedBookingList } from '@waka/shared/bookings/booking-lists';
import { owner, rival, customer } from '../support/owners-app';
import {
  useOwnerBookingsApp,
  hotelOne,
  hotelTwo,
  rivalHotel,
  made,
  get,
  day,
  page,
  ids,
} from './owner-bookings-fixtures';

/*
 * The owner's All Bookings list (docs/product.md#owner-bookings): their own
 * bookings only, newest made first, narrowed by hotel, payment, stay dates
 * and search, paged with the total, bad filters refused.
 */

useOwnerBookingsApp();

describe('GET /api/v1/owner/bookings', () => {
  it("pages every booking on the owner's hotels, newest made first, with the total", async () => {
    const all = await page('');
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(ids(all)).toEqual(
      [made.tundeA, made.ifeoma, made.tundeB, made.chiamaka].map((b) => b.bookingId),
    );
    expect(all.items[0]).toMatchObject({
      firstName: 'Tunde',
      lastName: 'Adeyemi',
      hotelName: 'Ikoyi Lodge',
      quantity: 1,
    });
  });

  it("never shows one owner another owner's bookings", async () => {
    const rivals = await page('', rival);
    expect(rivals.total).toBe(1);
    expect(rivals.items[0]?.hotelName).toBe('Rival Lodge');
    expect(await page(`hotelId=${rivalHotel.id}`)).toMatchObject({ total: 0, items: [] });
    expect((await page(`hotelId=${hotelOne.id}`, rival)).total).toBe(0);
  });

  it('narrows to one hotel', async () => {
    const two = await page(`hotelId=${hotelTwo.id}`);
    expect(two.total).toBe(2);
    expect(ids(two)).toEqual([made.tundeA.bookingId, made.ifeoma.bookingId]);
  });

  it('narrows to paid or not paid', async () => {
    expect(ids(await page('paymentStatus=paid'))).toEqual([
      made.ifeoma.bookingId,
      made.tundeB.bookingId,
    ]);
    const notPaid = await page('paymentStatus=not%20paid');
    expect(notPaid.total).toBe(2);
    expect(ids(notPaid)).toEqual([made.tundeA.bookingId, made.chiamaka.bookingId]);
  });

  it('narrows to stays with a night between from and to, a checkout day not counting', async () => {
    // Chiamaka checks out on day 4, Ifeoma stays the night of day 5.
    expect(ids(await page(`from=${day(4)}&to=${day(5)}`))).toEqual([made.ifeoma.bookingId]);
    expect(ids(await page(`from=${day(3)}&to=${day(3)}`))).toEqual([made.chiamaka.bookingId]);
    expect(ids(await page(`from=${day(12)}&to=${day(12)}`))).toEqual([made.tundeB.bookingId]);
    expect((await page(`from=${day(6)}`)).total).toBe(2);
    expect(ids(await page(`to=${day(2)}`))).toEqual([made.chiamaka.bookingId]);
  });

  it('finds a booking by its reference, in any case', async () => {
    const found = await page(`q=${made.tundeB.reference.toLowerCase()}`);
    expect(ids(found)).toEqual([made.tundeB.bookingId]);
    expect(found.items[0]?.reference).toBe(made.tundeB.reference);
  });

  it("finds bookings by the guest's first, last or full name, in any case", async () => {
    expect(ids(await page('q=TUNDE'))).toEqual([made.tundeA.bookingId, made.tundeB.bookingId]);
    expect(ids(await page('q=bakare'))).toEqual([made.tundeB.bookingId]);
    expect(ids(await page('q=%20tunde%20bakare%20'))).toEqual([made.tundeB.bookingId]);
    expect(ids(await page('q=kafo'))).toEqual([made.ifeoma.bookingId]);
    // Wildcards are searched for as text, not obeyed.
    expect((await page('q=%25')).total).toBe(0);
    expect((await page('q=_')).total).toBe(0);
  });

  it('combines filters', async () => {
    expect(ids(await page(`q=tunde&hotelId=${hotelTwo.id}`))).toEqual([made.tundeA.bookingId]);
    expect((await page(`q=tunde&paymentStatus=paid&from=${day(30)}`)).total).toBe(0);
    // A form's empty fields mean "any".
    expect((await page('q=&from=&to=')).total).toBe(4);
  });

  it('pages with the total over every page', async () => {
    const first = await page('pageSize=3');
    const second = await page('pageSize=3&page=2');
    const beyond = await page('pageSize=3&page=3');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.items).toHaveLength(3);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(ids(second)).toEqual([made.chiamaka.bookingId]);
    expect(beyond).toMatchObject({ total: 4, items: [] });
    expect(
      (await page('paymentStatus=paid&pageSize=1&page=2')).items.map((b) => b.bookingId),
    ).toEqual([made.tundeB.bookingId]);
  });

  it('refuses bad filters with 400 naming each field', async () => {
    const bad = await get(
      '/api/v1/owner/bookings?hotelId=nope&paymentStatus=maybe&from=2026-02-30&page=0&pageSize=101',
      owner,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: {
        hotelId: 'hotelId must be a hotel id',
        paymentStatus:
          "paymentStatus must be one of 'paid', 'awaiting confirmation', 'pay at hotel', 'not paid' or 'expired'",
        from: 'from must be a real date written YYYY-MM-DD',
        page: 'page must be a whole number, 1 or more',
        pageSize: 'pageSize must be a whole number from 1 to 100',
      },
    });
    const cases: [string, string][] = [
      [`from=${day(5)}&to=${day(4)}`, 'to'],
      ['to=tomorrow', 'to'],
      ['pageSize=abc', 'pageSize'],
      ['page=1.5', 'page'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['q=a&q=b', 'q'],
      ['page=1e300', 'page'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/api/v1/owner/bookings?${query}`, owner);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fields), query).toEqual([field]);
    }
  });

  it('answers an empty page, not an error, far beyond the last page', async () => {
    expect(await page(`page=${Number.MAX_SAFE_INTEGER}&pageSize=100`)).toMatchObject({
      total: 4,
      items: [],
    });
  });

  it('answers 401 to a guest and 403 to a customer', async () => {
    expect((await get('/api/v1/owner/bookings')).statusCode).toBe(401);
    expect((await get('/api/v1/owner/bookings', customer)).statusCode).toBe(403);
  });

  it('leaves GET /bookings/allBookings a bare list, as the spec has it', async () => {
    const all = ZListedBookingList.parse((await get('/api/v1/bookings/allBookings', owner)).json());
    expect(all.map((b) => b.bookingId)).toEqual(
      [made.tundeA, made.ifeoma, made.tundeB, made.chiamaka].map((b) => b.bookingId),
    );
  });
});
