import { HOTEL_SORTS, type HotelSort } from '@waka/shared/hotels/search-hotels';
import { SelectField } from '@/components/ui/select-field';

const LABELS: Record<HotelSort, string> = {
  recommended: 'Recommended',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'rating-desc': 'Rating: high to low',
};

type HotelSortSelectProps = {
  sort: HotelSort;
  onChange: (sort: HotelSort) => void;
  className?: string;
};

/** The order of the list, one of the sorts the API knows. */
export function HotelSortSelect({ sort, onChange, className }: HotelSortSelectProps) {
  return (
    <SelectField
      label="Sort by"
      value={sort}
      onChange={(event) => onChange(event.target.value as HotelSort)}
      className={className}
    >
      {HOTEL_SORTS.map((value) => (
        <option key={value} value={value}>
          {LABELS[value]}
        </option>
      ))}
    </SelectField>
  );
}
