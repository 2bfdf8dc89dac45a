import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TPaymentMethod } from '@waka/shared/payments/payments';
import type { BookingKind } from '@waka/shared/booking-kind';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/auth';
import { bookedRoomNights, bookings } from '../../db/schema/bookings';
import { carBookings, cars } from '../../db/schema/cars';
import { hotels } from '../../db/schema/hotels';
import { payments, refunds } from '../../db/schema/payments';
import type { CancellationColumns } from '../../lib/cancellation/cancellation-facts';
import { findBookingLines, lockRoomTypes } from '../../lib/ledger/room-ledger';
import { moveCarHireStatus, moveStayStatus } from '../../money/lifecycle/lifecycle-repository';

/** What cancelling needs of a booking or a car hire, whichever it is. */
type Common = CancellationColumns & {
  id: string;
  reference: string;
  email: string;
  userId: string | null;
  guestName: string;
  /** The hotel's name, or the car's make, model and year. */
  place: string;
  ownerId: string;
  owner: { email: string; name: string };
  paymentMethod: TPaymentMethod | null;
  totalKobo: number;
  paidKobo: number;
};

export type CancellableStay = Common & {
  kind: 'room';
  checkInDate: string;
  checkOutDate: string;
  checkInTime: string | null;
  lines: { roomId: string; unitPriceKobo: number; quantity: number }[];
};

export type CancellableHire = Common & {
  kind: 'car';
  pickupAt: Date;
  returnAt: Date;
  dailyRateKobo: number;
};

export type Cancellable = CancellableStay | CancellableHire;

