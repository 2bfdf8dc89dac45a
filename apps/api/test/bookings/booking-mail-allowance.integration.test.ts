import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/mail-outbox';
import { createCar, createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { findMail } from '../../src/lib/mail/mail-outbox-repository';
import { carBookingRequest, pickupOn, postCarBooking } from '../cars/car-requests';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { createTestApp, type TestContext } from '../support/test-app';

/*
 * At most five booking confirmations a day to an address nobody has confirmed
 * (docs/decisions/0016): past that the booking is still made and the owner
 * still told, but Waka does not write to the address again that day.
 */

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx.db);
});

const newRoom = async () =>
  createRoom(ctx.db, (await createHotel(ctx.db, owner.id)).id, { roomQuantity: 50 });

const bookRoom = async (email: string, fromToday = 10) => {
  const room = await newRoom();
  const response = await postBooking(
    ctx.app,
    bookingRequest(room.hotelId, [{ room, quantity: 1 }], stayFrom(fromToday, 1), { email }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().reference as string;
};

const bookCar = async (email: string, fromToday = 10) => {
  const car = await createCar(ctx.db, owner.id);
  const response = await postCarBooking(
    ctx.app,
    carBookingRequest(car, pickupOn(fromToday), 2, { email }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().reference as string;
};

/** The guest confirmations and owner notices queued for these bookings. */
async function mailOf(references: string[]) {
  const mail = (await findMail(ctx.db)).filter((m) =>
    references.some((r) => m.textBody.includes(r)),
  );
  const confirmations = mail.filter((m) => m.kind.endsWith('-confirmation'));
  const notices = mail.filter((m) => m.kind.endsWith('-notice'));
  return { confirmations, notices };
}

describe('booking emails to an unconfirmed address', () => {
  it('queues five room and car confirmations to one address in a day, not the sixth; every owner notice goes', async () => {
    const references = [
      await bookRoom('many@example.ng'),
      await bookCar('many@example.ng'),
      await bookRoom('Many@Example.ng'),
      await bookCar('many@example.ng'),
      await bookRoom('many@example.ng'),
      await bookCar('MANY@example.ng'),
    ];
    const { confirmations, notices } = await mailOf(references);
    expect(confirmations).toHaveLength(5);
    expect(notices).toHaveLength(6);
    expect(new Set(confirmations.map((m) => m.toAddress.toLowerCase()))).toEqual(
      new Set(['many@example.ng']),
    );
    // The sixth booking is the one left without its confirmation.
    expect(confirmations.some((m) => m.textBody.includes(references[5]!))).toBe(false);
  });

  it('leaves another address alone', async () => {
    const reference = await bookRoom('someone.else@example.ng');
    expect((await mailOf([reference])).confirmations).toHaveLength(1);
  });

  it('does not limit the address of an account whose email is verified', async () => {
    await createUser(ctx.db, {
      email: 'verified.guest@example.ng',
      emailVerified: true,
      role: 'customer',
    });
    const references = [];
    for (let i = 0; i < 7; i++)
      references.push(await (i % 2 ? bookCar : bookRoom)('verified.guest@example.ng', 20 + i));
    expect((await mailOf(references)).confirmations).toHaveLength(7);
  });

  it('still limits the address of an account whose email is not verified', async () => {
    await createUser(ctx.db, {
      email: 'unverified.guest@example.ng',
      emailVerified: false,
      role: 'customer',
    });
    const references = [];
    for (let i = 0; i < 6; i++)
      references.push(await bookRoom('unverified.guest@example.ng', 30 + i));
    expect((await mailOf(references)).confirmations).toHaveLength(5);
  });

  it('counts the last 24 hours: confirmations from yesterday do not count', async () => {
    await ctx.db.insert(mailOutbox).values(
      Array.from({ length: 5 }, () => ({
        kind: 'booking-confirmation',
        toAddress: 'yesterday@example.ng',
        subject: 'An old confirmation',
        textBody: 'old',
        htmlBody: '<p>old</p>',
        createdAt: sql`now() - interval '25 hours'`,
      })),
    );
    const reference = await bookRoom('yesterday@example.ng');
    expect((await mailOf([reference])).confirmations).toHaveLength(1);
  });

  it('holds to five when many bookings to one address arrive at once', async () => {
    const rooms = await Promise.all(Array.from({ length: 8 }, () => newRoom()));
    const responses = await Promise.all(
      rooms.map((room) =>
        postBooking(
          ctx.app,
          bookingRequest(room.hotelId, [{ room, quantity: 1 }], stayFrom(12, 1), {
            email: 'rush@example.ng',
          }),
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const { confirmations, notices } = await mailOf(
      responses.map((r) => r.json().reference as string),
    );
    expect(confirmations).toHaveLength(5);
    expect(notices).toHaveLength(8);
  });
});
