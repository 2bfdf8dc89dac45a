/**
 * Money rules (docs/product.md#money). Inside the product money is an integer number of kobo, so
 * sums never drift; the API and the screens speak naira with at most two
 * decimals, formatted by one helper.
 */

import { numberText } from './number-text';

const NAIRA_SIGN = '₦';

export type Kobo = number;

/** Naira (up to 2 decimals) to integer kobo, rounding half away from zero. */
export function nairaToKobo(naira: number): Kobo {
  if (!Number.isFinite(naira)) throw new RangeError(`Not a sum of money: ${naira}`);
  // 1.005 * 100 is 100.49999… in binary; trimming to 15 significant digits
  // recovers the decimal the person typed (100.5) before rounding.
  const kobo = Math.round(Number((Math.abs(naira) * 100).toPrecision(15)));
  return naira < 0 ? -kobo : kobo;
}

/** Integer kobo to naira, exact to two decimals. */
export function koboToNaira(kobo: Kobo): number {
  if (!Number.isInteger(kobo)) throw new RangeError(`Kobo must be whole: ${kobo}`);
  return kobo / 100;
}

/** ₦12,500.00 — the one way a sum of naira is shown. */
export function formatNaira(naira: number): string {
  return numberText(naira, { minFraction: 2, maxFraction: 2, prefix: NAIRA_SIGN });
}

/** ₦12,500 — whole naira, rounded down (the My Bookings and card reading). */
export function formatWholeNaira(naira: number): string {
  return numberText(Math.floor(naira), { maxFraction: 0, prefix: NAIRA_SIGN });
}

/**
 * The struck-through "was" price for a discounted price (docs/product.md#pricing):
 * price / (1 - discount/100), rounded to whole naira. None for 0 % or 100 %.
 */
export function originalPrice(price: number, discountPercent: number): number | null {
  if (discountPercent <= 0 || discountPercent >= 100) return null;
  return Math.round(price / (1 - discountPercent / 100));
}
