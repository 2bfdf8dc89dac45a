import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack's signature of a webhook body: hex HMAC-SHA512 of the raw bytes, keyed with the secret key. */
export function signPaystackBody(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

/**
 * Whether `header` (x-paystack-signature) signs exactly these bytes
 * (docs/decisions/0022-payments-and-holds.md). Compared in constant time, so
 * the answer's timing tells a forger nothing about how close a guess was.
 */
export function verifyPaystackSignature(
  rawBody: Buffer,
  header: string | string[] | undefined,
  secret: string,
): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{128}$/i.test(header)) return false;
  const expected = Buffer.from(signPaystackBody(rawBody, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}
