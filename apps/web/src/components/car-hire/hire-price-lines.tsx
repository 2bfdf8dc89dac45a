import type { THirePriceLine } from '@waka/shared/cars/hire-price-lines';
import { formatNaira } from '@waka/shared/money';

const EACH: Record<THirePriceLine['unit'], string> = {
  week: 'a week',
  day: 'a day',
  hour: 'an hour',
  'escort day': 'a day',
};

type HirePriceLinesProps = {
  lines: readonly THirePriceLine[];
  /** Naira: the sum of the lines. */
  total: number;
  /** The total's test id: the request page and the receipt each have their own. */
  totalTestId: string;
  className?: string;
};

/**
 * A car hire's price line by line, as the server charges it
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md): '1 week',
 * ₦250,000.00 a week, ₦250,000.00; then the total. The request page shows
 * the lines it worked out with the shared rule, the receipt the ones charged.
 */
export function HirePriceLines({ lines, total, totalTestId, className = '' }: HirePriceLinesProps) {
  return (
    <div className={className}>
      <ul aria-label="Price" className="divide-y divide-slate-100 text-sm">
        {lines.map((line) => (
          <li
            key={line.unit}
            data-testid="hire-price-line"
            className="flex items-baseline justify-between gap-4 py-2"
          >
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{line.words}</span>
              <span className="block text-xs text-slate-600">
                {formatNaira(line.unitPrice)} {EACH[line.unit]}
              </span>
            </span>
            <span className="shrink-0 font-semibold text-slate-900">
              {formatNaira(line.amount)}
            </span>
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
        <span className="font-semibold text-slate-900">Total</span>
        <span data-testid={totalTestId} className="text-2xl font-bold text-slate-900">
          {formatNaira(total)}
        </span>
      </p>
    </div>
  );
}
