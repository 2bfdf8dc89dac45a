import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ZOwnerDashboard, ZOwnerDashboardSeries } from '@waka/shared/bookings/booking-lists';
import { ZMyCarHireList } from '@waka/shared/cars/my-car-hires';
import { addDays } from '@waka/shared/dates';
import { createCar } from '../../src/db/seed/factories';
import { findMail } from '../../src/lib/mail/mail-outbox-repository';
import { as, signUp, type SignedIn } from '../support/accounts';
import { TEST_PUBLIC_URL } from '../support/test-app';
import { carBookingRequest, pickupOn, postCarBooking } from './car-requests';
import { useOwnersApp, ctx, customer, rival } from '../support/owners-app';
import { newCar } from './car-booking-fixtures';

/*
 * A car hire is a booking like a stay
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md): listed in its
 * customer's My Bookings, counted on its owner's dashboard, and its
 * confirmation links to its receipt with the lines it was charged.
 */

useOwnersApp();

const rates = { hourlyRateKobo: 350_000, dailyRateKobo: 4_200_000, weeklyRateKobo: 25_000_000 };
const threeDays = (fromToday: number) => ({
  returnDate: addDays(pickupOn(fromToday).pickupDate, 3),
  returnTime: '10:00',
});

async function hire(
  car: Awaited<ReturnType<typeof newCar>>,
  fromToday: number,
  length: Parameters<typeof carBookingRequest>[2],
  options: { cookie?: string; email?: string } = {},
) {
  const response = await postCarBooking(
    ctx.app,
    carBookingRequest(car, pickupOn(fromToday, '10:00'), length, {
      ...(options.email ? { email: options.email } : {}),
    }),
    { cookie: options.cookie },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { bookingId: string; reference: string; totalPrice: number };
}

const get = (url: string, who?: SignedIn) => ctx.app.inject({ url, headers: as(who) });

describe('GET /api/v1/carbooking/mine', () => {
  it("lists the signed-in customer's own hires, newest made first, as their receipts tell them", async () => {
    const car = await newCar({ ...rates, carImage: '/media/demo/cars/car-07.webp' });
    const first = await hire(car, 10, 2, { cookie: customer.cookie });
    const second = await hire(car, 20, threeDays(20), { cookie: customer.cookie });
    // Made without signing in, with the customer's email: not the account's.
    await hire(car, 30, 2, { email: customer.email });

    const response = await get('/api/v1/carbooking/mine', customer);
    expect(response.statusCode).toBe(200);
    const mine = ZMyCarHireList.parse(response.json());
    expect(mine.map((h) => h.reference)).toEqual([second.reference, first.reference]);
    expect(mine[0]).toMatchObject({
      carImage: '/media/demo/cars/car-07.webp',
      hours: 72,
      totalPrice: 126_000,
      priceLines: [{ unit: 'day', count: 3, amount: 126_000 }],
      status: 'confirmed',
      paymentStatus: 'not paid',
    });
  });

  it('answers another customer nothing of it, and a guest 401', async () => {
    const other = await signUp(ctx.app, 'customer');
    expect((await get('/api/v1/carbooking/mine', other)).json()).toEqual([]);
    expect((await get('/api/v1/carbooking/mine')).statusCode).toBe(401);
  });
});

describe("the owner's dashboard counts car hires", () => {
  it('adds the hires’ count, earnings and money owed apart, and their earnings on the pickup day', async () => {
    const carOwner = await signUp(ctx.app, 'hotelOwner');
    const car = await createCar(ctx.db, carOwner.userId, rates);
    const paid = await hire(car, 5, threeDays(5));
    const owed = await hire(car, 12, 4);
    const dropped = await hire(car, 20, 2, { email: 'drops@example.ng' });
    const confirmed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/carbooking/status/${paid.bookingId}`,
      headers: as(carOwner),
      payload: { paymentStatus: 'paid' },
    });
    expect(confirmed.json()).toEqual({ paymentStatus: 'paid' });
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/carbooking/${dropped.reference}/cancel`,
      headers: { origin: TEST_PUBLIC_URL },
      payload: { email: 'drops@example.ng' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const dashboard = ZOwnerDashboard.parse(
      (await get('/api/v1/owner/dashboard', carOwner)).json(),
    );
    expect(dashboard).toMatchObject({
      totalBookings: 0,
      totalRevenue: 0,
      bookings: [],
      carHires: {
        totalBookings: 2,
        // confirmed by the owner: cash, not a test payment
        totalRevenue: 126_000,
        testPaymentsAmount: 0,
        unpaidAmount: owed.totalPrice,
        unpaidBookings: 1,
      },
    });
    const series = ZOwnerDashboardSeries.parse(
      (await get('/api/v1/owner/dashboard/series', carOwner)).json(),
    );
    const earning = series.filter((point) => point.carHireRevenue > 0);
    expect(earning).toEqual([
      expect.objectContaining({ date: pickupOn(5).pickupDate, carHireRevenue: 126_000 }),
    ]);
    // Another owner's dashboard holds none of it.
    expect((await get('/api/v1/owner/dashboard', rival)).json().carHires).toEqual({
      totalBookings: 0,
      totalRevenue: 0,
      testPaymentsAmount: 0,
      unpaidAmount: 0,
      unpaidBookings: 0,
    });
  });
});

describe('the confirmation mail', () => {
  it('shows the lines charged and links to the car hire receipt', async () => {
    const car = await newCar(rates);
    const booked = await hire(car, 40, threeDays(40), { email: 'ada+cars@example.ng' });
    const confirmation = (await findMail(ctx.db)).find(
      (m) => m.kind === 'car-booking-confirmation' && m.subject.includes(booked.reference),
    )!;
    expect(confirmation.textBody).toContain('3 days × ₦42,000.00: ₦126,000.00');
    expect(confirmation.textBody).toContain('Total: ₦126,000.00');
    expect(confirmation.textBody).toContain(
      `${TEST_PUBLIC_URL}/car-hire-receipt?reference=${booked.reference}&email=ada%2Bcars%40example.ng`,
    );
  });
});

describe('GET /api/v1/carbooking/{reference}/receipt.pdf', () => {
  it('answers the hire as a PDF with its window and lines, for its email only', async () => {
    const car = await newCar({ ...rates, make: 'Toyota', model: 'Hilux', year: 2023 });
    const booked = await hire(car, 45, threeDays(45));
    const url = `/api/v1/carbooking/${booked.reference}/receipt.pdf`;
    const pdf = await ctx.app.inject({ url: `${url}?email=musa.danjuma@example.ng` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Read it as a person's PDF viewer would (poppler's pdftotext).
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: pdf.rawPayload,
    }).toString();
    expect(text).toContain(booked.reference);
    expect(text).toContain('Toyota Hilux 2023');
    expect(text).toContain('3 days × ₦42,000.00 = ₦126,000.00');
    expect(text).toContain('Total: ₦126,000.00');
    const wrong = await ctx.app.inject({ url: `${url}?email=x@example.ng` });
    expect(wrong.statusCode).toBe(404);
  });
});
