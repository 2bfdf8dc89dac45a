import type { THotelFilters } from '@waka/shared/hotels/search-hotels';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  hotelFiltersQuery,
  readHotelFilters,
  writeHotelFilters,
} from './hotel-filters';

const NONE: THotelFilters = {
  minPrice: undefined,
  maxPrice: undefined,
  rating: undefined,
  amenities: [],
  sort: 'recommended',
};
const read = (query: string) => readHotelFilters(new URLSearchParams(query));

describe('readHotelFilters', () => {
  it('reads no filters and the recommended order from an empty address', () => {
    expect(read('')).toEqual(NONE);
  });

  it('reads every filter the address holds, amenities in the list order', () => {
    expect(
      read('minPrice=20000&maxPrice=90000&rating=4&amenities=Parking,Free%20Wifi&sort=price-asc'),
    ).toEqual({
      minPrice: 20_000,
      maxPrice: 90_000,
      rating: 4,
      amenities: ['Free Wifi', 'Parking'],
      sort: 'price-asc',
    });
  });

  it('leaves out each value the shared schema refuses, on its own', () => {
    expect(read('minPrice=cheap&rating=9&amenities=Free%20Wifi,Helipad&sort=random')).toEqual({
      ...NONE,
      amenities: ['Free Wifi'],
    });
  });

  it('drops a price range whose minimum is above its maximum, and "1 star and up"', () => {
    expect(read('minPrice=50000&maxPrice=10000&rating=1')).toEqual(NONE);
  });
});

describe('writeHotelFilters', () => {
  it('keeps the search, starts again at page 1 and leaves the defaults out', () => {
    const params = new URLSearchParams('destination=Lagos&page=3&rating=5');
    const written = writeHotelFilters(params, {
      ...NONE,
      maxPrice: 80_000,
      amenities: ['Spa Services'],
    });
    expect(written.toString()).toBe('destination=Lagos&maxPrice=80000&amenities=Spa+Services');
    expect(params.toString()).toBe('destination=Lagos&page=3&rating=5');
  });

  it('reads back what it wrote', () => {
    const filters: THotelFilters = {
      minPrice: 10_000,
      maxPrice: 40_000,
      rating: 3,
      amenities: ['Free Breakfast', 'Swimming Pool'],
      sort: 'rating-desc',
    };
    expect(readHotelFilters(writeHotelFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});

describe('hotelFiltersQuery', () => {
  it('is the query GET /hotels takes, empty for no filters', () => {
    expect(hotelFiltersQuery(NONE)).toBe('');
    expect(hotelFiltersQuery({ ...NONE, rating: 4, sort: 'price-desc' })).toBe(
      'rating=4&sort=price-desc',
    );
  });
});

describe('activeFilterCount', () => {
  it('counts the price range once, the rating, and each amenity; not the order', () => {
    expect(activeFilterCount(NONE)).toBe(0);
    expect(activeFilterCount({ ...NONE, minPrice: 1, maxPrice: 2, sort: 'price-asc' })).toBe(1);
    expect(
      activeFilterCount({ ...NONE, maxPrice: 2, rating: 3, amenities: ['Parking', 'Free Wifi'] }),
    ).toBe(4);
  });
});
