import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZOwnerDashboard, ZOwnerDashboardSeries } from '@waka/shared/bookings/booking-lists';
import { addDays, lagosToday } from '@waka/shared/dates';
import { bookings } from '../../src/db/schema/bookings';
import { payments } from '../../src/db/schema/payments';
import { createHotel, createRoom } from '../../src/db/seed/factories';
import { signUp, type SignedIn } from '../support/accounts';
import { bookingRequest, stayFrom } from '../support/booking-requests';
import {
  createPaymentsTestbed,
  startPayment,
  type PaymentsTestbed,
} from '../support/payments-testbed';
import { TEST_PUBLIC_URL, testEngine } from '../support/test-app';
import {
  cancel,
  checkInInstant,
  clock,
  HOUR,
  mailsAbout,
  payOnline,
  refundsOf,
  testClock,
} from './cancel-fixtures';

/*
 * What was paid, what was kept (docs/decisions/0023-cancellation-and-changes.md):
 * paid_kobo follows the money confirmed, a payment attempt is for what is
 * owed, a no-show keeps the first night of each line and refunds the rest,
 * and the owner's revenue counts what was kept.
 */

let bed: PaymentsTestbed;
let owner: SignedIn;
let hotelId: string;
let room: Awaited<ReturnType<typeof createRoom>>;

beforeAll(async () => {
  bed = await createPaymentsTestbed({ now: testClock });
  owner = await signUp(bed.app, 'hotelOwner');
  hotelId = (await createHotel(bed.db, owner.userId)).id;
  room = await createRoom(bed.db, hotelId, { roomQuantity: 5, roomPriceKobo: 3_000_000 });
});

/** A stay of `nights` × ₦30,000 × `quantity` from `fromToday`. */
async function book(fromToday: number, nights: number, quantity = 1) {
  const email = `guest-${Math.random().toString(36).slice(2, 10)}@example.ng`;
  const response = await bed.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: { origin: TEST_PUBLIC_URL },
    payload: bookingRequest(hotelId, [{ room, quantity }], stayFrom(fromToday, nights), { email }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...(response.json() as { reference: string; bookingId: string }), email };
}

const stored = async (id: string) =>
  (await bed.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const setPaymentAs = (id: string, paymentStatus: 'paid' | 'not paid') =>
  bed.app.inject({
    method: 'PUT',
    url: `/api/v1/bookings/status/${id}`,
    headers: { cookie: owner.cookie, origin: TEST_PUBLIC_URL },
    payload: { paymentStatus },
  });
const noShow = (id: string) =>
  bed.app.inject({
    method: 'POST',
    url: `/api/v1/owner/bookings/${id}/no-show`,
    headers: { cookie: owner.cookie, origin: TEST_PUBLIC_URL },
  });

describe(`money paid so far (${testEngine})`, () => {
  it('records the total when paid online, and when the owner confirms; nothing once undone', async () => {
    const online = await book(30, 2);
    await payOnline(bed, online);
    expect(await stored(online.bookingId)).toMatchObject({ paidKobo: 6_000_000 });

    const cash = await book(32, 1);
    expect((await setPaymentAs(cash.bookingId, 'paid')).statusCode).toBe(200);
    expect(await stored(cash.bookingId)).toMatchObject({ paidKobo: 3_000_000 });
    expect((await setPaymentAs(cash.bookingId, 'not paid')).statusCode).toBe(200);
    expect(await stored(cash.bookingId)).toMatchObject({ paidKobo: 0 });
  });

  it('starts an attempt for what is owed: the total less what was paid', async () => {
    const booked = await book(34, 2);
    await bed.db
      .update(bookings)
      .set({ paidKobo: 2_000_000 })
      .where(eq(bookings.id, booked.bookingId));
    const started = await startPayment(bed.app, {
      reference: booked.reference,
      email: booked.email,
    });
    expect(started.statusCode, started.body).toBe(201);
    const [attempt] = await bed.db
      .select()
      .from(payments)
      .where(eq(payments.reference, started.json().paymentReference));
    expect(attempt!.amountKobo).toBe(4_000_000);
    expect(bed.gateway.ledger.transactions.get(attempt!.reference)!.amount).toBe(4_000_000);
  });
});

describe(`a no-show (${testEngine})`, () => {
  it('keeps the first night of each line and refunds the rest of an online payment', async () => {
    const booked = await book(0, 3, 2);
    const paid = await payOnline(bed, booked);
    const response = await noShow(booked.bookingId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'no show',
      nightsReleased: 2,
      paymentStatus: 'paid',
      keptAmount: 60_000,
      refundAmount: 120_000,
    });
    expect(await refundsOf(bed.db, paid)).toEqual([
      { reason: 'no show', amountKobo: 12_000_000, status: 'to request' },
    ]);
    expect(await stored(booked.bookingId)).toMatchObject({
      keptKobo: 6_000_000,
      refundKobo: 12_000_000,
    });
    const [mail] = await mailsAbout(bed.db, 'booking-no-show', booked.reference);
    expect(mail!.textBody).toContain('Refund: ₦120,000.00');
    // Marked again: the same money, nothing more written.
    expect((await noShow(booked.bookingId)).json()).toMatchObject({
      nightsReleased: 0,
      keptAmount: 60_000,
      refundAmount: 120_000,
    });
    expect(await refundsOf(bed.db, paid)).toHaveLength(1);
  });
});

