import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import type { TMyCarHire } from '@waka/shared/cars/my-car-hires';

/** A row of My Bookings: a stay or a car hire, and when it was made. */
export type MyBookingEntry =
  | { kind: 'stay'; made: string; booking: TListedBooking }
  | { kind: 'car'; made: string; hire: TMyCarHire };

/** Stays and car hires in one list, the newest made first (ties keep stays first). */
export function myBookingRows(
  stays: readonly TListedBooking[],
  hires: readonly TMyCarHire[],
): MyBookingEntry[] {
  const rows: MyBookingEntry[] = [
    ...stays.map((booking) => ({ kind: 'stay' as const, made: booking.createdDate, booking })),
    ...hires.map((hire) => ({ kind: 'car' as const, made: hire.createdAt, hire })),
  ];
  // A stable sort: equal instants keep the order above.
  return rows.toSorted((a, b) => Date.parse(b.made) - Date.parse(a.made));
}

/** The day a row's trip ends: a stay's check-out, a car hire's return. */
const endOf = (row: MyBookingEntry) =>
  row.kind === 'stay' ? row.booking.checkOutDate : row.hire.returnDate;

/**
 * Upcoming: still standing (confirmed: held or paid) and not yet over, its
 * last day (check-out, return) today or later in Lagos. Past: everything
 * else, trips that are over and those cancelled, expired or not turned up
 * to. Each keeps the order it came in.
 */
export function upcomingAndPast(
  rows: readonly MyBookingEntry[],
  today: string,
): { upcoming: MyBookingEntry[]; past: MyBookingEntry[] } {
  const standing = (row: MyBookingEntry) =>
    (row.kind === 'stay' ? row.booking.status : row.hire.status) === 'confirmed' &&
    endOf(row) >= today;
  return { upcoming: rows.filter(standing), past: rows.filter((row) => !standing(row)) };
}
