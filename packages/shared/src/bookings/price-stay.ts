import { koboToNaira, nairaToKobo, type Kobo } from '../money';

/*
 * How a stay is priced (docs/product.md#pricing): each line is unit price × quantity ×
 * nights; the stay is the sum of its lines. The browser shows it and the
 * server charges it with this same function, in kobo.
 */

export type PricedLine<T> = T & { lineTotalKobo: Kobo };

export function priceStay<T extends { unitPriceKobo: Kobo; quantity: number }>(
  lines: T[],
  nights: number,
): { lines: PricedLine<T>[]; totalKobo: Kobo } {
  const priced = lines.map((line) => ({
    ...line,
    lineTotalKobo: line.unitPriceKobo * line.quantity * nights,
  }));
  return { lines: priced, totalKobo: priced.reduce((sum, line) => sum + line.lineTotalKobo, 0) };
}

/** The same rule for a selection priced in naira (the booking dialog's total). */
export function stayTotalNaira(
  rooms: { price: number; quantity: number }[],
  nights: number,
): number {
  const { totalKobo } = priceStay(
    rooms.map((r) => ({ unitPriceKobo: nairaToKobo(r.price), quantity: r.quantity })),
    nights,
  );
  return koboToNaira(totalKobo);
}
