import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CAR_MESSAGES, newestCarYear } from '@waka/shared/cars/register-car';
import { IMAGE_ADDRESS_MESSAGE } from '@waka/shared/hotels/listing-fields';
import { cars } from '../../src/db/schema/cars';
import { carRegistration } from './car-requests';
import { useOwnersApp, ctx, owner, rival, call } from '../support/owners-app';
import { carCount, register } from './owner-cars-fixtures';

/*
 * Registering a car: what the registration stores, the message each refused
 * field gets, the rate spellings, the place rules and one plate per listed car.
 */

useOwnersApp();

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
