import { eq, sql } from 'drizzle-orm';
import type { BookingKind } from '@waka/shared/booking-kind';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { carBookings, cars } from '../../db/schema/cars';
import { hotels } from '../../db/schema/hotels';
import { payments } from '../../db/schema/payments';
import { movePaymentStatus } from '../../money/lifecycle/lifecycle-repository';

/** Who may move a booking's payment, and where it stands, read under the booking's lock. */
export type PaymentParties = {
  reference: string;
  customerId: string | null;
  ownerId: string;
  owner: { email: string; name: string };
  guestName: string;
  totalKobo: number;
  status: string;
  paymentStatus: (typeof bookings.$inferSelect)['paymentStatus'];
  /** Past its hold by the database's clock, a sweep not yet come. */
  due: boolean;
  /** A verified online payment paid it. */
  paidOnline: boolean;
};

// Used in joined selects only: drizzle names a column's table there, not in a one-table select.
const paidOnline = (kind: BookingKind) =>
  kind === 'room'
    ? sql<boolean>`exists (select 1 from ${payments}
        where ${payments.bookingId} = ${bookings.id} and ${payments.status} = 'success')`
    : sql<boolean>`exists (select 1 from ${payments}
        where ${payments.carBookingId} = ${carBookings.id} and ${payments.status} = 'success')`;

export async function lockPaymentParties(
  tx: Database,
  kind: BookingKind,
  id: string,
): Promise<PaymentParties | undefined> {
  if (kind === 'room') {
    const [row] = await tx
      .select({
        b: bookings,
        // From the joined owner: the hotel's or car's own column is null once its owner left (docs/decisions/0026).
        ownerId: users.id,
        ownerEmail: users.email,
        ownerName: users.name,
        due: sql<boolean>`coalesce(${bookings.holdExpiresAt} <= now(), false)`,
        paidOnline: paidOnline(kind),
      })
      .from(bookings)
      .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
      .innerJoin(users, eq(users.id, hotels.ownerId))
      .where(eq(bookings.id, id))
      .for('update', { of: bookings });
    return (
      row && {
        reference: row.b.reference,
        customerId: row.b.userId,
        ownerId: row.ownerId,
        owner: { email: row.ownerEmail, name: row.ownerName },
        guestName: `${row.b.firstName} ${row.b.lastName}`,
        totalKobo: row.b.totalAmountKobo,
        status: row.b.status,
        paymentStatus: row.b.paymentStatus,
        due: Boolean(row.due),
        paidOnline: Boolean(row.paidOnline),
      }
    );
  }
  const [row] = await tx
    .select({
      h: carBookings,
      ownerId: users.id,
      ownerEmail: users.email,
      ownerName: users.name,
      due: sql<boolean>`coalesce(${carBookings.holdExpiresAt} <= now(), false)`,
      paidOnline: paidOnline(kind),
    })
    .from(carBookings)
    .innerJoin(cars, eq(cars.id, carBookings.carId))
    .innerJoin(users, eq(users.id, cars.ownerId))
    .where(eq(carBookings.id, id))
    .for('update', { of: carBookings });
  return (
    row && {
      reference: row.h.reference,
      customerId: row.h.userId,
      ownerId: row.ownerId,
      owner: { email: row.ownerEmail, name: row.ownerName },
      guestName: row.h.fullName,
      totalKobo: row.h.totalPriceKobo,
      status: row.h.status,
      paymentStatus: row.h.paymentStatus,
      due: Boolean(row.due),
      paidOnline: Boolean(row.paidOnline),
    }
  );
}

/**
 * The writes a payment change makes; none of them expires a booking again.
 * The owner's confirmation is the whole total received; taking it back
 * leaves nothing paid (docs/decisions/0023-cancellation-and-changes.md).
 */
export const PAYMENT_WRITES = {
  claim: {
    paymentStatus: 'awaiting confirmation',
    paymentMethod: 'transfer',
    holdExpiresAt: null,
  },
  confirm: { paymentStatus: 'paid', paidAt: sql`now()`, holdExpiresAt: null },
  unpay: { paymentStatus: 'not paid', paidAt: null, holdExpiresAt: null, paidKobo: 0 },
} as const;

/**
 * Writes a payment change to a booking whose payment status was `from` under
 * its lock: a move of the money lifecycle, or, when it stays where it was
 * (an owner's "not paid" on a booking not paid), only its other columns.
 */
export async function writePaymentChange(
  tx: Database,
  kind: BookingKind,
  id: string,
  from: PaymentParties['paymentStatus'],
  change: keyof typeof PAYMENT_WRITES,
) {
  const table = kind === 'room' ? bookings : carBookings;
  const total = kind === 'room' ? bookings.totalAmountKobo : carBookings.totalPriceKobo;
  const { paymentStatus: to, ...write } = PAYMENT_WRITES[change];
  const also = { ...write, ...(change === 'confirm' ? { paidKobo: sql`${total}` } : {}) };
  if (from !== to) {
    await movePaymentStatus(tx, kind, { id, from, to, also });
    return;
  }
  await tx.update(table).set(also).where(eq(table.id, id));
}
