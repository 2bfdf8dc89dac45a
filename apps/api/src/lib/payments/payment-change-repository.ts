import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { carBookings, cars } from '../../db/schema/cars';
import { hotels } from '../../db/schema/hotels';
import { payments } from '../../db/schema/payments';

export type BookingKind = 'booking' | 'car';

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
  kind === 'booking'
    ? sql<boolean>`exists (select 1 from ${payments}
        where ${payments.bookingId} = ${bookings.id} and ${payments.status} = 'success')`
    : sql<boolean>`exists (select 1 from ${payments}
        where ${payments.carBookingId} = ${carBookings.id} and ${payments.status} = 'success')`;

export async function lockPaymentParties(
  tx: Database,
  kind: BookingKind,
  id: string,
): Promise<PaymentParties | undefined> {
  if (kind === 'booking') {
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

export async function writePaymentChange(
  tx: Database,
  kind: BookingKind,
  id: string,
  change: keyof typeof PAYMENT_WRITES,
) {
  if (kind === 'booking') {
    const paidKobo = change === 'confirm' ? { paidKobo: sql`${bookings.totalAmountKobo}` } : {};
    await tx
      .update(bookings)
      .set({ ...PAYMENT_WRITES[change], ...paidKobo })
      .where(eq(bookings.id, id));
    return;
  }
  const paidKobo = change === 'confirm' ? { paidKobo: sql`${carBookings.totalPriceKobo}` } : {};
  await tx
    .update(carBookings)
    .set({ ...PAYMENT_WRITES[change], ...paidKobo })
    .where(eq(carBookings.id, id));
}