async function readStay(
  tx: Database,
  where: SQL,
  lock: boolean,
): Promise<CancellableStay | undefined> {
  const query = tx
    .select({
      b: bookings,
      hotelName: hotels.hotelName,
      checkInTime: hotels.checkInTime,
      // From the joined owner: the hotel's or car's own column is null once its owner left (docs/decisions/0026).
      ownerId: users.id,
      ownerEmail: users.email,
      ownerName: users.name,
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .innerJoin(users, eq(users.id, hotels.ownerId))
    .where(where);
  const [row] = lock ? await query.for('update', { of: bookings }) : await query;
  if (!row) return undefined;
  const { b } = row;
  const lines = await findBookingLines(tx, b.id);
  return {
    kind: 'room',
    id: b.id,
    reference: b.reference,
    email: b.email,
    userId: b.userId,
    guestName: `${b.firstName} ${b.lastName}`,
    place: row.hotelName,
    ownerId: row.ownerId,
    owner: { email: row.ownerEmail, name: row.ownerName },
    status: b.status,
    paymentMethod: b.paymentMethod,
    totalKobo: b.totalAmountKobo,
    paidKobo: b.paidKobo,
    cancelledAt: b.cancelledAt,
    cancelledBy: b.cancelledBy,
    cancelReason: b.cancelReason,
    keptKobo: b.keptKobo,
    refundKobo: b.refundKobo,
    checkInDate: b.checkInDate,
    checkOutDate: b.checkOutDate,
    checkInTime: row.checkInTime,
    lines,
  };
}

async function readHire(
  tx: Database,
  where: SQL,
  lock: boolean,
): Promise<CancellableHire | undefined> {
  const query = tx
    .select({
      h: carBookings,
      car: { make: cars.make, model: cars.model, year: cars.year, dailyRate: cars.dailyRateKobo },
      ownerId: users.id,
      ownerEmail: users.email,
      ownerName: users.name,
    })
    .from(carBookings)
    .innerJoin(cars, eq(cars.id, carBookings.carId))
    .innerJoin(users, eq(users.id, cars.ownerId))
    .where(where);
  const [row] = lock ? await query.for('update', { of: carBookings }) : await query;
  if (!row) return undefined;
  const { h, car } = row;
  return {
    kind: 'car',
    id: h.id,
    reference: h.reference,
    email: h.email,
    userId: h.userId,
    guestName: h.fullName,
    place: `${car.make} ${car.model} ${car.year}`,
    ownerId: row.ownerId,
    owner: { email: row.ownerEmail, name: row.ownerName },
    status: h.status,
    paymentMethod: h.paymentMethod,
    totalKobo: h.totalPriceKobo,
    paidKobo: h.paidKobo,
    cancelledAt: h.cancelledAt,
    cancelledBy: h.cancelledBy,
    cancelReason: h.cancelReason,
    keptKobo: h.keptKobo,
    refundKobo: h.refundKobo,
    pickupAt: h.pickupAt,
    returnAt: h.returnAt,
    // Hires made before the rate was kept with them read the car's rate now.
    dailyRateKobo: h.dailyRateKobo ?? car.dailyRate,
  };
}

/** A booking (WK-…) or car hire (WC-…) by its reference, unlocked. */
export function findCancellable(
  tx: Database,
  kind: BookingKind,
  reference: string,
): Promise<Cancellable | undefined> {
  return kind === 'room'
    ? readStay(tx, eq(bookings.reference, reference), false)
    : readHire(tx, eq(carBookings.reference, reference), false);
}

/**
 * Locks what cancelling writes, for the rest of the transaction, in the lock
 * order (lib/ledger/room-ledger.ts): the booking's row first, then the room
 * types its lines hold, as read under that lock, in id order. So releasing
 * its nights queues behind a new booking of the same rooms, and a late
 * payment reviving it queues behind the cancel (or the cancel behind it),
 * never closing a deadlock. A car hire's own row is enough: its window stops
 * counting with its status.
 */
export async function lockCancellable(
  tx: Database,
  found: Cancellable,
): Promise<Cancellable | undefined> {
  if (found.kind === 'car') return readHire(tx, eq(carBookings.id, found.id), true);
  const locked = await readStay(tx, eq(bookings.id, found.id), true);
  if (locked)
    await lockRoomTypes(
      tx,
      locked.lines.map((line) => line.roomId),
    );
  return locked;
}

export type CancellationWrite = {
  cancelledBy: 'guest' | 'owner';
  cancelReason: string | null;
  keptKobo: number;
  refundKobo: number;
};

/**
 * Marks it cancelled at the transaction's `now()`, the instant its refund row
 * (if any) is written at too; a stay's nights are released from the ledger.
 */
export async function markCancelled(tx: Database, found: Cancellable, write: CancellationWrite) {
  // Only a held booking is cancellable: the caller read it confirmed under its lock.
  const move = {
    id: found.id,
    from: 'confirmed',
    to: 'cancelled',
    also: { ...write, cancelledAt: sql`now()` },
  } as const;
  if (found.kind === 'car') {
    await moveCarHireStatus(tx, move);
    return;
  }
  await moveStayStatus(tx, move);
  await tx.delete(bookedRoomNights).where(eq(bookedRoomNights.bookingId, found.id));
}

/**
 * Where the refunds the cancellation wrote stand, one per online payment it
 * was split across: written in the cancelling transaction, so made at its
 * cancelled_at; a payment that arrives after the cancellation is refunded
 * for the same reason, but later. Refunded only when every one of them is.
 */
export async function cancellationRefund(tx: Database, found: Cancellable, reason: string) {
  if (!found.cancelledAt) return undefined;
  const owner = found.kind === 'car' ? payments.carBookingId : payments.bookingId;
  const cancelledAt =
    found.kind === 'car'
      ? sql`(select ${carBookings.cancelledAt} from ${carBookings} where ${carBookings.id} = ${found.id})`
      : sql`(select ${bookings.cancelledAt} from ${bookings} where ${bookings.id} = ${found.id})`;
  const rows = await tx
    .select({ status: refunds.status })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(eq(owner, found.id), eq(refunds.reason, reason), eq(refunds.createdAt, cancelledAt)),
    );
  return rows.find((row) => row.status !== 'refunded') ?? rows[0];
}
