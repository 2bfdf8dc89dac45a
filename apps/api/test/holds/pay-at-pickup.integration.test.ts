import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/auth';
import { holdConfirmations } from '../../src/db/schema/payments';
import { createCar, createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { signUp } from '../support/accounts';
import { stayFrom } from '../support/booking-requests';
import { carBookingRequest, pickupOn, postCarBooking } from '../cars/car-requests';
import { createTestApp, type TestContext } from '../support/test-app';
import {
  askPayLater,
  bookRooms,
  confirmLink,
  findByReference,
  latestLinkToken,
  mailsTo,
  storedHire,
} from './hold-fixtures';

/*
 * Paying at pickup for a car hire, as paying at the hotel for a stay
 * (docs/product.md#payment), and the day's allowance of mail to a typed
 * address, which the links share with the confirmations (docs/decisions/0016).
 */

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx.db);
});

async function hire(email: string, cookie?: string) {
  const car = await createCar(ctx.db, owner.id);
  const response = await postCarBooking(
    ctx.app,
    carBookingRequest(car, pickupOn(5), 4, { email }),
    {
      cookie,
    },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { bookingId: string; reference: string };
}

describe(`POST /api/v1/carbooking/{reference}/pay-at-pickup (${process.env.TEST_ENGINE})`, () => {
  it('emails a link that confirms paying at pickup once, and tells the owner', async () => {
    const renter = 'ibrahim.musa@example.ng';
    const hired = await hire(renter);
    const asked = await askPayLater(ctx.app, hired.reference, { email: renter });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ paymentStatus: 'not paid', confirmationSent: true });
    const mail = (await mailsTo(ctx.db, 'hold-confirmation-link', renter))[0]!;
    expect(mail.subject).toBe(`Confirm paying at pickup: ${hired.reference}`);
    expect((await storedHire(ctx.db, hired.bookingId)).paymentMethod).toBe('at pickup');

    const token = await latestLinkToken(ctx.db, renter);
    const confirmed = await confirmLink(ctx.app, token);
    expect(confirmed.json()).toEqual({
      reference: hired.reference,
      email: renter,
      paymentStatus: 'pay at hotel',
    });
    expect(await findByReference(ctx.app, hired.reference, renter)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'pay at hotel',
      paymentMethod: 'at pickup',
      holdExpiresAt: null,
    });
    expect((await confirmLink(ctx.app, token)).statusCode).toBe(410);
    const notices = await mailsTo(ctx.db, 'pay-later-notice', owner.email);
    expect(notices.map((m) => m.subject)).toEqual([
      `New car booking ${hired.reference}: customer pays at pickup`,
    ]);
  });

  it('confirms at once for the verified customer; 404 to a wrong email', async () => {
    const customer = await signUp(ctx.app, 'customer');
    await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, customer.userId));
    const hired = await hire(customer.email, customer.cookie);
    expect(
      (await askPayLater(ctx.app, hired.reference, { email: 'other@example.ng' })).statusCode,
    ).toBe(404);
    const response = await askPayLater(ctx.app, hired.reference, {}, customer.cookie);
    expect(response.json()).toEqual({
      paymentStatus: 'pay at hotel',
      confirmationSent: false,
      holdExpiresAt: null,
    });
    expect((await storedHire(ctx.db, hired.bookingId)).holdExpiresAt).toBeNull();
  });
});

describe('GET /api/v1/carbooking/{reference}', () => {
  it('answers the hire with its payment facts for its email (any case), 404 for another', async () => {
    const hired = await hire('halima@example.ng');
    const found = await findByReference(ctx.app, hired.reference, 'HALIMA@example.ng');
    expect(found).toMatchObject({ paymentStatus: 'not paid', paymentMethod: null });
    expect(found.holdExpiresAt).not.toBeNull();
    const wrong = await ctx.app.inject({
      url: `/api/v1/carbooking/${hired.reference}?email=someone@example.ng`,
    });
    expect(wrong.statusCode).toBe(404);
    const bad = await ctx.app.inject({ url: '/api/v1/carbooking/WK-12345678?email=a@b.ng' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('pay-later links and the day’s mail allowance', () => {
  it('counts links with confirmations: five a day to an unconfirmed address, then 429 and nothing written', async () => {
    const address = 'one.address@example.ng';
    const hotel = await createHotel(ctx.db, owner.id);
    const room = await createRoom(ctx.db, hotel.id, { roomQuantity: 20 });
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(
        await bookRooms(ctx.app, hotel.id, [{ room, quantity: 1 }], stayFrom(10 + i, 1), {
          email: address,
        }),
      );
    for (const booking of made.slice(0, 2))
      expect((await askPayLater(ctx.app, booking.reference, { email: address })).statusCode).toBe(
        200,
      );
    // Three confirmations and two links: the sixth mail of the day is not written.
    const refused = await askPayLater(ctx.app, made[2]!.reference, { email: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Waka has written to this address as many times as it may today. Sign in with a confirmed email, or pay online.',
    );
    const [links] = await ctx.db.select({ n: count() }).from(holdConfirmations);
    expect(await mailsTo(ctx.db, 'hold-confirmation-link', address)).toHaveLength(2);
    const fourth = await bookRooms(ctx.app, hotel.id, [{ room, quantity: 1 }], stayFrom(20, 1), {
      email: address,
    });
    expect(fourth.reference).toMatch(/^WK-/);
    expect(await mailsTo(ctx.db, 'booking-confirmation', address)).toHaveLength(3);
    const [after] = await ctx.db.select({ n: count() }).from(holdConfirmations);
    expect(after!.n).toBe(links!.n);
  });
});
