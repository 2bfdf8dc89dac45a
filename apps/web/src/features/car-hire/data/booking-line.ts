/**
 * The car-hire booking line (the promo banner of
 * docs/product.md#car-hire-landing: operators 24/7). Waka's one public
 * number, the same line as the travel desk on the home page.
 */
export const BOOKING_LINE = { display: '+234 803 123 4567', tel: '+2348031234567' } as const;
