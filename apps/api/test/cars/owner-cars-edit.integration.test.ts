import { describe, expect, it } from 'vitest';
import { ZCar } from '@waka/shared/cars/car';
import { useOwnersApp, owner, call } from '../support/owners-app';
import { register, editValues } from './owner-cars-fixtures';

/*
 * Editing a car: what an edit saves and keeps, the escort fee going with the
 * escort, the car edit rules, and an unknown or malformed car id.
 */

useOwnersApp();

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
