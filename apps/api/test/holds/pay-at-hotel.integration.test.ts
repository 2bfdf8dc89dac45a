import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_PAYMENT_MESSAGES } from '@waka/shared/payments/payment-words';
import { users } from '../../src/db/schema/auth';
import { bookings } from '../../src/db/schema/bookings';
import { holdConfirmations } from '../../src/db/schema/payments';
import { createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { signUp } from '../support/accounts';
import { stayFrom } from '../support/booking-requests';
import { createTestApp, type TestContext } from '../support/test-app';
import {
  askPayLater,
  bookRooms,
  confirmLink,
  findByReference,
  latestLinkToken,
  mailsTo,
  makeDue,
  storedBooking,
} from './hold-fixtures';

/*
 * Paying at the hotel (docs/product.md#payment): the guest's choice is
 * confirmed by a link emailed to the booking's address, once and within the
 * hold's 30 minutes; a signed-in customer with a verified email needs none.
 */

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof createUser>>;
let hotelId: string;
let room: Awaited<ReturnType<typeof createRoom>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx.db);
  hotelId = (await createHotel(ctx.db, owner.id, { hotelName: 'Promise Hotel Enugu' })).id;
  room = await createRoom(ctx.db, hotelId, { roomQuantity: 40 });
});

let day = 3;
const book = (email: string, cookie?: string) =>
  bookRooms(ctx.app, hotelId, [{ room, quantity: 1 }], stayFrom(day++, 1), { email }, cookie);

