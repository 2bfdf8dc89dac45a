import { describe, expect, it } from 'vitest';
import { formatNaira, formatWholeNaira, koboToNaira, nairaToKobo, originalPrice } from './money';

describe('money in kobo (docs/product.md#money)', () => {
  it('turns naira into whole kobo without float drift', () => {
    expect(nairaToKobo(1.005)).toBe(101);
    expect(nairaToKobo(39_999.99)).toBe(3_999_999);
    expect(nairaToKobo(0.1) + nairaToKobo(0.2)).toBe(nairaToKobo(0.3));
    expect(nairaToKobo(-12.5)).toBe(-1250);
  });

  it('turns kobo back into naira exactly, and refuses fractions of a kobo', () => {
    expect(koboToNaira(3_999_999)).toBe(39_999.99);
    expect(() => koboToNaira(1.5)).toThrow(RangeError);
    expect(() => nairaToKobo(Number.NaN)).toThrow(RangeError);
  });

  it('formats naira with the sign and thousands separators', () => {
    expect(formatNaira(1_234_567.5)).toBe('₦1,234,567.50');
    expect(formatWholeNaira(45_999.99)).toBe('₦45,999');
  });

  it('computes the struck-through original price, rounded (docs/product.md#pricing)', () => {
    expect(originalPrice(45_000, 10)).toBe(50_000);
    expect(originalPrice(72_000, 15)).toBe(84_706);
    expect(originalPrice(30_000, 0)).toBeNull();
    expect(originalPrice(30_000, 100)).toBeNull();
  });
});
