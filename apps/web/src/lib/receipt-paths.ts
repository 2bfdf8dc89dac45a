/*
 * The address of finding a booking, apart from paths.ts: the app shell
 * imports that one, and this is only for the screens that show a booking
 * (the bundle budget, bench/README.md#targets). The receipts' own addresses
 * are shared with the API's mail: @waka/shared/receipt-paths.
 */

/** Where a guest without an account finds a booking by its reference and email. */
export const FIND_BOOKING_PATH = '/find-booking';
