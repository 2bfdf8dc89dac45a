import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingPath, bookingQueryKey, holdRefetchInterval } from './booking-queries';

afterEach(() => vi.useRealTimers());

describe('holdRefetchInterval', () => {
  const now = Date.parse('2027-03-01T13:00:00.000Z');
  const at = (ms: number) => new Date(now + ms).toISOString();

  it('asks again a second after a running hold runs out', () => {
    vi.useFakeTimers({ now });
    expect(holdRefetchInterval({ paymentStatus: 'not paid', holdExpiresAt: at(60_000) })).toBe(
      61_000,
    );
  });

  it('asks every 3 s once the hold is over, until the server releases it, for 5 minutes', () => {
    vi.useFakeTimers({ now });
    expect(holdRefetchInterval({ paymentStatus: 'not paid', holdExpiresAt: at(-10_000) })).toBe(
      3_000,
    );
    expect(holdRefetchInterval({ paymentStatus: 'not paid', holdExpiresAt: at(-6 * 60_000) })).toBe(
      false,
    );
  });

  it('does not ask again when nothing is running out', () => {
    expect(holdRefetchInterval(undefined)).toBe(false);
    expect(holdRefetchInterval({ paymentStatus: 'not paid', holdExpiresAt: null })).toBe(false);
    expect(holdRefetchInterval({ paymentStatus: 'paid', holdExpiresAt: null })).toBe(false);
    expect(holdRefetchInterval({ paymentStatus: 'pay at hotel', holdExpiresAt: null })).toBe(false);
  });
});

describe('bookingPath', () => {
  it('finds a stay under /bookings and a car hire under /carbooking', () => {
    expect(bookingPath('WK-7Q2M9X4B', 'ada@example.ng')).toBe(
      '/bookings/WK-7Q2M9X4B?email=ada%40example.ng',
    );
    expect(bookingPath('WC-7Q2M9X4B', 'ada@example.ng')).toBe(
      '/carbooking/WC-7Q2M9X4B?email=ada%40example.ng',
    );
  });

  it('keys one booking the same whatever the case of its reference and email', () => {
    expect(bookingQueryKey('wk-7q2m9x4b', ' Ada@Example.ng ')).toEqual(
      bookingQueryKey('WK-7Q2M9X4B', 'ada@example.ng'),
    );
  });
});
