import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/auth';
import { bookingRooms, bookings } from '../../db/schema/bookings';
import { hotels } from '../../db/schema/hotels';
import type { BookingRow } from '../../lib/ledger/room-ledger';
import { movePaymentStatus } from '../../money/lifecycle/lifecycle-repository';
import type { NewLine } from './change-types';

/** A stay with what changing it needs: its hotel, owner and lines. */
export async function findStay(tx: Database, reference: string) {
  const [row] = await tx
    .select({
      booking: bookings,
      hotel: {
        id: hotels.id,
        hotelName: hotels.hotelName,
        hotelAddress: hotels.hotelAddress,
        hotelContactNo: hotels.hotelContactNo,
        checkInTime: hotels.checkInTime,
        ownerId: hotels.ownerId,
      },
      owner: { email: users.email, name: users.name },
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .innerJoin(users, eq(users.id, hotels.ownerId))
    .where(eq(bookings.reference, reference));
  if (!row) return undefined;
  return { ...row, lines: await linesOf(tx, row.booking.id) };
}
export type FoundStay = NonNullable<Awaited<ReturnType<typeof findStay>>>;

export function linesOf(tx: Database, bookingId: string) {
  return tx
    .select()
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, bookingId))
    .orderBy(asc(bookingRooms.roomType));
}

/** The booking's row, locked: the first lock a change takes (lib/ledger/room-ledger.ts). */
export async function lockBooking(tx: Database, bookingId: string): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return row!;
}

/**
 * Rewrites the booking's lines, dates, total and where its money stands. The
 * booking is as read under its lock: a new payment status is a move of the
 * money lifecycle from the one read; the same one is no move.
 */
export async function rewriteStay(
  tx: Database,
  booking: Pick<BookingRow, 'id' | 'paymentStatus'>,
  stay: { checkInDate: string; checkOutDate: string; nights: number; totalAmountKobo: number },
  money: Partial<Pick<BookingRow, 'paymentStatus' | 'holdExpiresAt' | 'paidKobo'>>,
  lines: NewLine[],
) {
  const bookingId = booking.id;
  await tx.delete(bookingRooms).where(eq(bookingRooms.bookingId, bookingId));
  await tx.insert(bookingRooms).values(lines.map((line) => ({ ...line, bookingId })));
  const { paymentStatus, ...rest } = money;
  const write = { ...stay, ...rest };
  if (paymentStatus && paymentStatus !== booking.paymentStatus) {
    const move = { id: bookingId, from: booking.paymentStatus, to: paymentStatus, also: write };
    await movePaymentStatus(tx, 'room', move);
    return;
  }
  await tx.update(bookings).set(write).where(eq(bookings.id, bookingId));
}

/** The database's clock to the microsecond: a change's refund reason, unique per change. */
export async function clockInstant(tx: Database): Promise<string> {
  const rows = await tx.execute<{ at: string }>(
    sql`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at`,
  );
  return (rows as unknown as { rows: { at: string }[] }).rows[0]!.at;
}
