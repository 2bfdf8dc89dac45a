import { beforeAll, describe, expect, it } from 'vitest';
import { ZCar, ZCarList } from '@waka/shared/cars/car';
import { expectOwnersOnly } from '../support/accounts';
import { carRegistration } from './car-requests';
import { useOwnersApp, owner, rival, customer, call } from '../support/owners-app';
import { carCount, register, editValues } from './owner-cars-fixtures';

/*
 * Who may manage cars: guests and customers are refused every owner call,
 * another owner's car is not found, and an owner lists their own only
 * (docs/product.md#roles).
 */

useOwnersApp();

describe('who may manage cars', () => {
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
