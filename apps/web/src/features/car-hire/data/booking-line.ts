/**
 * The car-hire booking line (spec §2 promo banner: operators 24/7). Waka's
 * one public number, the same line as the travel desk on the home page.
 */
export const BOOKING_LINE = { display: '+234 803 123 4567', tel: '+2348031234567' } as const;
