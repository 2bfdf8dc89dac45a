import { describe, expect, it } from 'vitest';
import { readVerificationToken } from './link-token';

const encode = (value: object) =>
  Buffer.from(JSON.stringify(value)).toString('base64url').replace(/=+$/, '');
const token = (claims: object) => `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;

describe('readVerificationToken', () => {
  it('reads the address and the expiry, in milliseconds', () => {
    expect(readVerificationToken(token({ email: 'adá@example.ng', exp: 1_800_000_000 }))).toEqual({
      email: 'adá@example.ng',
      expiresAt: 1_800_000_000_000,
    });
  });

  it('answers undefined for what is not such a token', () => {
    for (const bad of ['', 'not-a-real-token', 'a.b.c', token({ exp: 1 }), 'a.%%%.c'])
      expect(readVerificationToken(bad), bad).toBeUndefined();
  });

  it('keeps the address when the token has no expiry', () => {
    expect(readVerificationToken(token({ email: 'a@b.ng' }))).toEqual({
      email: 'a@b.ng',
      expiresAt: undefined,
    });
  });
});
