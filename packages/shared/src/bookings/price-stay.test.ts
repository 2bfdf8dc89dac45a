import { describe, expect, it } from 'vitest';
import { priceStay, stayTotalNaira } from './price-stay';

describe('pricing a stay (docs/product.md#pricing)', () => {
  it('multiplies each line by quantity and nights and sums the lines', () => {
    const { lines, totalKobo } = priceStay(
      [
        { roomId: 'a', unitPriceKobo: 4_500_000, quantity: 2 },
        { roomId: 'b', unitPriceKobo: 2_850_000, quantity: 1 },
      ],
      3,
    );
    expect(lines.map((l) => l.lineTotalKobo)).toEqual([27_000_000, 8_550_000]);
    expect(totalKobo).toBe(35_550_000);
  });

  it('keeps awkward prices exact where floats drift', () => {
    // In binary floats 45,000.15 × 3 × 7 is 945003.1500000001.
    expect(45_000.15 * 3 * 7).not.toBe(945_003.15);
    expect(stayTotalNaira([{ price: 45_000.15, quantity: 3 }], 7)).toBe(945_003.15);
    expect(stayTotalNaira([{ price: 28_500.35, quantity: 2 }], 3)).toBe(171_002.1);
    expect(
      stayTotalNaira(
        [
          { price: 0.1, quantity: 1 },
          { price: 0.2, quantity: 1 },
        ],
        1,
      ),
    ).toBe(0.3);
  });

  it('prices zero nights at zero', () => {
    expect(stayTotalNaira([{ price: 45_000, quantity: 2 }], 0)).toBe(0);
  });
});
