import { HOTEL_AMENITIES } from '@waka/shared/hotels/hotel-amenities';

const LABELS = new Map<string, string>(HOTEL_AMENITIES.map((a) => [a.value, a.label]));

/** A card shows a few amenities; the rest are counted, so cards stay the same height. */
const SHOWN = 4;

/** Hotel amenities as chips, with the form's labels ("Parking" reads "Free Parking"). */
export function AmenityChips({ amenities }: { amenities: readonly string[] }) {
  if (amenities.length === 0) return null;
  const shown = amenities.slice(0, SHOWN);
  const more = amenities.length - shown.length;

  return (
    <ul aria-label="Amenities" className="flex flex-wrap gap-1.5">
      {shown.map((amenity) => (
        <li
          key={amenity}
          className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800"
        >
          {LABELS.get(amenity) ?? amenity}
        </li>
      ))}
      {more > 0 ? (
        <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
          +{more} more
        </li>
      ) : null}
    </ul>
  );
}
