import { ROOM_AMENITIES } from '@waka/shared/rooms/room-amenities';

/** Guests read the add form's words ("Desk" is "Work Desk", docs/product.md#data). */
const LABELS = new Map<string, string>(ROOM_AMENITIES.map((a) => [a.value, a.label]));

/** A room's amenities as chips: every one, since the guest is choosing between rooms. */
export function RoomAmenityChips({ amenities }: { amenities: readonly string[] }) {
  if (amenities.length === 0) return null;
  return (
    <ul aria-label="Room amenities" className="flex flex-wrap gap-1.5">
      {amenities.map((amenity) => (
        <li
          key={amenity}
          className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800"
        >
          {LABELS.get(amenity) ?? amenity}
        </li>
      ))}
    </ul>
  );
}
