/*
 * The two things a guest books: a stay in a hotel's rooms, or a car hire.
 * One spelling for the web, the API's answers and the API's own code
 * (docs/decisions/0035-one-guarded-money-lifecycle.md).
 */

/** A room booking (WK-…) or a car hire (WC-…), told apart by its reference. */
export type BookingKind = 'room' | 'car';
export const bookingKindOf = (reference: string): BookingKind =>
  reference.toUpperCase().startsWith('WC-') ? 'car' : 'room';