describe(`POST /api/v1/bookings/{reference}/pay-at-hotel (${process.env.TEST_ENGINE})`, () => {
  it('emails a link that confirms paying at the hotel once; the hold then stops expiring and the owner is told', async () => {
    const guest = 'amaka.obi@example.ng';
    const booking = await book(guest);
    const asked = await askPayLater(ctx.app, booking.reference, { email: 'Amaka.Obi@example.ng' });
    expect(asked.statusCode, asked.body).toBe(200);
    const answer = asked.json();
    expect(answer).toMatchObject({ paymentStatus: 'not paid', confirmationSent: true });
    expect(Date.parse(answer.holdExpiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);

    const token = await latestLinkToken(ctx.db, guest);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [link] = await ctx.db
      .select()
      .from(holdConfirmations)
      .where(eq(holdConfirmations.bookingId, booking.bookingId));
    expect(link!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const held = await storedBooking(ctx.db, booking.bookingId);
    expect(held.holdExpiresAt!.getTime()).toBe(link!.expiresAt.getTime());
    expect(held.paymentMethod).toBe('at hotel');
    const mail = (await mailsTo(ctx.db, 'hold-confirmation-link', guest))[0]!;
    expect(mail.textBody).toContain(`http://waka.test/confirm-hold?token=${token}`);

    const confirmed = await confirmLink(ctx.app, token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      reference: booking.reference,
      email: guest,
      paymentStatus: 'pay at hotel',
    });
    expect(await findByReference(ctx.app, booking.reference, guest)).toMatchObject({
      paymentStatus: 'pay at hotel',
      paymentMethod: 'at hotel',
      holdExpiresAt: null,
    });
    const notices = await mailsTo(ctx.db, 'pay-later-notice', owner.email);
    expect(notices.map((m) => m.subject)).toEqual([
      `New booking ${booking.reference}: guest pays at the hotel`,
    ]);

    const again = await confirmLink(ctx.app, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(ONLINE_PAYMENT_MESSAGES.linkInvalid);
    expect(await mailsTo(ctx.db, 'pay-later-notice', owner.email)).toHaveLength(1);
    expect((await ctx.app.holdSweeper.sweepOnce()).expired).toBe(0);
    expect((await storedBooking(ctx.db, booking.bookingId)).status).toBe('confirmed');
  });

  it('refuses an expired link, and a link asked for again replaces the one before', async () => {
    const guest = 'tunde.bello@example.ng';
    const booking = await book(guest);
    expect((await askPayLater(ctx.app, booking.reference, { email: guest })).statusCode).toBe(200);
    const first = await latestLinkToken(ctx.db, guest);
    expect((await askPayLater(ctx.app, booking.reference, { email: guest })).statusCode).toBe(200);
    const second = await latestLinkToken(ctx.db, guest);
    expect(second).not.toBe(first);
    expect((await confirmLink(ctx.app, first)).statusCode).toBe(410);

    await ctx.db
      .update(holdConfirmations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(holdConfirmations.bookingId, booking.bookingId));
    await makeDue(ctx.db, 'room', [booking.bookingId]);
    const late = await confirmLink(ctx.app, second);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(ONLINE_PAYMENT_MESSAGES.linkInvalid);
    expect((await storedBooking(ctx.db, booking.bookingId)).paymentStatus).toBe('not paid');
    expect((await ctx.app.holdSweeper.sweepOnce()).expired).toBe(1);
  });

  it('answers an unknown link 404 and a malformed one 400, in the link’s words', async () => {
    const unknown = await confirmLink(ctx.app, 'A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ONLINE_PAYMENT_MESSAGES.linkInvalid);
    expect((await confirmLink(ctx.app, 'short')).statusCode).toBe(400);
  });

  it('answers 404 to a wrong email or reference, and 409 in plain words to a booking that cannot wait', async () => {
    const booking = await book('kemi@example.ng');
    for (const [reference, body] of [
      [booking.reference, { email: 'someone.else@example.ng' }],
      [booking.reference, {}],
      ['WK-00000000', { email: 'kemi@example.ng' }],
    ] as const) {
      const response = await askPayLater(ctx.app, reference, body);
      expect(response.statusCode, `${reference} ${JSON.stringify(body)}`).toBe(404);
    }
    const set = (values: Partial<typeof bookings.$inferInsert>) =>
      ctx.db.update(bookings).set(values).where(eq(bookings.id, booking.bookingId));
    const refusal = async () => {
      const response = await askPayLater(ctx.app, booking.reference, { email: 'kemi@example.ng' });
      expect(response.statusCode).toBe(409);
      return response.json().message;
    };
    await set({ paymentStatus: 'paid' });
    expect(await refusal()).toBe('This booking is already paid.');
    await set({ paymentStatus: 'not paid', status: 'cancelled' });
    expect(await refusal()).toBe('This booking was cancelled.');
    await set({ status: 'expired' });
    expect(await refusal()).toBe(
      'This hold has expired and its rooms were released. Please book again.',
    );
    expect(await mailsTo(ctx.db, 'hold-confirmation-link', 'kemi@example.ng')).toHaveLength(0);
  });

  it('confirms at once for the signed-in customer with a verified email; an unverified one gets the link', async () => {
    const verified = await signUp(ctx.app, 'customer');
    await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, verified.userId));
    const booking = await book(verified.email, verified.cookie);
    const response = await askPayLater(ctx.app, booking.reference, {}, verified.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      paymentStatus: 'pay at hotel',
      confirmationSent: false,
      holdExpiresAt: null,
    });
    expect(await mailsTo(ctx.db, 'hold-confirmation-link', verified.email)).toHaveLength(0);
    const notices = await mailsTo(ctx.db, 'pay-later-notice', owner.email);
    expect(notices.at(-1)!.textBody).toContain(booking.reference);
    // Asking again changes nothing.
    expect((await askPayLater(ctx.app, booking.reference, {}, verified.cookie)).json()).toEqual(
      response.json(),
    );

    const unverified = await signUp(ctx.app, 'customer');
    const theirs = await book(unverified.email, unverified.cookie);
    const linked = await askPayLater(ctx.app, theirs.reference, {}, unverified.cookie);
    expect(linked.json()).toMatchObject({ paymentStatus: 'not paid', confirmationSent: true });
    // Another customer's session is nobody to this booking.
    expect((await askPayLater(ctx.app, theirs.reference, {}, verified.cookie)).statusCode).toBe(
      404,
    );
  });
});
