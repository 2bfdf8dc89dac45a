import { describe, expect, it } from 'vitest';
import { formatNaira, formatWholeNaira } from './money';
import { numberText } from './number-text';

// The formatters these replace on the pages, as the references they must equal.
const intlNaira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const intlWholeNaira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const intlCount = new Intl.NumberFormat('en-NG');

/** Deterministic values over every size a price or count takes, and the awkward ones. */
function samples(): number[] {
  const awkward = [
    0,
    -0,
    1,
    -1,
    0.5,
    0.005,
    0.015,
    0.125,
    1.005,
    2.675,
    1.45,
    9.995,
    99.995,
    999.9995,
    999_999.995,
    1_234_567.5,
    -1_234_567.005,
    -0.001,
    0.0004,
    1e-7,
    5e-7,
    123_456_789_012.345,
    Number.MAX_SAFE_INTEGER,
    1e21,
    4.35e22,
    39_999.99,
    45_999.99,
    0.1 + 0.2,
  ];
  let seed = 7;
  const random = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  const spread = Array.from({ length: 4000 }, (_, i) => {
    const size = 10 ** Math.floor(random() * 12 - 3);
    const value = random() * size;
    // Every fourth a whole number of kobo, as prices are; some negative.
    const shaped = i % 4 === 0 ? Math.round(value * 100) / 100 : value;
    return i % 5 === 0 ? -shaped : shaped;
  });
  return [...awkward, ...spread];
}

describe('numbers as en-NG writes them, without Intl (decision 0013)', () => {
  it('writes naira exactly as Intl.NumberFormat en-NG NGN does', () => {
    for (const value of samples())
      expect(formatNaira(value), String(value)).toBe(intlNaira.format(value));
  });

  it('writes whole naira, rounded down, exactly as Intl does', () => {
    for (const value of samples())
      expect(formatWholeNaira(value), String(value)).toBe(intlWholeNaira.format(Math.floor(value)));
  });

  it('writes a count with up to three decimals exactly as Intl en-NG does', () => {
    for (const value of samples())
      expect(numberText(value), String(value)).toBe(intlCount.format(value));
  });

  it('reads what is not a number as Intl does', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatNaira(value)).toBe(intlNaira.format(value));
      expect(formatWholeNaira(value)).toBe(intlWholeNaira.format(value));
      expect(numberText(value)).toBe(intlCount.format(value));
    }
  });
});
