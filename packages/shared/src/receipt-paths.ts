/*
 * Where a booking's receipt lives, for the web's links and the API's mail
 * alike (docs/product.md#booking-references): the reference says which kind
 * it is, and the URL carries it with the guest's email, so a reload (or a
 * click in a mail) shows it again. No zod here: the screens that show a
 * booking import it.
 */

import { bookingKindOf } from './booking-kind';

/** A hotel booking's receipt. */
export const bookingReceiptPath = (reference: string, email: string) =>
  `/booking-receipt?${new URLSearchParams({ reference, email })}`;

/** A car hire's receipt, found the same way. */
export const carHireReceiptPath = (reference: string, email: string) =>
  `/car-hire-receipt?${new URLSearchParams({ reference, email })}`;

/** The receipt of either kind of booking, by its reference. */
export const receiptPathFor = (reference: string, email: string) =>
  bookingKindOf(reference) === 'car'
    ? carHireReceiptPath(reference, email)
    : bookingReceiptPath(reference, email);
