/*
 * The cancellation policy in words (docs/product.md#cancellation), without
 * zod, so the car screens and the receipts may show it whatever else they load.
 */

/** A car hire's policy, on the car dialog, the request form and the car receipt. */
export const CAR_CANCELLATION_POLICY =
  'Free cancellation until 24 hours before pickup; later, the cheaper of one day’s rate and 25\u00a0% of the hire is kept.';

/** What a late car cancellation keeps, as the dialog names it. */
export const CAR_LATE_CHARGE_WORDS = 'the cheaper of one day’s rate and 25\u00a0% of the hire';