describe(`revenue counts what was kept (${testEngine})`, () => {
  it('sums paid money less refunds: a late cancellation its kept night, an owner cancellation nothing; test payments apart', async () => {
    const boss = await signUp(bed.app, 'hotelOwner');
    const hotel = await createHotel(bed.db, boss.userId);
    const suite = await createRoom(bed.db, hotel.id, { roomQuantity: 5, roomPriceKobo: 1_000_000 });
    const bookHere = async (fromToday: number, nights: number) => {
      const email = `rev-${Math.random().toString(36).slice(2, 10)}@example.ng`;
      const response = await bed.app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: { origin: TEST_PUBLIC_URL },
        payload: bookingRequest(
          hotel.id,
          [{ room: suite, quantity: 1 }],
          stayFrom(fromToday, nights),
          { email },
        ),
      });
      return { ...(response.json() as { reference: string; bookingId: string }), email };
    };
    const kept = await bookHere(2, 3); // ₦30,000 paid, cancelled late: ₦10,000 kept
    const paidOut = await bookHere(5, 2); // ₦20,000 paid, cancelled by the owner: nothing kept
    const staying = await bookHere(8, 1); // ₦10,000 paid, still on
    // This testbed's payments are test payments (its gateway's sk_test_ key): money that is not
    // revenue. The same stays paid in cash, confirmed by the owner, are.
    for (const booked of [kept, paidOut, staying]) await payOnline(bed, booked);
    const keptCash = await bookHere(11, 3); // ₦30,000 cash, cancelled late: ₦10,000 kept
    const stayingCash = await bookHere(14, 1); // ₦10,000 cash, still on
    for (const booked of [keptCash, stayingCash])
      expect(
        (
          await bed.app.inject({
            method: 'PUT',
            url: `/api/v1/bookings/status/${booked.bookingId}`,
            headers: { cookie: boss.cookie, origin: TEST_PUBLIC_URL },
            payload: { paymentStatus: 'paid' },
          })
        ).statusCode,
      ).toBe(200);

    for (const [late, fromToday] of [
      [kept, 2],
      [keptCash, 11],
    ] as const) {
      clock.at = new Date(checkInInstant(addDays(lagosToday(), fromToday)).getTime() - 47 * HOUR);
      expect((await cancel(bed.app, late.reference, { email: late.email })).json()).toMatchObject({
        keptAmount: 10_000,
      });
    }
    clock.at = undefined;
    const byOwner = await cancel(
      bed.app,
      paidOut.reference,
      { reason: 'Closed for repairs' },
      { who: boss },
    );
    expect(byOwner.statusCode).toBe(200);

    const dashboard = ZOwnerDashboard.parse(
      (
        await bed.app.inject({ url: '/api/v1/owner/dashboard', headers: { cookie: boss.cookie } })
      ).json(),
    );
    expect(dashboard).toMatchObject({
      totalBookings: 2,
      // the cash stay and the cash cancellation's kept night
      totalRevenue: 20_000,
      // the test-paid stay and the test-paid cancellation's kept night
      testPaymentsAmount: 20_000,
    });
    expect(dashboard.bookings.map((b) => b.status).sort()).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'confirmed',
      'confirmed',
    ]);
    const series = ZOwnerDashboardSeries.parse(
      (
        await bed.app.inject({
          url: '/api/v1/owner/dashboard/series',
          headers: { cookie: boss.cookie },
        })
      ).json(),
    );
    const on = (fromToday: number) =>
      series.find((p) => p.date === addDays(lagosToday(), fromToday))!;
    // Test-paid: nothing earned, on the kept night or the night stayed.
    expect(on(2)).toMatchObject({ revenue: 0, occupiedUnits: 0 });
    expect(on(3)).toMatchObject({ revenue: 0, occupiedUnits: 0 });
    expect(on(5)).toMatchObject({ revenue: 0, occupiedUnits: 0 });
    expect(on(8)).toMatchObject({ revenue: 0, occupiedUnits: 1 });
    // Cash: the kept night on the check-in night, and the night stayed.
    expect(on(11)).toMatchObject({ revenue: 10_000, occupiedUnits: 0 });
    expect(on(12)).toMatchObject({ revenue: 0, occupiedUnits: 0 });
    expect(on(14)).toMatchObject({ revenue: 10_000, occupiedUnits: 1 });
  });
});
