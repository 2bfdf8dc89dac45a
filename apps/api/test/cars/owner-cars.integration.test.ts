import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZCar, ZCarList } from '@waka/shared/cars/car';
import { CAR_MESSAGES, newestCarYear } from '@waka/shared/cars/register-car';
import { IMAGE_ADDRESS_MESSAGE } from '@waka/shared/hotels/listing-fields';
import { ZOwnerCarBookingList } from '@waka/shared/cars/car-lists';
import { carBookings, cars } from '../../src/db/schema/cars';
import { createCar } from '../../src/db/seed/factories';
import { insertCarBooking } from '../../src/features/car-bookings/car-booking-repository';
import {
  apiCaller,
  expectOwnersOnly,
  signUpOwnersAndCustomer,
  type SignedIn,
} from '../support/accounts';
import { createTestApp, type TestContext } from '../support/test-app';
import { carBookingRequest, carRegistration, pickupOn, postCarBooking } from './car-requests';

let ctx: TestContext;
let owner: SignedIn;
let rival: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ owner, rival, customer } = await signUpOwnersAndCustomer(ctx.app));
});

const call = apiCaller(() => ctx.app);

const carCount = async () => (await ctx.db.select({ n: count() }).from(cars))[0]!.n;

async function register(who: SignedIn, overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/cars/registration', who, carRegistration(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return ZCar.parse(response.json());
}

/** The edit modal's values for a car: the spec's edit spelling of the rates. */
function editValues(
  car: ReturnType<typeof ZCar.parse>,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    make: car.make,
    model: car.model,
    year: car.year,
    licensePlate: car.licensePlate,
    color: car.color,
    mileage: car.mileage,
    fuelType: car.fuelType,
    transmission: car.transmission,
    dailyRate: car.dailyRate,
    hourlyRate: car.hourlyRate,
    weeklyRate: car.weeklyRate,
    escortAvailable: car.escortAvailable,
    escortPrice: car.escortPrice,
    ...overrides,
  };
}

