import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPaymentKey, paymentKeyFor } from './payment-key';

/** A localStorage of the Web Storage API's shape, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (name) => items.get(name) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (name) => void items.delete(name),
    setItem: (name, value) => void items.set(name, String(value)),
  };
}

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: memoryStorage() });
});

describe('the payment start key', () => {
  it('is the same for one booking in every tab while it is fresh, and another per booking', () => {
    const first = paymentKeyFor('WK-AAAAAAAA', 1_000);
    expect(paymentKeyFor('WK-AAAAAAAA', 1_000 + 19 * 60_000)).toBe(first);
    expect(paymentKeyFor('WK-BBBBBBBB', 1_000)).not.toBe(first);
  });

  it('is new once 20 minutes have passed, or once the payment was declined', () => {
    const first = paymentKeyFor('WK-AAAAAAAA', 0);
    const later = paymentKeyFor('WK-AAAAAAAA', 20 * 60_000);
    expect(later).not.toBe(first);
    forgetPaymentKey('WK-AAAAAAAA');
    expect(paymentKeyFor('WK-AAAAAAAA', 20 * 60_000 + 1)).not.toBe(later);
  });

  it('still makes a key when the browser keeps nothing', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('denied');
      },
    });
    expect(paymentKeyFor('WK-AAAAAAAA')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
