import type { THotelFilters } from '@waka/shared/hotels/search-hotels';
import { useCallback } from 'react';
import type { SetHotelFilters } from '../use-hotel-filters';
import { AmenityFilter } from './amenity-filter';
import { PriceRangeFilter, type PriceRange } from './price-range-filter';
import { RatingFilter } from './rating-filter';

type HotelFiltersPanelProps = {
  filters: THotelFilters;
  setFilters: SetHotelFilters;
};

/**
 * Price range, star rating and amenities, each writing to the URL as it
 * changes. A tick or a rating is a step Back can undo; typed prices replace
 * the current entry.
 */
export function HotelFiltersPanel({ filters, setFilters }: HotelFiltersPanelProps) {
  const onPriceChange = useCallback(
    (range: PriceRange) => setFilters(range, { replace: true }),
    [setFilters],
  );
  return (
    <div className="flex flex-col gap-6">
      <PriceRangeFilter
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        onChange={onPriceChange}
      />
      <RatingFilter rating={filters.rating} onChange={(rating) => setFilters({ rating })} />
      <AmenityFilter
        amenities={filters.amenities}
        onChange={(amenities) => setFilters({ amenities })}
      />
    </div>
  );
}
