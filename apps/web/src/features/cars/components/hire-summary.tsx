import type { TCar } from '@waka/shared/cars/car';
import { hireTotalNaira } from '@waka/shared/cars/pickup-window';
import { formatNaira } from '@waka/shared/money';
import { CARD_PHOTO_WIDTH } from '@waka/shared/uploads/photo-url';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { carName } from '../car-format';

type HireSummaryProps = {
  car: TCar;
  /** The hours typed, when valid; null shows no total yet. */
  hours: number | null;
};

/**
 * The rate summary beside the form: the car, its rates in naira (docs/product.md#money) and the
 * total, hours × hourly rate with 2 decimals (docs/product.md#pricing), worked out by the
 * shared rule the server checks it against (docs/product.md#pricing).
 */
export function HireSummary({ car, hours }: HireSummaryProps) {
  const total = hours === null ? null : hireTotalNaira(car.hourlyRate, hours);
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
        <dl className="divide-y divide-slate-100 text-sm">
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">Hourly rate</dt>
            <dd className="font-semibold text-slate-900">{formatNaira(car.hourlyRate)}</dd>
          </div>
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">Daily rate</dt>
            <dd className="text-slate-900">{formatNaira(car.dailyRate)}</dd>
          </div>
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">Duration</dt>
            <dd className="text-slate-900">
              {hours === null ? '—' : hours === 1 ? '1 hour' : `${hours} hours`}
            </dd>
          </div>
        </dl>
        {/* Polite: the total is read out as the hours change. */}
        <p
          aria-live="polite"
          className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-4"
        >
          <span className="font-semibold text-slate-900">Total</span>
          <span data-testid="hire-total" className="text-2xl font-bold text-slate-900">
            {total === null ? '—' : formatNaira(total)}
          </span>
        </p>
        {total === null ? (
          <p className="-mt-2 text-sm text-slate-600">
            Enter the hours (1 to 24) to see the total.
          </p>
        ) : (
          <p className="-mt-2 text-sm text-slate-600">
            {hours} × {formatNaira(car.hourlyRate)}
          </p>
        )}
      </div>
    </section>
  );
}
