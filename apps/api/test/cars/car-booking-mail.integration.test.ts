import { describe, expect, it } from 'vitest';
import { ZCarBooking } from '@waka/shared/cars/car-booking';
import { dayFirst } from '@waka/shared/cars/pickup-window';
import { findMail } from '../../src/lib/mail/mail-outbox-repository';
import { carBookingRequest, pickupOn, postCarBooking } from './car-requests';
import { useOwnersApp, ctx, owner } from '../support/owners-app';
import { newCar } from './car-booking-fixtures';

/*
 * Car booking mail (docs/product.md#email): a confirmation and an owner's
 * notice queued in the booking's transaction, nothing for a refusal.
 */

useOwnersApp();

describe('car booking mail', () => {
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
