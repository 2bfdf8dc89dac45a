import { z } from 'zod';
import { koboToNaira } from '../money';
import { hireUnitWords, type HirePriceKobo } from './hire-price';

/** One line of a hire's price as the API answers it, in naira: '2 days', ₦42,000 each, ₦84,000. */
export const ZHirePriceLine = z
  .object({
    unit: z.enum(['week', 'day', 'hour', 'escort day']),
    count: z.number().int(),
    unitPrice: z.number().meta({ description: 'Naira for one unit, as charged' }),
    amount: z.number().meta({ description: 'Naira: count × unitPrice' }),
    words: z.string().meta({ description: "The line in words, e.g. '2 days'" }),
  })
  .meta({ id: 'HirePriceLine' });
export type THirePriceLine = z.infer<typeof ZHirePriceLine>;

/** A hire's price lines in naira, as the receipt and the API show them. */
export function hirePriceLines(price: HirePriceKobo): THirePriceLine[] {
  return price.lines.map((line) => ({
    unit: line.unit,
    count: line.count,
    unitPrice: koboToNaira(line.unitKobo),
    amount: koboToNaira(line.amountKobo),
    words: hireUnitWords(line.unit, line.count),
  }));
}
