// Booking references for generated bookings: the app's format
// (docs/product.md#booking-references, `WK-` or `WC-` and 8 letters of
// Crockford's base 32), made from the row's number by an odd multiplier
// modulo 32^8, a bijection, so every one is unique and none looks sequential.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SPACE = 32n ** 8n;

export function referenceFor(prefix, index) {
  let code = (BigInt(index) * 0x9e3779b1n + 0x5bd1e995n) % SPACE;
  let text = '';
  for (let i = 0; i < 8; i++) {
    text = ALPHABET[Number(code % 32n)] + text;
    code /= 32n;
  }
  return `${prefix}-${text}`;
}
