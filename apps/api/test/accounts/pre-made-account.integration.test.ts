import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { sessions } from '../../src/db/schema/auth';
import { as, signUp, type SignedIn } from '../support/accounts';
import {
  createLinkTestbed,
  linkMailedTo,
  mailsTo,
  sessionUserOf,
  signInAs,
  type LinkTestbed,
} from '../support/account-links';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { testEngine } from '../support/test-app';

/*
 * A pre-made account (docs/decisions/0033). A stranger signs up with someone
 * else's address and their own password, and keeps the session. The
 * verification mail goes to the real holder. When the holder confirms, the
 * stranger must be left with nothing: the stranger's sessions end, the
 * stranger's password stops working, and the holder's guest bookings join
 * the account only with the password the holder chose. Once, the link alone
 * verified the address and the stranger's session listed the holder's
 * bookings.
 */

const STRANGERS_PASSWORD = 'correct horse battery';
const HOLDERS_PASSWORD = 'the holder chose this';

let ctx: LinkTestbed;
let hotelId: string;
let room: Awaited<ReturnType<typeof createRoom>>;
let day = 0;

beforeAll(async () => {
  ctx = await createLinkTestbed();
  const owner = await createUser(ctx.db, { role: 'hotelOwner' });
  hotelId = (await createHotel(ctx.db, owner.id)).id;
  room = await createRoom(ctx.db, hotelId, { roomQuantity: 50 });
});

let people = 0;
const holderAddress = () => `holder-${++people}-${Date.now()}@example.ng`;

async function guestStay(email: string): Promise<string> {
  const booked = await postBooking(
    ctx.app,
    bookingRequest(hotelId, [{ room, quantity: 1 }], stayFrom(10 + ++day, 1), { email }),
  );
  expect(booked.statusCode, booked.body).toBe(201);
  return booked.json().reference;
}

const confirm = (token: string, newPassword: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-email',
    headers: as(),
    payload: { token, newPassword },
  });

const myStays = async (who: SignedIn) => {
  const mine = await ctx.app.inject({ url: '/api/v1/bookings/mine', headers: as(who) });
  return mine.statusCode === 200
    ? (mine.json() as { reference: string }[]).map((b) => b.reference)
    : mine.statusCode;
};

describe(`a pre-made account on ${testEngine}`, () => {
  it("ends the stranger's session and password when the holder confirms, and joins bookings only then", async () => {
    const address = holderAddress();
    const earlier = await guestStay(address);
    // The stranger signs up with the holder's address, in another case, and keeps the session.
    const stranger = await signUp(ctx.app, 'customer', address.toUpperCase());
    const secondDevice = await signInAs(ctx.app, address, STRANGERS_PASSWORD);
    expect(secondDevice.statusCode).toBe(200);
    expect(await myStays(stranger)).toEqual([]);

    // The link went to the holder, who opens it and chooses a password.
    const token = await linkMailedTo(ctx, address, '/verify-email');
    const confirmed = await confirm(token, HOLDERS_PASSWORD);
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // Every session the stranger made is over, and the stranger's password no longer opens it.
    expect(await sessionUserOf(ctx.app, stranger.cookie)).toBeNull();
    expect(await sessionUserOf(ctx.app, secondDevice.cookie)).toBeNull();
    expect(await myStays(stranger)).toBe(401);
    expect(
      await ctx.db.select().from(sessions).where(eq(sessions.userId, stranger.userId)),
    ).toEqual([]);
    expect((await signInAs(ctx.app, address, STRANGERS_PASSWORD)).statusCode).toBe(401);

    // The holder signs in with the chosen password and finds the earlier stay.
    const holder = await signInAs(ctx.app, address, HOLDERS_PASSWORD);
    expect(holder.statusCode).toBe(200);
    const holderSignedIn = { cookie: holder.cookie, userId: stranger.userId, email: address };
    expect(await sessionUserOf(ctx.app, holder.cookie)).toMatchObject({ emailVerified: true });
    expect(await myStays(holderSignedIn)).toEqual([earlier]);
  });

  it('joins nothing and verifies nothing when the link comes without a password', async () => {
    const address = holderAddress();
    await guestStay(address);
    const stranger = await signUp(ctx.app, 'customer', address);
    const token = await linkMailedTo(ctx, address, '/verify-email');

    const bare = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      headers: as(),
      payload: { token },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toHaveProperty('newPassword');
    // The link as a GET, as it once was, is no way in either.
    const asGet = await ctx.app.inject({
      url: `/api/v1/auth/verify-email?token=${encodeURIComponent(token)}`,
    });
    expect(asGet.statusCode).toBe(404);

    expect(await sessionUserOf(ctx.app, stranger.cookie)).toMatchObject({ emailVerified: false });
    expect(await myStays(stranger)).toEqual([]);
  });

  it('changes nothing when the link is used again once the address is confirmed', async () => {
    const address = holderAddress();
    await signUp(ctx.app, 'customer', address);
    const token = await linkMailedTo(ctx, address, '/verify-email');
    expect((await confirm(token, HOLDERS_PASSWORD)).statusCode).toBe(200);
    const holder = await signInAs(ctx.app, address, HOLDERS_PASSWORD);

    // Whoever has the old mail cannot set the password a second time.
    const again = await confirm(token, 'another password entirely');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'EMAIL_ALREADY_VERIFIED' });
    expect(await sessionUserOf(ctx.app, holder.cookie)).toMatchObject({ emailVerified: true });
    expect((await signInAs(ctx.app, address, 'another password entirely')).statusCode).toBe(401);
    expect((await signInAs(ctx.app, address, HOLDERS_PASSWORD)).statusCode).toBe(200);
  });

  it('changes nothing for a sign-up with an address already verified, but tells its holder', async () => {
    const address = holderAddress();
    const holder = await signUp(ctx.app, 'customer', address);
    expect(
      (await confirm(await linkMailedTo(ctx, address, '/verify-email'), HOLDERS_PASSWORD))
        .statusCode,
    ).toBe(200);
    const signedIn = await signInAs(ctx.app, address, HOLDERS_PASSWORD);
    const before = mailsTo(ctx.smtp, address).length;

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up/email',
      headers: as(),
      payload: { name: 'Someone Else', email: address.toUpperCase(), password: 'a new one here' },
    });
    expect(again.statusCode).toBe(200);
    expect((await signInAs(ctx.app, address, 'a new one here')).statusCode).toBe(401);
    expect(await sessionUserOf(ctx.app, signedIn.cookie)).toMatchObject({ id: holder.userId });
    await expect
      .poll(async () => {
        await ctx.mailer.drain();
        return mailsTo(ctx.smtp, address).length;
      })
      .toBe(before + 1);
  });
});
