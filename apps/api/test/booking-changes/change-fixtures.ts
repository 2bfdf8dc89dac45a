import { and, eq, sql } from 'drizzle-orm';
import { nightsBetween } from '@waka/shared/dates';
import { stayTotalNaira } from '@waka/shared/bookings/price-stay';
import { koboToNaira } from '@waka/shared/money';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/database';
import { bookedRoomNights } from '../../src/db/schema/bookings';
import type { SignedIn } from '../support/accounts';
import { TEST_PUBLIC_URL } from '../support/test-app';

/*
 * Changing a stay through the API as the web does
 * (docs/decisions/0023-cancellation-and-changes.md).
 */

type RoomLike = { id: string; roomType: string; roomPriceKobo: number };

/** A change request priced as the browser would price it. */
export function changeRequest(
  picks: { room: RoomLike; quantity: number }[],
  stay: { checkIn: string; checkOut: string },
  email?: string,
) {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const rooms = picks.map(({ room, quantity }) => ({
    roomId: room.id,
    roomType: room.roomType,
    quantity,
    price: koboToNaira(room.roomPriceKobo),
  }));
  return {
    ...(email ? { email } : {}),
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    nights,
    rooms,
    totalAmount: stayTotalNaira(rooms, nights),
  };
}

/** POST /bookings/{reference}/change as a guest (body email) or a session. */
export function change(
  app: App,
  reference: string,
  body: object,
  options: { who?: SignedIn; key?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${reference}/change`,
    headers: {
      origin: TEST_PUBLIC_URL,
      ...(options.who ? { cookie: options.who.cookie } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: body,
  });
}

/** Units the ledger holds of a room on one night, every booking together. */
export async function heldOn(db: Database, roomId: string, night: string) {
  const rows = await db
    .select({ units: sql<number>`coalesce(sum(${bookedRoomNights.quantity}), 0)::int` })
    .from(bookedRoomNights)
    .where(and(eq(bookedRoomNights.roomId, roomId), eq(bookedRoomNights.night, night)));
  return Number(rows[0]!.units);
}

/** The nights one booking holds, as `night roomId×units`, sorted. */
export async function nightsOf(db: Database, bookingId: string) {
  const rows = await db
    .select()
    .from(bookedRoomNights)
    .where(eq(bookedRoomNights.bookingId, bookingId));
  return rows.map((r) => `${r.night} ${r.roomId}×${r.quantity}`).sort();
}
