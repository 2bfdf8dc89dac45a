/*
 * The addresses of receipts and of finding a booking, apart from paths.ts:
 * the app shell imports that one, and these are only for the screens that
 * show a booking (the bundle budget, bench/README.md#targets).
 */

/** Where a guest without an account finds a booking by its reference and email. */
export const FIND_BOOKING_PATH = '/find-booking';

/** A hotel booking's receipt; the URL carries the booking, so a reload shows it again. */
export const bookingReceiptPath = (reference: string, email: string) =>
  `/booking-receipt?${new URLSearchParams({ reference, email })}`;

/** A car hire's receipt, found the same way. */
export const carHireReceiptPath = (reference: string, email: string) =>
  `/car-hire-receipt?${new URLSearchParams({ reference, email })}`;

/** A room booking (WK-…) or a car hire (WC-…), told apart by its reference. */
export type BookingKind = 'room' | 'car';
export const bookingKindOf = (reference: string): BookingKind =>
  reference.toUpperCase().startsWith('WC-') ? 'car' : 'room';

/** The receipt of either kind of booking, by its reference. */
export const receiptPathFor = (reference: string, email: string) =>
  bookingKindOf(reference) === 'car'
    ? carHireReceiptPath(reference, email)
    : bookingReceiptPath(reference, email);