describe('POST /api/v1/cars/registration (owner)', () => {
  it('registers a car owned by the caller from the spec’s payload, answers 201 with its carId, and stores rates in kobo', async () => {
    const car = await register(owner, {
      licensePlate: 'ABJ-555-KX',
      state: 'federal capital territory',
      stateId: undefined,
      localGov: 'abuja municipal area council',
    });
    expect(car).toMatchObject({
      make: 'Toyota',
      model: 'Prado',
      year: 2022,
      licensePlate: 'ABJ-555-KX',
      mileage: 35_000,
      bodyType: 'SUV',
      category: 'Luxury',
      dailyRate: 150_000,
      hourlyRate: 15_000.5,
      weeklyRate: 900_000,
      escortAvailable: true,
      escortPrice: 20_000,
      state: 'Federal Capital Territory',
      stateId: 15,
      localGov: 'Abuja Municipal Area Council',
      city: 'Abuja',
    });
    const [row] = await ctx.db.select().from(cars).where(eq(cars.id, car.carId));
    expect(row).toMatchObject({
      ownerId: owner.userId,
      hourlyRateKobo: 1_500_050,
      escortPriceKobo: 2_000_000,
      deletedAt: null,
    });
    expect((await call('GET', `/cars/${car.carId}`)).json()).toMatchObject({
      carId: car.carId,
      licensePlate: 'ABJ-555-KX',
    });
  });

  it('takes the lower-case rate spelling too, and stores no escort fee without an escort', async () => {
    const body = carRegistration({
      hourlyRate: 12_000,
      weeklyRate: 600_000,
      escortAvailable: false,
      escortPrice: '',
    });
    delete body.HourlyRate;
    delete body.WeeklyRate;
    const response = await call('POST', '/cars/registration', owner, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      hourlyRate: 12_000,
      weeklyRate: 600_000,
      escortAvailable: false,
      escortPrice: null,
    });
  });

  const missing = undefined;
  const nextYear = newestCarYear();
  const messageCases: [field: string, value: unknown, message: string][] = [
    ['make', missing, 'Make is required'],
    ['make', '  ', 'Make is required'],
    ['model', '', 'Model is required'],
    ['year', missing, 'Year is required'],
    ['year', '', 'Year is required'],
    ['year', 1999, 'Year must be 2000 or later'],
    ['year', nextYear + 1, 'Year cannot be in the future'],
    ['licensePlate', missing, 'License plate is required'],
    ['licensePlate', 'abj-123-kx', 'Invalid license plate format'],
    ['licensePlate', 'ABJ 123 KX', 'Invalid license plate format'],
    ['color', missing, 'Color is required'],
    ['color', 'Purple', CAR_MESSAGES.unknownColor],
    ['mileage', '', 'Mileage is required'],
    ['mileage', -1, 'Mileage cannot be negative'],
    ['fuelType', '', 'Fuel type is required'],
    ['transmission', missing, 'Transmission is required'],
    ['bodyType', missing, 'Body type is required'],
    ['bodyType', 'Tank', CAR_MESSAGES.unknownBodyType],
    ['category', '', 'Category is required'],
    ['dailyRate', missing, 'Daily rate is required'],
    ['dailyRate', 9.99, 'Must be at least ₦10'],
    ['HourlyRate', '', 'Hourly rate is required'],
    ['HourlyRate', 5, 'Must be at least ₦10'],
    ['HourlyRate', 10.005, 'Must have at most 2 decimal places'],
    ['WeeklyRate', 0, 'Must be at least ₦1'],
    ['escortPrice', '', 'Escort price is required when escort is available'],
    ['escortPrice', 0.5, 'Must be at least ₦1'],
    ['carImage', missing, 'Image URL is required'],
    ['carImage', 'not a web address', IMAGE_ADDRESS_MESSAGE],
    ['pickupAddress', '', 'Please enter a pickup address'],
    ['state', missing, 'State is required'],
    ['localGov', '', 'Local government is required'],
    ['city', missing, 'City is required'],
  ];

  it.each(messageCases)(
    'refuses %s = %j with 400 and the words "%s", writing nothing',
    async (field, value, message) => {
      const before = await carCount();
      const body = carRegistration({ [field]: value });
      if (value === undefined) delete body[field];
      const response = await call('POST', '/cars/registration', owner, body);
      expect(response.statusCode).toBe(400);
      const error = response.json();
      expect(error).toMatchObject({ error: 'VALIDATION_FAILED' });
      expect(error.fields[field], JSON.stringify(error)).toBe(message);
      expect(await carCount()).toBe(before);
    },
  );

  it('requires each rate under either spelling', async () => {
    const body = carRegistration();
    delete body.HourlyRate;
    delete body.WeeklyRate;
    const response = await call('POST', '/cars/registration', owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      hourlyRate: 'Hourly rate is required',
      weeklyRate: 'Weekly rate is required',
    });
  });

  it('accepts next year’s model, and refuses a place that is not a Nigerian state and its local government', async () => {
    expect((await register(owner, { year: nextYear })).year).toBe(nextYear);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ state: 'Atlantis', stateId: undefined }, 'state', CAR_MESSAGES.unknownState],
      [{ state: 'Kano', stateId: 15 }, 'state', CAR_MESSAGES.stateMismatch],
      [{ localGov: 'Ikeja' }, 'localGov', 'Choose a local government of Federal Capital Territory'],
    ];
    const before = await carCount();
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', '/cars/registration', owner, carRegistration(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'VALIDATION_FAILED',
        fields: { [field]: message },
      });
    }
    expect(await carCount()).toBe(before);
  });

  it('refuses a plate another listed car has (409), and frees it once that car is deleted', async () => {
    const first = await register(owner, { licensePlate: 'FCT-100-AA' });
    const again = await call(
      'POST',
      '/cars/registration',
      rival,
      carRegistration({ licensePlate: 'FCT-100-AA' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'LICENSE_PLATE_TAKEN',
      message: 'A car with license plate FCT-100-AA is already registered',
      fields: { licensePlate: 'A car with license plate FCT-100-AA is already registered' },
    });
    expect((await call('DELETE', `/cars/${first.carId}`, owner)).statusCode).toBe(204);
    expect((await register(rival, { licensePlate: 'FCT-100-AA' })).licensePlate).toBe('FCT-100-AA');
  });
});

