/** The 20 hotel amenities (docs/product.md#data): the stored value and the label a form shows. */
export const HOTEL_AMENITIES = [
  { value: 'Free Wifi', label: 'Free Wifi' },
  { value: 'Free Breakfast', label: 'Free Breakfast' },
  { value: 'On-site Restaurant', label: 'On-site Restaurant' },
  { value: 'Bar Lounge', label: 'Bar Lounge' },
  { value: 'Swimming Pool', label: 'Swimming Pool' },
  { value: 'Fitness Center', label: 'Fitness Center' },
  { value: 'Spa Services', label: 'Spa Services' },
  { value: 'Parking', label: 'Free Parking' },
  { value: 'Airport Shuttle', label: 'Airport Shuttle' },
  { value: '24-Hour Front Desk', label: '24-Hour Front Desk' },
  { value: 'Concierge Service', label: 'Concierge Service' },
  { value: 'Business Center', label: 'Business Center' },
  { value: 'Meeting Rooms', label: 'Meeting Rooms' },
  { value: 'Laundry Service', label: 'Laundry Service' },
  { value: 'Pet Friendly', label: 'Pet Friendly' },
  { value: 'Elevator', label: 'Elevator' },
  { value: 'Wheelchair Access', label: 'Wheelchair Access' },
  { value: 'Luggage Storage', label: 'Luggage Storage' },
  { value: 'Non-Smoking Property', label: 'Non-Smoking Property' },
  { value: 'Security', label: '24-Hour Security' },
] as const;

export type HotelAmenity = (typeof HOTEL_AMENITIES)[number]['value'];
export const HOTEL_AMENITY_VALUES = HOTEL_AMENITIES.map((a) => a.value) as [
  HotelAmenity,
  ...HotelAmenity[],
];

export const PROPERTY_TYPES = ['apartment', 'hotel'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** '1 Star', otherwise 'n Stars' (docs/product.md#constants). */
export function ratingLabel(rating: number): string {
  return rating === 1 ? '1 Star' : `${rating} Stars`;
}
