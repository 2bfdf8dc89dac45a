import { beforeAll, describe, expect, it } from 'vitest';
import { ZOwnerDashboard, ZOwnerDashboardSeries } from '@waka/shared/bookings/booking-lists';
import { addDays, lagosToday } from '@waka/shared/dates';
import type { App } from '../../src/app';
import { createCar, createHotel, createRoom } from '../../src/db/seed/factories';
import { as, signUp, type SignedIn } from '../support/accounts';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import {
  checkout,
  createPaymentsTestbed,
  startPayment,
  verifyPayment,
  type PaymentsTestbed,
} from '../support/payments-testbed';
import { testEngine, TEST_PUBLIC_URL } from '../support/test-app';
import { carBookingRequest, pickupOn, postCarBooking } from '../cars/car-requests';

/*
 * A test payment (payments.test_mode: the test gateway, or Paystack's
 * sk_test_ keys) moves no money, so it never counts as an owner's revenue:
 * not in Total Revenue, not in the nightly series, not in the car hires'
 * figures. The dashboard says how much it left out; the receipt still says
 * "Test payment". Cash and pay-at-hotel money, and live payments, count.
 */

const NIGHT_KOBO = 1_000_000;
const HIRE_HOURS = 5;
const HOURLY_KOBO = 200_000;

type Owned = { owner: SignedIn; hotelId: string; room: Awaited<ReturnType<typeof createRoom>> };

async function ownerWithRoomAndCar(bed: PaymentsTestbed) {
  const owner = await signUp(bed.app, 'hotelOwner');
  const hotel = await createHotel(bed.db, owner.userId);
  const room = await createRoom(bed.db, hotel.id, { roomQuantity: 5, roomPriceKobo: NIGHT_KOBO });
  const car = await createCar(bed.db, owner.userId, {
    hourlyRateKobo: HOURLY_KOBO,
    dailyRateKobo: HOURLY_KOBO * 24,
    weeklyRateKobo: HOURLY_KOBO * 24 * 7,
  });
  return { owner, hotelId: hotel.id, room, car };
}

async function bookStay(app: App, owned: Owned, fromToday: number, nights: number) {
  const email = `guest-${Math.random().toString(36).slice(2, 10)}@example.ng`;
  const response = await postBooking(
    app,
    bookingRequest(
      owned.hotelId,
      [{ room: owned.room, quantity: 1 }],
      stayFrom(fromToday, nights),
      {
        email,
      },
    ),
  );
  expect(response.statusCode, response.body).toBe(201);
  const made = response.json() as { reference: string; bookingId: string };
  return { ...made, email };
}

