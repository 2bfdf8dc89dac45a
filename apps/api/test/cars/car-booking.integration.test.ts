import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosToday } from '@waka/shared/dates';
import { ZCarBooking } from '@waka/shared/cars/car-booking';
import { ZOwnerCarBookingList } from '@waka/shared/cars/car-lists';
import { dayFirst, lagosInstant } from '@waka/shared/cars/pickup-window';
import { lagosWallClock } from '@waka/shared/dates';
import { carBookings } from '../../src/db/schema/cars';
import { createCar } from '../../src/db/seed/factories';
import { insertCarBooking } from '../../src/features/car-bookings/car-booking-repository';
import { findMail } from '../../src/lib/mail/mail-outbox-repository';
import { signUp, type SignedIn } from '../support/accounts';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../support/test-app';
import { carBookingRequest, pickupOn, postCarBooking } from './car-requests';

let ctx: TestContext;
let owner: SignedIn;
let rival: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, rival, customer] = await Promise.all([
    signUp(ctx.app, 'hotelOwner'),
    signUp(ctx.app, 'hotelOwner'),
    signUp(ctx.app, 'customer'),
  ]);
});

const newCar = (overrides: Parameters<typeof createCar>[2] = {}) =>
  createCar(ctx.db, owner.userId, { hourlyRateKobo: 450_050, ...overrides });
const bookingsOf = (carId: string) =>
  ctx.db.select().from(carBookings).where(eq(carBookings.carId, carId));