describe('who may manage cars (D10)', () => {
  let ownersCar: ReturnType<typeof ZCar.parse>;
  beforeAll(async () => {
    ownersCar = await register(owner, { model: 'Guarded' });
  });

  it('answers 401 to a guest and 403 to a customer on every owner call, and writes nothing', async () => {
    const before = await carCount();
    const attempts = [
      ['POST', '/cars/registration', carRegistration()],
      ['PUT', `/cars/${ownersCar.carId}`, editValues(ownersCar)],
      ['DELETE', `/cars/${ownersCar.carId}`, undefined],
      ['GET', '/cars/owner', undefined],
      ['GET', '/carbooking/owner', undefined],
    ] as const;
    await expectOwnersOnly(call, customer, attempts);
    expect(await carCount()).toBe(before);
  });

  it("gives another owner 404 on this owner's car and leaves it unchanged", async () => {
    expect(
      (
        await call(
          'PUT',
          `/cars/${ownersCar.carId}`,
          rival,
          editValues(ownersCar, { model: 'Stolen' }),
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/cars/${ownersCar.carId}`, rival)).statusCode).toBe(404);
    expect((await call('GET', `/cars/${ownersCar.carId}`)).json().model).toBe('Guarded');
  });

  it("lists an owner's own listed cars only, newest first", async () => {
    const rivalCar = await register(rival, { model: 'Rival Ride' });
    const newest = await register(owner, { model: 'Newest Ride' });
    const mine = ZCarList.parse((await call('GET', '/cars/owner', owner)).json());
    expect(mine[0]!.carId).toBe(newest.carId);
    expect(mine.map((c) => c.carId)).toContain(ownersCar.carId);
    expect(mine.map((c) => c.carId)).not.toContain(rivalCar.carId);
    const created = mine.map((c) => c.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });
});

describe('PUT /api/v1/cars/{carId} (owner)', () => {
  it('saves the edit values and keeps what the edit does not send', async () => {
    const car = await register(owner, { model: 'Before Edit', bodyType: 'Van', category: 'Van' });
    const response = await call(
      'PUT',
      `/cars/${car.carId}`,
      owner,
      editValues(car, { model: 'After Edit', hourlyRate: '1.5', mileage: 36_000 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(ZCar.parse(response.json())).toMatchObject({
      carId: car.carId,
      model: 'After Edit',
      hourlyRate: 1.5,
      mileage: 36_000,
      bodyType: 'Van',
      category: 'Van',
      carImage: car.carImage,
      pickupAddress: car.pickupAddress,
      escortPrice: 20_000,
    });
    expect((await call('GET', `/cars/${car.carId}`)).json()).toMatchObject({
      model: 'After Edit',
      hourlyRate: 1.5,
    });
  });

  it('changes body type, category, place and image when sent, and drops the escort fee with the escort', async () => {
    const car = await register(owner);
    const response = await call(
      'PUT',
      `/cars/${car.carId}`,
      owner,
      editValues(car, {
        bodyType: 'Sedan',
        category: 'Economy',
        state: 'Lagos',
        stateId: 25,
        localGov: 'Ikeja',
        city: 'Ikeja',
        carImage: '/media/uploads/new.webp',
        escortAvailable: '0',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      bodyType: 'Sedan',
      category: 'Economy',
      state: 'Lagos',
      localGov: 'Ikeja',
      carImage: '/media/uploads/new.webp',
      escortAvailable: false,
      escortPrice: null,
    });
  });

  it('applies the car edit rules with their words and changes nothing on a refusal', async () => {
    const car = await register(owner, {
      model: 'Strict Edit',
      escortAvailable: false,
      escortPrice: undefined,
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ make: '' }, 'make', 'Make is required'],
      [{ year: 1999 }, 'year', 'Year must be 2000 or later'],
      [{ licensePlate: 'abc' }, 'licensePlate', 'Invalid license plate format'],
      [{ mileage: -5 }, 'mileage', 'Mileage cannot be negative'],
      [{ dailyRate: 0.5 }, 'dailyRate', 'Must be at least ₦1'],
      [{ hourlyRate: 0 }, 'hourlyRate', 'Must be at least ₦1'],
      [{ weeklyRate: '' }, 'weeklyRate', 'Weekly rate is required'],
      [
        { escortAvailable: true, escortPrice: null },
        'escortPrice',
        'Escort price is required when escort is available',
      ],
      [{ escortAvailable: true, escortPrice: 0 }, 'escortPrice', 'Must be at least ₦1'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call(
        'PUT',
        `/cars/${car.carId}`,
        owner,
        editValues(car, { model: 'Changed', ...overrides }),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().fields[field], response.body).toBe(message);
    }
    expect((await call('GET', `/cars/${car.carId}`)).json().model).toBe('Strict Edit');
  });

  it('answers 404 for an unknown car and 400 for a malformed id', async () => {
    const car = await register(owner);
    expect(
      (await call('PUT', '/cars/00000000-0000-4000-8000-000000000000', owner, editValues(car)))
        .statusCode,
    ).toBe(404);
    expect((await call('PUT', '/cars/not-an-id', owner, editValues(car))).statusCode).toBe(400);
  });
});

/** A booking written straight to the table: POST /carbooking/book refuses the past, and history has it. */
async function bookedHire(
  carId: string,
  pickupAt: Date,
  hours: number,
  status: 'confirmed' | 'cancelled' = 'confirmed',
) {
  return insertCarBooking(ctx.db, {
    reference: `WC-T${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
    carId,
    pickupAt,
    returnAt: new Date(pickupAt.getTime() + hours * 3_600_000),
    hours,
    fullName: 'Past Renter',
    phone: '08030000000',
    email: 'past@example.ng',
    totalPriceKobo: 500_000 * hours,
    status,
  });
}

describe('DELETE /api/v1/cars/{carId} (owner, D12)', () => {
  it('refuses, naming the count, while the car has upcoming bookings, and keeps it listed', async () => {
    const car = await createCar(ctx.db, owner.userId, {
      make: 'Honda',
      model: 'Accord',
      licensePlate: 'BUSY-001',
    });
    for (const day of [3, 5]) {
      expect(
        (await postCarBooking(ctx.app, carBookingRequest(car, pickupOn(day), 2))).statusCode,
      ).toBe(201);
    }
    const response = await call('DELETE', `/cars/${car.id}`, owner);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'CAR_HAS_UPCOMING_BOOKINGS',
      message:
        'Honda Accord (BUSY-001) has 2 upcoming bookings, so it cannot be deleted. Past bookings are always kept.',
    });
    expect((await call('GET', `/cars/${car.id}`)).statusCode).toBe(200);
  });

  it('counts a hire under way (picked up, not yet returned) as upcoming', async () => {
    const car = await createCar(ctx.db, owner.userId);
    await bookedHire(car.id, new Date(Date.now() - 3_600_000), 3);
    const response = await call('DELETE', `/cars/${car.id}`, owner);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('has 1 upcoming booking,');
  });

  it('never lets a booking made at the same moment slip past a delete', async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const car = await createCar(ctx.db, owner.userId);
      const [deleted, booked] = await Promise.all([
        call('DELETE', `/cars/${car.id}`, owner),
        postCarBooking(ctx.app, carBookingRequest(car, pickupOn(4), 2)),
      ]);
      expect(
        [
          [409, 201],
          [204, 404],
        ],
        booked.body,
      ).toContainEqual([deleted.statusCode, booked.statusCode]);
    }
  });

  it('deletes a car with only past (and cancelled) bookings, hides it everywhere, and keeps those bookings', async () => {
    const car = await createCar(ctx.db, owner.userId, { model: 'Faded Ride' });
    const past = await bookedHire(car.id, new Date(Date.now() - 5 * 86_400_000), 4);
    await bookedHire(car.id, new Date(Date.now() + 5 * 86_400_000), 2, 'cancelled');

    const response = await call('DELETE', `/cars/${car.id}`, owner);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [row] = await ctx.db.select().from(cars).where(eq(cars.id, car.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);

    const ids = (body: { carId: string }[]) => body.map((c) => c.carId);
    expect(ids((await call('GET', '/cars/allcars')).json())).not.toContain(car.id);
    expect((await call('GET', `/cars/${car.id}`)).statusCode).toBe(404);
    expect(ids((await call('GET', '/cars/owner', owner)).json())).not.toContain(car.id);
    expect((await call('DELETE', `/cars/${car.id}`, owner)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/cars/${car.id}`, owner, editValues(ZCar.parse(await register(owner)))))
        .statusCode,
    ).toBe(404);
    const late = await postCarBooking(ctx.app, carBookingRequest(car, pickupOn(9), 2));
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe('Car was not found');

    expect(
      await ctx.db.select().from(carBookings).where(eq(carBookings.carId, car.id)),
    ).toHaveLength(2);
    const history = ZOwnerCarBookingList.parse(
      (await call('GET', '/carbooking/owner', owner)).json(),
    );
    expect(history.find((b) => b.bookingId === past.id)).toMatchObject({
      model: 'Faded Ride',
      hours: 4,
      totalPrice: 20_000,
    });
  });
});
