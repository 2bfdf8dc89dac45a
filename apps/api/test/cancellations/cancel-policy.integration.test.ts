import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZCancellation, ZCancellationQuote } from '@waka/shared/cancellation/cancellation';
import { CANCELLATION_MESSAGES } from '@waka/shared/cancellation/cancellation';
import { addDays } from '@waka/shared/dates';
import { cars } from '../../src/db/schema/cars';
import { createCar, createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { carBookingRequest, pickupOn, postCarBooking } from '../cars/car-requests';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { createPaymentsTestbed, type PaymentsTestbed } from '../support/payments-testbed';
import { testEngine } from '../support/test-app';
import {
  cancel,
  checkInInstant,
  clock,
  HOUR,
  MINUTE,
  payOnline,
  quote,
  refundsOf,
  testClock,
} from './cancel-fixtures';

/*
 * The cancellation policy at its edges, through the API
 * (docs/decisions/0023-cancellation-and-changes.md): free until exactly 48:00
 * before check-in at the hotel's check-in time, on the Lagos clock whatever
 * the server's own zone; later, the first night of each room line is kept.
 * Car hires: free until 24 hours before pickup, then the cheaper of a day and
 * a quarter. The app's clock is set per test; the quote and the cancel agree.
 */

let bed: PaymentsTestbed;
beforeAll(async () => {
  bed = await createPaymentsTestbed({ now: testClock });
});
afterEach(() => {
  clock.at = undefined;
});

/** A paid stay of two room lines: 2 × ₦32,000 and 1 × ₦50,000 a night, 2 nights (₦228,000). */
async function paidStayOfTwoLines(fromToday: number, checkInTime?: string) {
  const owner = await createUser(bed.db);
  const hotel = await createHotel(bed.db, owner.id, { checkInTime });
  const double = await createRoom(bed.db, hotel.id, { roomPriceKobo: 3_200_000, roomQuantity: 4 });
  const suite = await createRoom(bed.db, hotel.id, { roomPriceKobo: 5_000_000, roomQuantity: 2 });
  const stay = stayFrom(fromToday, 2);
  const email = `guest-${Math.random().toString(36).slice(2, 10)}@example.ng`;
  const request = bookingRequest(
    hotel.id,
    [
      { room: double, quantity: 2 },
      { room: suite, quantity: 1 },
    ],
    stay,
    { email },
  );
  const response = await postBooking(bed.app, request);
  expect(response.statusCode, response.body).toBe(201);
  const booked = { ...(response.json() as { reference: string; totalAmount: number }), email };
  expect(booked.totalAmount).toBe(228_000);
  const paymentReference = await payOnline(bed, booked);
  return { ...booked, stay, paymentReference };
}

describe.each([
  ['the machine’s own zone', undefined],
  ['a server in America/Los_Angeles', 'America/Los_Angeles'],
])(`a stay's free cancellation ends 48 hours before check-in, in %s (${testEngine})`, (_, zone) => {
  beforeAll(() => {
    // Node reads TZ again when it is assigned: every Date made after this is in that zone.
    if (zone) vi.stubEnv('TZ', zone);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('refunds everything at exactly 48:00 before check-in, and the quote said so', async () => {
    if (zone) expect(new Date('2027-01-15T12:00:00Z').getHours()).toBe(4);
    const booked = await paidStayOfTwoLines(3);
    clock.at = new Date(checkInInstant(booked.stay.checkIn).getTime() - 48 * HOUR);

    const quoted = ZCancellationQuote.parse(
      (await quote(bed.app, booked.reference, booked.email)).json(),
    );
    expect(quoted).toEqual({
      reference: booked.reference,
      free: true,
      freeUntil: clock.at.toISOString(),
      paidAmount: 228_000,
      chargeAmount: 0,
      keptAmount: 0,
      refundAmount: 228_000,
      cancellable: true,
    });
    const response = await cancel(bed.app, booked.reference, { email: booked.email });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZCancellation.parse(response.json())).toMatchObject({
      reference: booked.reference,
      status: 'cancelled',
      keptAmount: quoted.keptAmount,
      refundAmount: quoted.refundAmount,
      refundStatus: 'pending',
      cancelledBy: 'guest',
      reason: null,
    });
    expect(await refundsOf(bed.db, booked.paymentReference)).toEqual([
      { reason: 'booking cancelled', amountKobo: 22_800_000, status: 'to request' },
    ]);
  });

  it('keeps the first night of each room line at 47:59 before check-in, and the quote said so', async () => {
    const booked = await paidStayOfTwoLines(3);
    clock.at = new Date(checkInInstant(booked.stay.checkIn).getTime() - 48 * HOUR + MINUTE);

    const quoted = ZCancellationQuote.parse(
      (await quote(bed.app, booked.reference, booked.email)).json(),
    );
    expect(quoted).toMatchObject({
      free: false,
      paidAmount: 228_000,
      chargeAmount: 114_000,
      keptAmount: 114_000,
      refundAmount: 114_000,
      cancellable: true,
    });
    const response = await cancel(bed.app, booked.reference, { email: booked.email });
    expect(response.json()).toMatchObject({ keptAmount: 114_000, refundAmount: 114_000 });
    expect(await refundsOf(bed.db, booked.paymentReference)).toEqual([
      { reason: 'booking cancelled', amountKobo: 11_400_000, status: 'to request' },
    ]);
    const receipt = await bed.app.inject({
      url: `/api/v1/bookings/${booked.reference}?email=${encodeURIComponent(booked.email)}`,
    });
    expect(receipt.json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      refundStatus: 'pending',
      refundAmount: 114_000,
      cancellation: { cancelledBy: 'guest', keptAmount: 114_000, refundAmount: 114_000 },
    });
  });
});

describe(`the hotel's own check-in time, and the end of a guest's time (${testEngine})`, () => {
  it("counts the 48 hours from the hotel's check-in time, and refuses a guest from check-in on", async () => {
    const booked = await paidStayOfTwoLines(4, '10:30');
    const checkIn = checkInInstant(booked.stay.checkIn, '10:30');
    clock.at = new Date(checkIn.getTime() - 48 * HOUR);
    expect((await quote(bed.app, booked.reference, booked.email)).json().free).toBe(true);
    clock.at = new Date(checkIn.getTime() - 48 * HOUR + MINUTE);
    expect((await quote(bed.app, booked.reference, booked.email)).json().free).toBe(false);

    clock.at = checkIn;
    expect((await quote(bed.app, booked.reference, booked.email)).json().cancellable).toBe(false);
    const refused = await cancel(bed.app, booked.reference, { email: booked.email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CANCELLATION_MESSAGES.notCancellable);
    expect(await refundsOf(bed.db, booked.paymentReference)).toEqual([]);
  });
});

describe(`a car hire: free until 24 hours before pickup, then a day or a quarter (${testEngine})`, () => {
  /**
   * A paid hire from 10:00 five days ahead, `length` hours or until a return
   * date, of a car at ₦5,000 an hour with the rates given; `total` is what it
   * must cost.
   */
  async function paidHire(
    rates: Parameters<typeof createCar>[2],
    length: Parameters<typeof carBookingRequest>[2],
    total: number,
  ) {
    const owner = await createUser(bed.db);
    const car = await createCar(bed.db, owner.id, { hourlyRateKobo: 500_000, ...rates });
    const email = `renter-${Math.random().toString(36).slice(2, 10)}@example.ng`;
    const response = await postCarBooking(
      bed.app,
      carBookingRequest(car, pickupOn(5, '10:00'), length, { email }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const hired = {
      ...(response.json() as { reference: string; totalPrice: number; carId: string }),
      email,
    };
    expect(hired.totalPrice).toBe(total);
    const paymentReference = await payOnline(bed, hired);
    const pickupAt = checkInInstant(pickupOn(5).pickupDate, '10:00');
    return { ...hired, paymentReference, pickupAt };
  }
  /** 24 hours at ₦5,000 an hour (₦120,000): cheaper than the car's day of ₦150,000. */
  const dayOfHours = () => paidHire({ dailyRateKobo: 15_000_000 }, 24, 120_000);
  const daysLater = (days: number) => ({
    returnDate: addDays(pickupOn(5).pickupDate, days),
    returnTime: '10:00',
  });

  it('refunds everything at exactly 24 hours before pickup', async () => {
    const hired = await dayOfHours();
    clock.at = new Date(hired.pickupAt.getTime() - 24 * HOUR);
    const response = await cancel(bed.app, hired.reference, { email: hired.email });
    expect(response.json()).toMatchObject({ keptAmount: 0, refundAmount: 120_000 });
    expect(await refundsOf(bed.db, hired.paymentReference)).toMatchObject([
      { amountKobo: 12_000_000 },
    ]);
  });

  it('keeps a quarter of the hire when that is less than a day', async () => {
    const hired = await dayOfHours();
    clock.at = new Date(hired.pickupAt.getTime() - 24 * HOUR + MINUTE);
    const quoted = (await quote(bed.app, hired.reference, hired.email)).json();
    const response = await cancel(bed.app, hired.reference, { email: hired.email });
    expect(response.json()).toMatchObject({ keptAmount: 30_000, refundAmount: 90_000 });
    expect(quoted).toMatchObject({ free: false, keptAmount: 30_000, refundAmount: 90_000 });
    const receipt = await bed.app.inject({
      url: `/api/v1/carbooking/${hired.reference}?email=${encodeURIComponent(hired.email)}`,
    });
    expect(receipt.json()).toMatchObject({
      status: 'cancelled',
      cancellation: { cancelledBy: 'guest', keptAmount: 30_000, refundAmount: 90_000 },
    });
  });

  it('quotes a 3-day hire late: a quarter of its ₦126,000, less than its ₦42,000 day', async () => {
    const rates = { hourlyRateKobo: 350_000, dailyRateKobo: 4_200_000, weeklyRateKobo: 25_000_000 };
    const hired = await paidHire(rates, daysLater(3), 126_000);
    clock.at = new Date(hired.pickupAt.getTime() - 2 * HOUR);
    const quoted = (await quote(bed.app, hired.reference, hired.email)).json();
    expect(ZCancellationQuote.parse(quoted)).toMatchObject({
      free: false,
      paidAmount: 126_000,
      chargeAmount: 31_500,
      keptAmount: 31_500,
      refundAmount: 94_500,
      cancellable: true,
    });
  });

  it("keeps one day's rate, as it was when hired, when that is less than a quarter", async () => {
    // 8 days at ₦10,000 a day (₦80,000; a week is ₦360,000): a quarter is ₦20,000.
    const hired = await paidHire({ dailyRateKobo: 1_000_000 }, daysLater(8), 80_000);
    // The owner raises the day's rate after the hire: the hire keeps its own.
    await bed.db.update(cars).set({ dailyRateKobo: 10_000_000 }).where(eq(cars.id, hired.carId));
    clock.at = new Date(hired.pickupAt.getTime() - HOUR);
    const response = await cancel(bed.app, hired.reference, { email: hired.email });
    expect(response.json()).toMatchObject({ keptAmount: 10_000, refundAmount: 70_000 });
    clock.at = hired.pickupAt;
    const again = await cancel(bed.app, hired.reference, { email: hired.email });
    expect(again.json()).toEqual(response.json());
  });
});
