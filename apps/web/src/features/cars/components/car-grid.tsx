import type { TCar } from '@waka/shared/cars/car';
import { cardInListClass } from '@/lib/scroll/below-the-fold';
import { scrollAnchor } from '@/lib/scroll/scroll-anchor';
import { useFirstRowFirst } from '@/lib/scroll/use-first-row-first';
import { CarCard } from './car-card';

/** Cards in the first row are drawn and load their photos at once (up to four columns). */
const FIRST_ROW = 4;

/**
 * The grid's columns follow the room it is given, not the window (a container
 * query): one on a phone, up to four on a wide desktop (docs/product.md#constants), and still
 * sensible beside the listing's filter sidebar.
 */
export const CAR_GRID = 'grid grid-cols-1 gap-5 @xl:grid-cols-2 @4xl:grid-cols-3 @6xl:grid-cols-4';

type CarGridProps = {
  cars: readonly TCar[];
  onViewDetails: (car: TCar) => void;
  /** Dims the cards while the next page or filter loads in their place. */
  busy?: boolean;
};

/** Cars as a list of cards (docs/product.md#car-listing), 1 to 4 columns by the width available. */
export function CarGrid({ cars, onViewDetails, busy = false }: CarGridProps) {
  const drawn = useFirstRowFirst(cars, FIRST_ROW);
  return (
    <div className="@container">
      <ul
        aria-label="Cars"
        aria-busy={busy || undefined}
        className={`${CAR_GRID} transition-opacity ${busy ? 'opacity-60' : ''}`}
      >
        {drawn.map((car, index) => (
          <li
            key={car.carId}
            className={cardInListClass(index, FIRST_ROW)}
            {...scrollAnchor(car.carId)}
          >
            <CarCard car={car} onViewDetails={onViewDetails} eager={index < FIRST_ROW} />
          </li>
        ))}
      </ul>
    </div>
  );
}
