import { HOTEL_AMENITIES, type HotelAmenity } from '@waka/shared/hotels/hotel-amenities';
import { useId, useState } from 'react';

/** The list is long: a few show at first, the rest on request. */
const FIRST = 8;

type AmenityFilterProps = {
  amenities: readonly HotelAmenity[];
  onChange: (amenities: HotelAmenity[]) => void;
};

/** Hotel amenities as checkboxes; a hotel must have every ticked one. */
export function AmenityFilter({ amenities, onChange }: AmenityFilterProps) {
  const listId = useId();
  // Opened at once when a ticked amenity (from a shared link) would be hidden.
  const [showAll, setShowAll] = useState(() =>
    HOTEL_AMENITIES.slice(FIRST).some((option) => amenities.includes(option.value)),
  );
  const shown = showAll ? HOTEL_AMENITIES : HOTEL_AMENITIES.slice(0, FIRST);

  const toggle = (amenity: HotelAmenity, on: boolean) =>
    onChange(on ? [...amenities, amenity] : amenities.filter((a) => a !== amenity));

  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900">Hotel amenities</legend>
      <ul id={listId} className="mt-2 flex flex-col">
        {shown.map((option) => (
          <li key={option.value}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-slate-800 hover:bg-slate-50">
              <input
                type="checkbox"
                value={option.value}
                checked={amenities.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className="size-5 shrink-0 rounded border-slate-400 accent-brand-700"
              />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-expanded={showAll}
        aria-controls={listId}
        onClick={() => setShowAll(!showAll)}
        className="mt-1 min-h-11 rounded-lg px-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        {showAll ? 'Show fewer amenities' : `Show all ${HOTEL_AMENITIES.length} amenities`}
      </button>
    </fieldset>
  );
}
