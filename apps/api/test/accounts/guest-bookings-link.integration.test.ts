import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { as, signUp, type SignedIn } from '../support/accounts';
import {
  createLinkTestbed,
  linkMailedTo,
  signInAs,
  type LinkTestbed,
} from '../support/account-links';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { carBookingRequest, pickupOn, postCarBooking } from '../cars/car-requests';
import { testEngine } from '../support/test-app';

/*
 * Guest bookings join an account once its address is verified, never before
 * (docs/decisions/0025): every stay and car hire booked as a guest with that
 * address, in any case, shows in My Bookings after the link is opened; a
 * guest booking made later with the verified address joins at once; another
 * address's bookings, and bookings already someone's, never move.
 */

let ctx: LinkTestbed;
let hotelId: string;
let room: Awaited<ReturnType<typeof createRoom>>;
let car: Awaited<ReturnType<typeof createCar>>;
let day = 0;
const HOLDERS_PASSWORD = 'chosen on the link';

beforeAll(async () => {
  ctx = await createLinkTestbed();
  const owner = await createUser(ctx.db, { role: 'hotelOwner' });
  hotelId = (await createHotel(ctx.db, owner.id)).id;
  room = await createRoom(ctx.db, hotelId, { roomQuantity: 50 });
  car = await createCar(ctx.db, owner.id);
});

/** A stay booked as a guest (no session) with this email; its reference. */
async function guestStay(email: string, who?: SignedIn): Promise<string> {
  const request = bookingRequest(hotelId, [{ room, quantity: 1 }], stayFrom(10 + ++day, 1), {
    email,
  });
  const response = who
    ? await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: as(who),
        payload: request,
      })
    : await postBooking(ctx.app, request);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().reference;
}

/** A car hire made as a guest with this email, on a day of its own; its reference. */
async function guestHire(email: string): Promise<string> {
  const response = await postCarBooking(
    ctx.app,
    carBookingRequest(car, pickupOn(10 + ++day), 3, { email }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().reference;
}

async function myReferences(who: SignedIn) {
  const [stays, hires] = await Promise.all([
    ctx.app.inject({ url: '/api/v1/bookings/mine', headers: as(who) }),
    ctx.app.inject({ url: '/api/v1/carbooking/mine', headers: as(who) }),
  ]);
  expect(stays.statusCode).toBe(200);
  expect(hires.statusCode).toBe(200);
  const references = (list: { reference: string }[]) => list.map((b) => b.reference).sort();
  return { stays: references(stays.json()), hires: references(hires.json()) };
}

/** The holder opens the link and chooses a password (docs/decisions/0033). */
const openLink = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-email',
    headers: as(),
    payload: { token, newPassword: HOLDERS_PASSWORD },
  });

/** Confirming ended every session: the holder signs in again with the password chosen on the link. */
async function signedInAgain(who: SignedIn): Promise<SignedIn> {
  const again = await signInAs(ctx.app, who.email, HOLDERS_PASSWORD);
  expect(again.statusCode).toBe(200);
  return { ...who, cookie: again.cookie };
}

describe(`guest bookings join an account on ${testEngine}`, () => {
  it('shows stays and car hires booked as a guest with the address (any case) only once it is verified', async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `ada-${tag}@example.ng`;
    const stays = [await guestStay(email), await guestStay(`Ada-${tag}@Example.NG`)];
    const hires = [await guestHire(`ADA-${tag}@EXAMPLE.NG`)];
    const othersStay = await guestStay(`bola-${tag}@example.ng`);
    const othersHire = await guestHire(`ada-${tag}@example.com`);

    const ada = await signUp(ctx.app, 'customer', email);
    // Signed up, not verified: the address proves nothing yet.
    expect(await myReferences(ada)).toEqual({ stays: [], hires: [] });
    // A guest booking made now, still unverified, waits too.
    stays.push(await guestStay(email));
    expect(await myReferences(ada)).toEqual({ stays: [], hires: [] });

    const opened = await openLink(await linkMailedTo(ctx, email, '/verify-email'));
    expect(opened.statusCode, opened.body).toBe(200);
    const mine = await myReferences(await signedInAgain(ada));
    expect(mine).toEqual({ stays: [...stays].sort(), hires });
    expect(mine.stays).not.toContain(othersStay);
    expect(mine.hires).not.toContain(othersHire);
  });

  it('gives a verified account the guest bookings made with its address afterwards, at once', async () => {
    const email = `chika-${randomUUID().slice(0, 8)}@example.ng`;
    const signedUp = await signUp(ctx.app, 'customer', email);
    expect((await openLink(await linkMailedTo(ctx, email, '/verify-email'))).statusCode).toBe(200);
    const chika = await signedInAgain(signedUp);

    const stay = await guestStay(email.toUpperCase());
    const hire = await guestHire(email);
    expect(await myReferences(chika)).toEqual({ stays: [stay], hires: [hire] });
  });

  it("never moves a booking that is already someone's, nor gives another account's address's bookings", async () => {
    const tag = randomUUID().slice(0, 8);
    const dayo = await signUp(ctx.app, 'customer', `dayo-${tag}@example.ng`);
    const email = `emeka-${tag}@example.ng`;
    // Dayo, signed in, books for Emeka: Dayo's booking, with Emeka's address.
    const dayosForEmeka = await guestStay(email, dayo);
    const signedUp = await signUp(ctx.app, 'customer', email);
    expect((await openLink(await linkMailedTo(ctx, email, '/verify-email'))).statusCode).toBe(200);
    const emeka = await signedInAgain(signedUp);

    expect((await myReferences(emeka)).stays).toEqual([]);
    expect((await myReferences(dayo)).stays).toEqual([dayosForEmeka]);
  });
});
