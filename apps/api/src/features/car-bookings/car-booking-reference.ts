import { newBookingReference } from '../../lib/booking-reference';

/**
 * A car booking's reference (docs/product.md#booking-references): the hotel
 * bookings' unguessable code with its own prefix, WC- for Waka Car
 * (WC-7F3K9QX2), so a reference read out on the phone says at once which kind
 * of booking it is.
 */
export function newCarBookingReference(): string {
  return `WC-${newBookingReference().slice('WK-'.length)}`;
}
