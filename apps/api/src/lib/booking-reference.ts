import { randomInt } from 'node:crypto';

// Crockford's base 32: no I, L, O or U, so a reference read over the phone
// is not mistaken. 32^8 ≈ 10^12 references: unguessable at any real volume.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function code(length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

/** A short, unguessable booking reference such as WK-7F3K9QX2 (docs/product.md#booking-references). */
export function newBookingReference(): string {
  return `WK-${code(8)}`;
}

/**
 * An online payment attempt's reference, such as WP-7F3K9QX2M4BD
 * (docs/decisions/0022-payments-and-holds.md): Paystack's transaction
 * reference, and the key to the attempt's outcome on the callback page, so
 * longer than a booking's: 32^12 ≈ 10^18.
 */
export function newPaymentReference(): string {
  return `WP-${code(12)}`;
}
