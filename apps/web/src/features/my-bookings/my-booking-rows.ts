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
