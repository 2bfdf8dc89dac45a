import { formatNaira, formatWholeNaira } from '@waka/shared/money';

/**
 * A nightly price as a card shows it: whole naira when it is whole (₦45,000),
 * kobo only when there are some, so a "from" price is never rounded down.
 */
export function formatNightlyPrice(naira: number): string {
  return Number.isInteger(naira) ? formatWholeNaira(naira) : formatNaira(naira);
}
