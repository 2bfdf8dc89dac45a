import type { TCar } from '@waka/shared/cars/car';
import { CARD_PHOTO_WIDTH } from '@waka/shared/uploads/photo-url';
import { HirePriceLines } from '@/components/car-hire/hire-price-lines';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { hireLengthWords } from '@/lib/hire-length-words';
import { carName } from '../car-format';
import type { HireQuote } from '../hire-quote';
import { carRateRows, CHEAPEST_MIX } from './car-rates';

type HireSummaryProps = {
  car: TCar;
  /** The hire's length once the form reads one the server would take; null shows no price yet. */
  hours: number | null;
  quote: HireQuote | null;
};

/**
 * The summary beside the form: the car, its rates in naira (docs/product.md#money), and the
 * price line by line, worked out by the shared rule the server checks it
 * against (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md).
 */
export function HireSummary({ car, hours, quote }: HireSummaryProps) {
  return (
    <section
      aria-labelledby="hire-summary-title"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <ImageWithFallback
        src={car.carImage}
        sizedTo={CARD_PHOTO_WIDTH}
        alt={`${carName(car)} ${car.year}, ${car.color.toLowerCase()}`}
        width={640}
        height={400}
        loading="eager"
        className="aspect-[16/9] w-full object-cover"
      />
      <div className="flex flex-col gap-4 p-5">
        <div>
          <h2 id="hire-summary-title" className="text-xl font-bold text-slate-900">
            {carName(car)} <span className="font-normal text-slate-600">{car.year}</span>
          </h2>
          <p className="mt-1 text-sm text-slate-600">Pickup at {car.pickupAddress}</p>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {carRateRows(car).map(([label, value]) => (
            <div key={label} className="flex flex-col">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-slate-600">{CHEAPEST_MIX}</p>
        {/* Polite: the price is read out as the length changes. */}
        <div aria-live="polite" className="border-t border-slate-200 pt-3">
          <p className="flex justify-between gap-4 text-sm">
            <span className="text-slate-600">Duration</span>
            <span className="font-semibold text-slate-900">
              {hours === null ? '—' : hireLengthWords(hours)}
            </span>
          </p>
          {quote ? (
            <HirePriceLines lines={quote.lines} total={quote.total} totalTestId="hire-total" />
          ) : (
            <>
              <p className="mt-3 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
                <span className="font-semibold text-slate-900">Total</span>
                <span data-testid="hire-total" className="text-2xl font-bold text-slate-900">
                  —
                </span>
              </p>
              <p className="mt-1 text-sm text-slate-600">
                Choose the pickup and how long to see the price.
              </p>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
