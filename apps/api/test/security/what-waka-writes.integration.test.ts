import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nameLikeMessage } from '@waka/shared/people/person-name';
import { users } from '../../src/db/schema/auth';
import { bookings } from '../../src/db/schema/bookings';
import { carBookings } from '../../src/db/schema/cars';
import { mailOutbox } from '../../src/db/schema/mail-outbox';
import { createCar, createHotel, createRoom, createUser } from '../../src/db/seed/factories';
import { findMail, type QueuedMail } from '../../src/lib/mail/mail-outbox-repository';
import { carBookingRequest, pickupOn, postCarBooking } from '../cars/car-requests';
import { bookingRequest, postBooking, stayFrom } from '../support/booking-requests';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../support/test-app';

/*
 * What Waka writes to people (docs/decisions/0016): names are name-like, and
 * nothing one person wrote becomes a link in mail Waka sends to another.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

const rows = async (
  table: typeof bookings | typeof carBookings | typeof mailOutbox | typeof users,
) => (await ctx.db.select({ n: count() }).from(table))[0]!.n;

describe('names are name-like', () => {
  it('refuses the probe’s booking (a sentence and a URL for a name) with 400 on customer.lastName, and writes nothing', async () => {
    const owner = await createUser(ctx.db);
    const hotel = await createHotel(ctx.db, owner.id);
    const room = await createRoom(ctx.db, hotel.id);
    const [bookingsBefore, mailBefore] = [await rows(bookings), await rows(mailOutbox)];

    const response = await postBooking(
      ctx.app,
      bookingRequest(hotel.id, [{ room, quantity: 1 }], stayFrom(5, 1), {
        firstName: 'Your card was declined.',
        lastName: 'Re-enter it at http://evil.example/card',
        email: 'victim@example.ng',
      }),
    );

    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.fields).toEqual({ 'customer.lastName': nameLikeMessage('Last name') });
    expect(body.message).toContain(nameLikeMessage('Last name'));
    expect(await rows(bookings)).toBe(bookingsBefore);
    expect(await rows(mailOutbox)).toBe(mailBefore);
  });

  it('refuses a car hire whose full name holds digits or a URL with 400 on fullName, and writes nothing', async () => {
    const owner = await createUser(ctx.db);
    const car = await createCar(ctx.db, owner.id);
    const [bookingsBefore, mailBefore] = [await rows(carBookings), await rows(mailOutbox)];

    for (const fullName of [
      'Musa Danjuma 0803 123 4567',
      'Musa see www.evil.example',
      'Musa http://evil.example',
    ]) {
      const response = await postCarBooking(
        ctx.app,
        carBookingRequest(car, pickupOn(4), 2, { fullName }),
      );
      expect(response.statusCode, fullName).toBe(400);
      expect(response.json().fields).toEqual({ fullName: nameLikeMessage('Full name') });
    }
    expect(await rows(carBookings)).toBe(bookingsBefore);
    expect(await rows(mailOutbox)).toBe(mailBefore);
  });

  it('refuses a sign-up whose name holds digits with 400 on name, and makes no account', async () => {
    const before = await rows(users);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up/email',
      headers: { origin: TEST_PUBLIC_URL },
      payload: {
        name: 'Ada 2 Win',
        email: 'ada.digits@example.ng',
        password: 'correct horse battery',
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toEqual({ name: nameLikeMessage('Name') });
    expect(await rows(users)).toBe(before);
  });

  it('still takes names of any script with apostrophes, hyphens and dots', async () => {
    const owner = await createUser(ctx.db);
    const hotel = await createHotel(ctx.db, owner.id);
    const room = await createRoom(ctx.db, hotel.id);
    const response = await postBooking(
      ctx.app,
      bookingRequest(hotel.id, [{ room, quantity: 1 }], stayFrom(6, 1), {
        firstName: 'Ọlájídé J.',
        lastName: 'O’Brien-Adébáyọ̀',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});

/** Every whitespace-free run a greedy mail client could turn into a link, other than `allowed` ones. */
function linkShapedRuns(text: string, allowed: string[]): string[] {
  return text
    .split(/\s+/)
    .map((run) => run.replace(/^[(<"']+|[)>"',;]+$/g, ''))
    .filter((run) => !allowed.some((ok) => run.startsWith(ok)))
    .filter(
      (run) =>
        /:\/\//.test(run) ||
        /^www\.\S/i.test(run) ||
        /[\p{L}\p{N}][.。．｡][^\p{N}.。．｡]/u.test(run) ||
        /@\S/.test(run),
    );
}

/** The `href`s of every anchor in an HTML body. */
const anchors = (html: string) => [...html.matchAll(/<a\b[^>]*>/gi)].map((m) => m[0]);

/** What a reader sees of an HTML body: the text between its tags, entities read. */
const readHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

function expectNoForeignLinks(mail: QueuedMail, allowed: string[]) {
  for (const part of [mail.subject, mail.textBody, readHtml(mail.htmlBody)]) {
    expect(part).not.toMatch(/http:\/\/evil|https:\/\/evil|www\.evil|evil\.example|@evil/i);
    expect(linkShapedRuns(part, [TEST_PUBLIC_URL, ...allowed]), `${mail.kind}: ${part}`).toEqual(
      [],
    );
  }
  for (const anchor of anchors(mail.htmlBody))
    expect(anchor).toMatch(new RegExp(`^<a href="${TEST_PUBLIC_URL}/`));
  expect(mail.htmlBody).not.toMatch(/<script|<img|<a href="(?!http:\/\/waka\.test\/)/i);
}

const mailFor = async (reference: string) =>
  (await findMail(ctx.db)).filter((m) => m.textBody.includes(reference));

describe('no links from person-written text in mail', () => {
  it('writes an owner’s link-shaped hotel, address and room type, and a guest’s special requests, as text no client links', async () => {
    const owner = await createUser(ctx.db, { name: 'Tunde' });
    const hotel = await createHotel(ctx.db, owner.id, {
      hotelName: 'Book at www.evil.example <a href="http://evil.example">now</a>',
      hotelAddress: 'http://evil.example/pay or pay@evil.example, 3 Evil Close',
    });
    const room = await createRoom(ctx.db, hotel.id, {
      roomType: 'Suite (deals at evil.example/deals)',
    });
    const response = await postBooking(
      ctx.app,
      bookingRequest(hotel.id, [{ room, quantity: 1 }], stayFrom(8, 2), {
        email: 'guest.one@example.ng',
        specialRequests:
          'Please call https://evil.example/x, WWW.EVIL.EXAMPLE or mail me@evil.example',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const reference = response.json().reference as string;

    const [confirmation, notice] = ['booking-confirmation', 'booking-notice'].map(async (kind) =>
      (await mailFor(reference)).find((m) => m.kind === kind)!,
    );
    const guestMail = (await confirmation)!;
    const ownerMail = (await notice)!;
    expectNoForeignLinks(guestMail, []);
    // The owner's notice carries the guest's address so the owner can write back.
    expectNoForeignLinks(ownerMail, ['guest.one@example.ng']);

    // Still readable, and Waka's own receipt link is still a link.
    expect(guestMail.textBody).toMatch(/Book at www\S* evil\S* example/);
    expect(ownerMail.textBody).toMatch(/Special requests: Please call https:\S* /);
    const receipt = `${TEST_PUBLIC_URL}/booking-receipt?reference=${reference}&email=guest.one%40example.ng`;
    expect(guestMail.textBody).toContain(receipt);
    expect(anchors(guestMail.htmlBody)).toEqual([`<a href="${receipt.replace('&', '&amp;')}">`]);
    expect(guestMail.htmlBody).toContain('&lt;a href=&quot;');
  });

  it('writes an owner’s link-shaped car make, model and pickup address, and a renter’s requests, as text no client links', async () => {
    const owner = await createUser(ctx.db, { name: 'Amaka' });
    const car = await createCar(ctx.db, owner.id, {
      make: 'www.evil.example',
      model: 'http://evil.example/win',
      pickupAddress: 'Collect at evil.example or write to keys@evil.example',
    });
    const response = await postCarBooking(
      ctx.app,
      carBookingRequest(car, pickupOn(9), 2, {
        email: 'renter.one@example.ng',
        specialRequests: 'Receipt to http://evil.example/r please',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const reference = response.json().reference as string;

    const mail = await mailFor(reference);
    expect(mail.map((m) => m.kind).sort()).toEqual([
      'car-booking-confirmation',
      'car-booking-notice',
    ]);
    const confirmation = mail.find((m) => m.kind === 'car-booking-confirmation')!;
    const notice = mail.find((m) => m.kind === 'car-booking-notice')!;
    expectNoForeignLinks(confirmation, []);
    expectNoForeignLinks(notice, ['renter.one@example.ng']);
    // Whoever books may name any address: what they wrote freely goes to the owner only.
    expect(confirmation.textBody).not.toMatch(/Special requests|Receipt to/);
    expect(notice.textBody).toMatch(/Special requests: Receipt to http: /);
  });
});