async function hire(app: App, car: { id: string; hourlyRateKobo: number }, fromToday: number) {
  const email = `renter-${Math.random().toString(36).slice(2, 10)}@example.ng`;
  const response = await postCarBooking(
    app,
    carBookingRequest(car, pickupOn(fromToday), HIRE_HOURS, { email }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const made = response.json() as { reference: string; bookingId: string; totalPrice: number };
  return { ...made, email };
}

/** Paid online through the gateway, as the guest's browser would, and settled by the callback's verify. */
async function payOnline(bed: PaymentsTestbed, booking: { reference: string; email: string }) {
  const started = await startPayment(bed.app, booking);
  expect(started.statusCode, started.body).toBe(201);
  const { authorizationUrl, paymentReference } = started.json();
  expect((await checkout(authorizationUrl, 'pay')).status).toBe(302);
  expect((await verifyPayment(bed.app, paymentReference)).statusCode).toBe(200);
}

/** The owner's confirmation of cash received (at the hotel, at pickup, or a transfer). */
async function confirmCash(app: App, owner: SignedIn, path: string, id: string) {
  const confirmed = await app.inject({
    method: 'PUT',
    url: `/api/v1/${path}/status/${id}`,
    headers: as(owner),
    payload: { paymentStatus: 'paid' },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

const dashboardOf = async (app: App, owner: SignedIn) =>
  ZOwnerDashboard.parse(
    (await app.inject({ url: '/api/v1/owner/dashboard', headers: as(owner) })).json(),
  );

const seriesOf = async (app: App, owner: SignedIn) => {
  const series = ZOwnerDashboardSeries.parse(
    (await app.inject({ url: '/api/v1/owner/dashboard/series', headers: as(owner) })).json(),
  );
  return (fromToday: number) =>
    series.find((point) => point.date === addDays(lagosToday(), fromToday))!;
};

describe(`test payments are not revenue (${testEngine})`, () => {
  let bed: PaymentsTestbed;
  let owned: Awaited<ReturnType<typeof ownerWithRoomAndCar>>;
  let testHire: Awaited<ReturnType<typeof hire>>;
  let cashHire: Awaited<ReturnType<typeof hire>>;
  let testStay: Awaited<ReturnType<typeof bookStay>>;

  beforeAll(async () => {
    // The gateway's sk_test_ key: every online payment here is a test payment.
    bed = await createPaymentsTestbed();
    owned = await ownerWithRoomAndCar(bed);
    expect(bed.app.payments.testMode).toBe(true);

    testStay = await bookStay(bed.app, owned, 2, 2);
    await payOnline(bed, testStay);
    const cashStay = await bookStay(bed.app, owned, 5, 1);
    await confirmCash(bed.app, owned.owner, 'bookings', cashStay.bookingId);
    // A no-show paid online keeps its first night and refunds the rest: the kept night is test money too.
    const absent = await bookStay(bed.app, owned, 0, 2);
    await payOnline(bed, absent);
    const marked = await bed.app.inject({
      method: 'POST',
      url: `/api/v1/owner/bookings/${absent.bookingId}/no-show`,
      headers: as(owned.owner),
    });
    expect(marked.json()).toMatchObject({ keptAmount: 10_000, refundAmount: 10_000 });

    testHire = await hire(bed.app, owned.car, 3);
    await payOnline(bed, testHire);
    cashHire = await hire(bed.app, owned.car, 6);
    await confirmCash(bed.app, owned.owner, 'carbooking', cashHire.bookingId);
  });

  it('leaves test payments out of Total Revenue, counts the cash, and says what it left out', async () => {
    const dashboard = await dashboardOf(bed.app, owned.owner);
    expect(dashboard).toMatchObject({
      totalBookings: 3,
      // the cash stay's one night
      totalRevenue: 10_000,
      // the test stay's two nights and the no-show's kept night
      testPaymentsAmount: 30_000,
      unpaidAmount: 0,
      unpaidBookings: 0,
    });
    expect(cashHire.totalPrice).toBe(testHire.totalPrice);
    expect(dashboard.carHires).toEqual({
      totalBookings: 2,
      totalRevenue: cashHire.totalPrice,
      testPaymentsAmount: testHire.totalPrice,
      unpaidAmount: 0,
      unpaidBookings: 0,
    });
  });

  it('leaves test payments out of the nightly series and the car hires’ days', async () => {
    const on = await seriesOf(bed.app, owned.owner);
    expect(on(0)).toMatchObject({ revenue: 0, occupiedUnits: 1 });
    expect(on(2)).toMatchObject({ revenue: 0, occupiedUnits: 1 });
    expect(on(3)).toMatchObject({ revenue: 0, occupiedUnits: 1, carHireRevenue: 0 });
    expect(on(5)).toMatchObject({ revenue: 10_000, occupiedUnits: 1 });
    expect(on(6)).toMatchObject({ carHireRevenue: cashHire.totalPrice });
  });

  it('still marks the booking paid, and its receipt says "Test payment"', async () => {
    const receipt = await bed.app.inject({
      url: `/api/v1/bookings/${testStay.reference}?email=${encodeURIComponent(testStay.email)}`,
    });
    expect(receipt.json()).toMatchObject({ paymentStatus: 'paid', testPayment: true });
    const hireReceipt = await bed.app.inject({
      url: `/api/v1/carbooking/${testHire.reference}?email=${encodeURIComponent(testHire.email)}`,
    });
    expect(hireReceipt.json()).toMatchObject({ paymentStatus: 'paid', testPayment: true });
  });

  it('reports no test money for an owner who has none', async () => {
    const other = await signUp(bed.app, 'hotelOwner');
    const dashboard = await dashboardOf(bed.app, other);
    expect(dashboard).toMatchObject({ totalRevenue: 0, testPaymentsAmount: 0 });
    expect(dashboard.carHires).toMatchObject({ totalRevenue: 0, testPaymentsAmount: 0 });
  });
});

describe(`live payments are revenue (${testEngine})`, () => {
  it('counts a payment made with a live key in Total Revenue and the series', async () => {
    const bed = await createPaymentsTestbed({ secret: 'sk_live_waka_gateway_as_live' });
    expect(bed.app.payments.testMode).toBe(false);
    const owned = await ownerWithRoomAndCar(bed);
    const stay = await bookStay(bed.app, owned, 4, 1);
    await payOnline(bed, stay);
    const dashboard = await dashboardOf(bed.app, owned.owner);
    expect(dashboard).toMatchObject({ totalRevenue: 10_000, testPaymentsAmount: 0 });
    expect((await seriesOf(bed.app, owned.owner))(4)).toMatchObject({ revenue: 10_000 });
    const receipt = await bed.app.inject({
      url: `/api/v1/bookings/${stay.reference}?email=${encodeURIComponent(stay.email)}`,
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(receipt.json()).toMatchObject({ paymentStatus: 'paid', testPayment: false });
  });
});
