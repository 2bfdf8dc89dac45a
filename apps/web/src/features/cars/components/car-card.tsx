import type { TCar } from '@waka/shared/cars/car';
import { CARD_PHOTO_WIDTH } from '@waka/shared/uploads/photo-url';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { Button } from '@/components/ui/button';
import { formatNightlyPrice } from '@/lib/nightly-price';
import { carName } from '../car-format';
import { CarFacts } from './car-facts';

type CarCardProps = {
  car: TCar;
  /** View Details: the page opens CarDetailsDialog with this car. */
  onViewDetails: (car: TCar) => void;
  /** The first row is above the fold: load its photos at once. */
  eager?: boolean;
};

/**
 * A car in a grid (docs/product.md#car-listing, also the landing's fleet): photo,
 * make, model and year, where it is picked up, its facts, its daily, hourly
 * and weekly rates and the minimum hire, and View Details.
 */
export function CarCard({ car, onViewDetails, eager = false }: CarCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg">
      <div className="relative">
        <ImageWithFallback
          src={car.carImage}
          sizedTo={CARD_PHOTO_WIDTH}
          alt={`${carName(car)} ${car.year}, ${car.color.toLowerCase()}`}
          width={640}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          className="aspect-[16/10] w-full object-cover"
        />
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-900 shadow-sm">
          {car.category}
        </span>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 className="text-lg leading-snug font-semibold text-slate-900">
            {car.make} <span className="font-normal">{car.model}</span>
          </h3>
          <p className="text-sm text-slate-600">{car.year}</p>
        </div>
        <p className="flex gap-1.5 text-sm text-slate-600">
          <svg
            viewBox="0 0 20 20"
            className="mt-0.5 size-4 shrink-0 fill-slate-400"
            aria-hidden="true"
          >
            <path d="M10 1.5a6 6 0 0 0-6 6c0 4.5 6 11 6 11s6-6.5 6-11a6 6 0 0 0-6-6zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4z" />
          </svg>
          <span>
            <span className="sr-only">Pickup: </span>
            {car.pickupAddress}
          </span>
        </p>
        <CarFacts car={car} />

        {/* Price above a full-width button: the same shape on every card, whatever the price's length. */}
        <div className="mt-auto flex flex-col gap-3 border-t border-slate-100 pt-3">
          <div className="text-slate-600">
            <p>
              <span className="text-lg font-bold text-slate-900">
                {formatNightlyPrice(car.dailyRate)}
              </span>
              <span className="text-sm">/day</span>
            </p>
            <p className="text-sm">
              {formatNightlyPrice(car.hourlyRate)}/hour · {formatNightlyPrice(car.weeklyRate)}/week
            </p>
            <p className="text-xs">Minimum hire 1 hour</p>
          </div>
          <Button variant="secondary" onClick={() => onViewDetails(car)} className="w-full">
            View Details
            <span className="sr-only">
              : {carName(car)} {car.year}
            </span>
          </Button>
        </div>
      </div>
    </article>
  );
}