const ownerList = (who: SignedIn, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/carbooking/owner${query}`,
    headers: { cookie: who.cookie, origin: TEST_PUBLIC_URL },
  });

describe('POST /api/v1/carbooking/book', () => {
  it('books a car by the hour: 201 with the reference, the Lagos window and the server’s total', async () => {
    const car = await newCar({
      make: 'Lexus',
      model: 'RX 350',
      year: 2022,
      licensePlate: 'LEX-350-AB',
    });
    const pickup = pickupOn(6, '10:00');
    const response = await postCarBooking(
      ctx.app,
      carBookingRequest(car, pickup, 3, { specialRequests: 'Child seat, please' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const booking = ZCarBooking.parse(response.json());
    expect(booking).toMatchObject({
      carId: car.id,
      carName: 'Lexus RX 350 2022',
      licensePlate: 'LEX-350-AB',
      pickupDate: pickup.pickupDate,
      pickupTime: '10:00',
      returnDate: pickup.pickupDate,
      returnTime: '13:00',
      hours: 3,
      hourlyRate: 4_500.5,
      totalPrice: 13_501.5,
      fullName: 'Musa Danjuma',
      specialRequests: 'Child seat, please',
      status: 'confirmed',
    });
    expect(booking.reference).toMatch(/^WC-[0-9A-HJKMNP-TV-Z]{8}$/);
    const [row] = await bookingsOf(car.id);
    expect(row).toMatchObject({
      id: booking.bookingId,
      totalPriceKobo: 1_350_150,
      hours: 3,
      userId: null,
    });
    // 10:00 in Lagos (UTC+1) is 09:00 UTC.
    expect(row!.pickupAt.toISOString()).toBe(`${pickup.pickupDate}T09:00:00.000Z`);
    expect(row!.returnAt.toISOString()).toBe(`${pickup.pickupDate}T12:00:00.000Z`);
  });

  it('links the booking to the account when a customer is signed in', async () => {
    const car = await newCar();
    const response = await postCarBooking(ctx.app, carBookingRequest(car, pickupOn(6), 1), {
      cookie: customer.cookie,
    });
    expect(response.statusCode).toBe(201);
    expect((await bookingsOf(car.id))[0]!.userId).toBe(customer.userId);
  });

  it('refuses a changed totalPrice (409, the D4 words) and stores nothing', async () => {
    const car = await newCar();
    for (const totalPrice of [13_501.49, 13_500, 0]) {
      const response = await postCarBooking(
        ctx.app,
        carBookingRequest(car, pickupOn(7), 3, { totalPrice }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'PRICE_CHANGED',
        message: 'Prices have changed; please review your selection',
      });
    }
    expect(await bookingsOf(car.id)).toEqual([]);
  });

  it('refuses 0 and 25 hours, and part hours, with the spec’s words', async () => {
    const car = await newCar();
    const cases: [unknown, string][] = [
      [0, 'Minimum 1 hour'],
      [25, 'Maximum 24 hours'],
      [1.5, 'Hours must be a whole number'],
      ['', 'Hours required'],
    ];
    for (const [hours, message] of cases) {
      const response = await postCarBooking(ctx.app, {
        ...carBookingRequest(car, pickupOn(7), 1),
        hours,
      });
      expect(response.statusCode, String(hours)).toBe(400);
      expect(response.json().fields.hours).toBe(message);
    }
    expect(
      (await postCarBooking(ctx.app, carBookingRequest(car, pickupOn(8), 24))).statusCode,
    ).toBe(201);
    expect(await bookingsOf(car.id)).toHaveLength(1);
  });

  it('refuses a pickup in the past on a Lagos clock: an earlier day, or an hour already gone today', async () => {
    const car = await newCar();
    const yesterday = await postCarBooking(
      ctx.app,
      carBookingRequest(car, pickupOn(-1, '23:00'), 2),
    );
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().fields).toEqual({ pickupDate: 'Pickup date must be in the future' });

    // This hour's o'clock is already gone (unless it is exactly hh:00:00.000).
    const now = lagosWallClock(new Date());
    const thisHour = `${now.time.slice(0, 2)}:00`;
    const earlierToday = await postCarBooking(
      ctx.app,
      carBookingRequest(car, { pickupDate: lagosToday(), pickupTime: thisHour }, 2),
    );
    expect(earlierToday.statusCode).toBe(400);
    expect(earlierToday.json().fields).toEqual({ pickupTime: 'Pickup time must be in the future' });

    const later = lagosInstant(lagosToday(), thisHour).getTime() + 2 * 3_600_000;
    const laterClock = lagosWallClock(new Date(later));
    const soon = await postCarBooking(
      ctx.app,
      carBookingRequest(car, { pickupDate: laterClock.date, pickupTime: laterClock.time }, 1),
    );
    expect(soon.statusCode, soon.body).toBe(201);
    expect(await bookingsOf(car.id)).toHaveLength(1);
  });

  const messageCases: [field: string, value: unknown, message: string][] = [
    ['pickupDate', undefined, 'Pickup date is required'],
    ['pickupDate', '', 'Pickup date is required'],
    ['pickupDate', '2027-02-30', 'Use a real date written YYYY-MM-DD'],
    ['pickupTime', undefined, 'Pickup time is required'],
    ['pickupTime', '10:30', 'Choose a whole hour from 00:00 to 23:00'],
    ['pickupTime', '24:00', 'Choose a whole hour from 00:00 to 23:00'],
    ['hours', undefined, 'Hours required'],
    ['fullName', ' ', 'Full name is required'],
    ['phone', '', 'Phone number is required'],
    ['phone', '0803-123-4567', 'Must be only digits'],
    ['phone', '080312345', 'Must be at least 10 digits'],
    ['email', '', 'Email is required'],
    ['email', 'musa@', 'Invalid email address'],
    ['specialRequests', 'x'.repeat(201), 'Maximum 200 characters'],
    ['carId', 'not-a-car', 'carId must be a car id'],
  ];

  it.each(messageCases)(
    'refuses %s = %j with 400 and the words "%s"',
    async (field, value, message) => {
      const car = await newCar();
      const body: Record<string, unknown> = {
        ...carBookingRequest(car, pickupOn(7), 2),
        [field]: value,
      };
      if (value === undefined) delete body[field];
      const response = await postCarBooking(ctx.app, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field], response.body).toBe(message);
      expect(await bookingsOf(car.id)).toEqual([]);
    },
  );

  it('takes exactly 200 characters of special requests', async () => {
    const car = await newCar();
    const response = await postCarBooking(
      ctx.app,
      carBookingRequest(car, pickupOn(7), 2, { specialRequests: 'y'.repeat(200) }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 for a car that does not exist', async () => {
    const ghost = { id: '00000000-0000-4000-8000-000000000000', hourlyRateKobo: 100_000 };
    const response = await postCarBooking(ctx.app, carBookingRequest(ghost, pickupOn(7), 2));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Car was not found');
  });
});

describe('one car, one hire at a time (D3)', () => {
  it('refuses an overlapping window with 409 and words a traveller understands', async () => {
    const car = await newCar();
    const day = pickupOn(10).pickupDate;
    expect(
      (
        await postCarBooking(
          ctx.app,
          carBookingRequest(car, { pickupDate: day, pickupTime: '10:00' }, 2),
        )
      ).statusCode,
    ).toBe(201);
    for (const [time, hours] of [
      ['10:00', 2],
      ['11:00', 1],
      ['09:00', 2],
      ['08:00', 5],
    ] as const) {
      const response = await postCarBooking(
        ctx.app,
        carBookingRequest(car, { pickupDate: day, pickupTime: time }, hours),
      );
      expect(response.statusCode, `${time} for ${hours}h`).toBe(409);
      expect(response.json()).toEqual({
        error: 'CAR_ALREADY_BOOKED',
        message: `This car is already booked from 10:00 to 12:00 on ${dayFirst(day)}; please choose another time`,
      });
    }
    expect(await bookingsOf(car.id)).toHaveLength(1);
  });

  it('books back-to-back windows (10:00–12:00, then 12:00–14:00, and 08:00–10:00)', async () => {
    const car = await newCar();
    const day = pickupOn(11).pickupDate;
    for (const [time, hours] of [
      ['10:00', 2],
      ['12:00', 2],
      ['08:00', 2],
    ] as const) {
      const response = await postCarBooking(
        ctx.app,
        carBookingRequest(car, { pickupDate: day, pickupTime: time }, hours),
      );
      expect(response.statusCode, time).toBe(201);
    }
    expect(await bookingsOf(car.id)).toHaveLength(3);
  });

  it('sees a hire that crosses midnight (23:00 for 3 hours) on both days', async () => {
    const car = await newCar();
    const day = pickupOn(12).pickupDate;
    const next = addDays(day, 1);
    const late = await postCarBooking(
      ctx.app,
      carBookingRequest(car, { pickupDate: day, pickupTime: '23:00' }, 3),
    );
    expect(late.json()).toMatchObject({
      pickupDate: day,
      pickupTime: '23:00',
      returnDate: next,
      returnTime: '02:00',
    });

    const earlyNext = await postCarBooking(
      ctx.app,
      carBookingRequest(car, { pickupDate: next, pickupTime: '01:00' }, 2),
    );
    expect(earlyNext.statusCode).toBe(409);
    expect(earlyNext.json().message).toBe(
      `This car is already booked from 23:00 on ${dayFirst(day)} to 02:00 on ${dayFirst(next)}; please choose another time`,
    );
    expect(
      (
        await postCarBooking(
          ctx.app,
          carBookingRequest(car, { pickupDate: day, pickupTime: '22:00' }, 2),
        )
      ).statusCode,
    ).toBe(409);
    // A whole day before reaches into it too.
    expect(
      (
        await postCarBooking(
          ctx.app,
          carBookingRequest(car, { pickupDate: day, pickupTime: '00:00' }, 24),
        )
      ).statusCode,
    ).toBe(409);

    expect(
      (
        await postCarBooking(
          ctx.app,
          carBookingRequest(car, { pickupDate: next, pickupTime: '02:00' }, 2),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await postCarBooking(
          ctx.app,
          carBookingRequest(car, { pickupDate: day, pickupTime: '22:00' }, 1),
        )
      ).statusCode,
    ).toBe(201);
    expect(await bookingsOf(car.id)).toHaveLength(3);
  });

  it('lets another car take the same window, and a cancelled booking hold nothing', async () => {
    const [car, other] = [await newCar(), await newCar()];
    const pickup = pickupOn(13, '15:00');
    const window = { pickupAt: lagosInstant(pickup.pickupDate, pickup.pickupTime) };
    await insertCarBooking(ctx.db, {
      reference: 'WC-CANCELD1',
      carId: car.id,
      pickupAt: window.pickupAt,
      returnAt: new Date(window.pickupAt.getTime() + 4 * 3_600_000),
      hours: 4,
      fullName: 'Changed Mind',
      phone: '08030000000',
      email: 'changed@example.ng',
      totalPriceKobo: 4 * 450_050,
      status: 'cancelled',
    });
    expect((await postCarBooking(ctx.app, carBookingRequest(car, pickup, 2))).statusCode).toBe(201);
    expect((await postCarBooking(ctx.app, carBookingRequest(other, pickup, 2))).statusCode).toBe(
      201,
    );
  });
});

describe('Idempotency-Key (D6)', () => {
  it('answers a repeated key with the first answer and books once; a different request under it is refused', async () => {
    const car = await newCar();
    const request = carBookingRequest(car, pickupOn(14), 2);
    const first = await postCarBooking(ctx.app, request, { idempotencyKey: 'car-key-0001' });
    const again = await postCarBooking(ctx.app, request, { idempotencyKey: 'car-key-0001' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await bookingsOf(car.id)).toHaveLength(1);

    const changed = await postCarBooking(
      ctx.app,
      { ...request, hours: 3, totalPrice: request.totalPrice },
      { idempotencyKey: 'car-key-0001' },
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('does not keep a refusal: after a 409 the same key may succeed once the request is fixed', async () => {
    const car = await newCar();
    const request = carBookingRequest(car, pickupOn(14), 2);
    const wrongPrice = await postCarBooking(
      ctx.app,
      { ...request, totalPrice: 1 },
      { idempotencyKey: 'car-key-0002' },
    );
    expect(wrongPrice.statusCode).toBe(409);
    expect(
      (await postCarBooking(ctx.app, request, { idempotencyKey: 'car-key-0003' })).statusCode,
    ).toBe(201);
  });
});

describe('car booking mail (D7)', () => {
  it('queues one confirmation to the customer and one notice to the owner, in the booking’s transaction', async () => {
    const car = await newCar({
      make: 'Kia',
      model: 'Picanto',
      pickupAddress: 'Garki Area 11, Abuja',
    });
    const response = await postCarBooking(
      ctx.app,
      carBookingRequest(car, pickupOn(15, '09:00'), 4, { email: 'ngozi@example.ng' }),
    );
    const booking = ZCarBooking.parse(response.json());
    const mail = (await findMail(ctx.db)).filter((m) => m.subject.includes(booking.reference));
    expect(mail.map((m) => [m.kind, m.toAddress]).sort()).toEqual(
      [
        ['car-booking-confirmation', 'ngozi@example.ng'],
        ['car-booking-notice', owner.email.toLowerCase()],
      ].sort(),
    );
    const confirmation = mail.find((m) => m.kind === 'car-booking-confirmation')!;
    expect(confirmation.textBody).toContain(
      `Pickup: 09:00 on ${dayFirst(booking.pickupDate)} at Garki Area 11, Abuja`,
    );
    expect(confirmation.textBody).toContain('₦18,002.00');
    expect(mail.find((m) => m.kind === 'car-booking-notice')!.textBody).toContain(
      'Customer: Musa Danjuma, ngozi@example.ng, 08031234567',
    );
  });

  it('queues nothing for a refused booking', async () => {
    const car = await newCar();
    const before = (await findMail(ctx.db)).length;
    await postCarBooking(ctx.app, carBookingRequest(car, pickupOn(15), 2, { totalPrice: 1 }));
    expect((await findMail(ctx.db)).length).toBe(before);
  });
});

describe('GET /api/v1/carbooking/owner', () => {
  it("lists bookings of the owner's own cars, newest made first, with car, customer, pickup, hours, total and when made", async () => {
    const car = await createCar(ctx.db, rival.userId, {
      make: 'Toyota',
      model: 'HiAce',
      licensePlate: 'VAN-001-ZZ',
      hourlyRateKobo: 1_200_000,
    });
    const made: string[] = [];
    for (const day of [20, 21, 22]) {
      const response = await postCarBooking(
        ctx.app,
        carBookingRequest(car, pickupOn(day, '07:00'), 5, { fullName: `Renter ${String.fromCharCode(64 + day)}` }),
      );
      made.push(response.json().bookingId);
    }
    const response = await ownerList(rival);
    expect(response.statusCode).toBe(200);
    const rows = ZOwnerCarBookingList.parse(response.json());
    expect(rows.map((r) => r.bookingId)).toEqual([...made].reverse());
    expect(response.headers['x-total-count']).toBe('3');
    expect(rows[0]).toMatchObject({
      carId: car.id,
      make: 'Toyota',
      model: 'HiAce',
      licensePlate: 'VAN-001-ZZ',
      fullName: 'Renter V',
      pickupDate: pickupOn(22).pickupDate,
      pickupTime: '07:00',
      returnTime: '12:00',
      hours: 5,
      totalPrice: 60_000,
      status: 'confirmed',
    });
    expect(Date.parse(rows[0]!.createdDate)).not.toBeNaN();

    const page = await ownerList(rival, '?page=2&pageSize=2');
    expect(page.json().map((r: { bookingId: string }) => r.bookingId)).toEqual([made[0]]);
    expect(page.headers['x-total-count']).toBe('3');

    const others = ZOwnerCarBookingList.parse((await ownerList(owner)).json());
    expect(others.map((r) => r.carId)).not.toContain(car.id);
  });
});
