import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BookingKind } from '@waka/shared/booking-kind';
import { bookings } from '../../src/db/schema/bookings';
import { carBookings } from '../../src/db/schema/cars';
import { mailOutbox } from '../../src/db/schema/mail-outbox';
import type { Database } from '../../src/db/database';
import type { App } from '../../src/app';
import { bookingRequest, postBooking } from '../support/booking-requests';
import { TEST_PUBLIC_URL } from '../support/test-app';

type RoomLike = Parameters<typeof bookingRequest>[1][number]['room'];
type Stay = { checkIn: string; checkOut: string };

/** Time passes for a hold: its expiry a minute ago, as if the guest had walked away. */
export async function makeDue(db: Database, kind: BookingKind, ids: string[]) {
  const table = kind === 'room' ? bookings : carBookings;
  await db
    .update(table)
    .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
    .where(inArray(table.id, ids));
}

/** Books through the API as a guest (or with `cookie`); answers the booking. */
export async function bookRooms(
  app: App,
  hotelId: string,
  picks: { room: RoomLike; quantity: number }[],
  stay: Stay,
  guest: { email?: string; firstName?: string } = {},
  cookie?: string,
) {
  const request = bookingRequest(hotelId, picks, stay, guest);
  const response = cookie
    ? await app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        payload: request,
        headers: { cookie, origin: TEST_PUBLIC_URL },
      })
    : await postBooking(app, request);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    bookingId: string;
    reference: string;
    holdExpiresAt: string | null;
    paymentStatus: string;
    paymentMethod: string | null;
    customer: { email: string };
  };
}

/** The mails of one kind queued to an address (any case), oldest first. */
export async function mailsTo(db: Database, kind: string, address: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, kind),
        sql`lower(${mailOutbox.toAddress}) = ${address.toLowerCase()}`,
      ),
    )
    .orderBy(mailOutbox.createdAt);
}

/** A booking's row as stored. */
export async function storedBooking(db: Database, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

export async function storedHire(db: Database, id: string) {
  const [row] = await db.select().from(carBookings).where(eq(carBookings.id, id));
  return row!;
}

/** The booking as the guest finds it by reference and email. */
export async function findByReference(app: App, reference: string, email: string) {
  const kind = reference.startsWith('WC-') ? 'carbooking' : 'bookings';
  const response = await app.inject({
    url: `/api/v1/${kind}/${reference}?email=${encodeURIComponent(email)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    paymentStatus: string;
    paymentMethod: string | null;
    holdExpiresAt: string | null;
    status?: string;
  };
}

/** Units left of a room type on the rooms page for a stay. */
export async function unitsLeft(app: App, hotelId: string, roomId: string, stay: Stay) {
  const response = await app.inject({
    url: `/api/v1/rooms/hotel/${hotelId}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const rooms = response.json() as { roomId: string; unitsLeft?: number }[];
  return rooms.find((room) => room.roomId === roomId)?.unitsLeft;
}

/** Whether a dated search for the hotel's name finds it. */
export async function searchFinds(app: App, hotelName: string, stay: Stay) {
  const response = await app.inject({
    url: `/api/v1/hotels/search?q=${encodeURIComponent(hotelName)}&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as unknown[]).length === 1;
}

/** Asks to pay at the hotel (WK-) or at pickup (WC-), as a guest or with `cookie`. */
export function askPayLater(app: App, reference: string, body: object, cookie?: string) {
  const path = reference.startsWith('WC-')
    ? `/api/v1/carbooking/${reference}/pay-at-pickup`
    : `/api/v1/bookings/${reference}/pay-at-hotel`;
  return app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: { origin: TEST_PUBLIC_URL, ...(cookie ? { cookie } : {}) },
  });
}

export function confirmLink(app: App, token: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/holds/confirm',
    payload: { token },
    headers: { origin: TEST_PUBLIC_URL },
  });
}

/** The token of the latest confirmation link mailed to the address. */
export async function latestLinkToken(db: Database, address: string): Promise<string> {
  const links = await mailsTo(db, 'hold-confirmation-link', address);
  const text = links.at(-1)?.textBody ?? '';
  const token = /\/confirm-hold\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(token, text).toBeDefined();
  return token!;
}
