import { randomInt } from 'node:crypto';

// Crockford's base 32: no I, L, O or U, so a reference read over the phone
// is not mistaken. 32^8 ≈ 10^12 references: unguessable at any real volume.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short, unguessable booking reference such as WK-7F3K9QX2 (docs/product.md#booking-references). */
export function newBookingReference(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `WK-${code}`;
}
