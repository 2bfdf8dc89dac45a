import { amenityLabel } from '../room-amenity-labels';

/** How many amenities a row shows before "+n". */
const SHOWN = 3;

/** A room's amenities in a list row: the first few, then "+n" for the rest (docs/product.md#room-listings). */
export function AmenitySummary({ amenities }: { amenities: readonly string[] }) {
  if (amenities.length === 0) return <span className="text-slate-600">None</span>;
  const labels = amenities.map(amenityLabel);
  const shown = labels.slice(0, SHOWN);
  const rest = labels.slice(SHOWN);
  return (
    <ul aria-label="Amenities" className="flex flex-wrap gap-1">
      {shown.map((label) => (
        <li
          key={label}
          className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-brand-800"
        >
          {label}
        </li>
      ))}
      {rest.length > 0 ? (
        <li
          title={rest.join(', ')}
          className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-700"
        >
          <span aria-hidden="true">+{rest.length}</span>
          <span className="sr-only">and {rest.join(', ')}</span>
        </li>
      ) : null}
    </ul>
  );
}
