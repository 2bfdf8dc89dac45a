import { ROOM_AMENITIES } from '@waka/shared/rooms/room-amenities';

const LABELS = new Map<string, string>(
  ROOM_AMENITIES.map((amenity) => [amenity.value, amenity.label]),
);

/** An amenity in the add form's words ("Desk" reads "Work Desk", docs/product.md#data). */
export const amenityLabel = (amenity: string) => LABELS.get(amenity) ?? amenity;
