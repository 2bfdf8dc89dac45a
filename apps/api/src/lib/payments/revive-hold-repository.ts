import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookedRoomNights, bookingRooms, bookings } from '../../db/schema/bookings';
import { carBookings, cars } from '../../db/schema/cars';
import { moveCarHireStatus, moveStayStatus } from '../../money/lifecycle/lifecycle-repository';
import { heldOnBusiestNight, lockRoomTypes } from '../ledger/room-ledger';

/*
 * A payment verified after its hold ran out takes the hold back only if
 * nothing was given away meanwhile (docs/decisions/0022-payments-and-holds.md):
 * checked under the same locks as a new booking, so a revived hold and a new
 * booking can never both have the last unit. The caller holds the booking's
 * own row lock and has seen it `expired`; the room types (or the car) are
 * locked after it, the lock order of lib/ledger/room-ledger.ts.
 */

/**
 * Gives an expired room booking its nights back when every night of every
 * line still has the units free; answers whether it did.
 */
export async function reviveRoomBooking(tx: Database, bookingId: string): Promise<boolean> {
  const [booking] = await tx
    .select({
      hotelId: bookings.hotelId,
      checkIn: bookings.checkInDate,
      checkOut: bookings.checkOutDate,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return false;
  const lines = await tx
    .select({ roomId: bookingRooms.roomId, quantity: bookingRooms.quantity })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, bookingId));
  const roomIds = lines.map((line) => line.roomId);
  if (roomIds.length === 0) return false;
  // After the booking's row, in id order (lib/ledger/room-ledger.ts): a new
  // booking or a cancel of these rooms queues with this, never deadlocks.
  const locked = await lockRoomTypes(tx, roomIds);
  const listed = locked.filter((r) => r.hotelId === booking.hotelId && r.deletedAt === null);
  const room = new Map(listed.map((r) => [r.id, r]));
  // Expiring released every night this booking held, so all that is held is
  // held by others.
  const held = await heldOnBusiestNight(tx, roomIds, booking);
  const free = lines.every((line) => {
    const r = room.get(line.roomId);
    return r?.roomStatus && (held.get(line.roomId) ?? 0) + line.quantity <= r.roomQuantity;
  });
  if (!free) return false;
  await tx.execute(sql`
    INSERT INTO ${bookedRoomNights} (booking_id, room_id, night, quantity)
    SELECT line.booking_id, line.room_id, stay.night::date, line.quantity
    FROM ${bookingRooms} AS line
    CROSS JOIN generate_series(${booking.checkIn}::date, ${booking.checkOut}::date - 1, interval '1 day') AS stay(night)
    WHERE line.booking_id = ${bookingId}
    ON CONFLICT DO NOTHING`);
  await moveStayStatus(tx, { id: bookingId, from: 'expired', to: 'confirmed' });
  return true;
}

/**
 * Gives an expired car hire its window back when the car is still listed
 * and no held hire of it overlaps; answers whether it did. The car's row
 * lock is the one every booking of the car queues on.
 */
export async function reviveCarHire(tx: Database, carBookingId: string): Promise<boolean> {
  const [hire] = await tx
    .select({
      carId: carBookings.carId,
      pickupAt: carBookings.pickupAt,
      returnAt: carBookings.returnAt,
    })
    .from(carBookings)
    .where(eq(carBookings.id, carBookingId));
  if (!hire) return false;
  const [car] = await tx
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.id, hire.carId), isNull(cars.deletedAt)))
    .for('update');
  if (!car) return false;
  const [overlap] = await tx
    .select({ id: carBookings.id })
    .from(carBookings)
    .where(
      and(
        eq(carBookings.carId, hire.carId),
        ne(carBookings.id, carBookingId),
        eq(carBookings.status, 'confirmed'),
        lt(carBookings.pickupAt, hire.returnAt),
        gt(carBookings.returnAt, hire.pickupAt),
      ),
    )
    .limit(1);
  if (overlap) return false;
  await moveCarHireStatus(tx, { id: carBookingId, from: 'expired', to: 'confirmed' });
  return true;
}
