import { describe, expect, it } from 'vitest';
import { carBookingRequest, pickupOn, postCarBooking } from './car-requests';
import { useOwnersApp, ctx } from '../support/owners-app';
import { newCar, bookingsOf } from './car-booking-fixtures';

/*
 * A repeated Idempotency-Key books once and answers as the first time; a
 * refusal is not kept (docs/product.md#idempotency).
 */

useOwnersApp();

describe('Idempotency-Key', () => {
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
