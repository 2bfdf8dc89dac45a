/**
 * The 20 room amenities (docs/product.md#data): the stored value and the add-room form's
 * label (Desk reads Work Desk, Soundproofing Soundproof Room, Smart Controls
 * Smart Room Controls).
 */
export const ROOM_AMENITIES = [
  { value: 'Free Wifi', label: 'Free Wifi' },
  { value: 'Free Breakfast', label: 'Free Breakfast' },
  { value: 'Room Service', label: 'Room Service' },
  { value: 'Mountain View', label: 'Mountain View' },
  { value: 'Pool Access', label: 'Pool Access' },
  { value: 'Air Conditioning', label: 'Air Conditioning' },
  { value: 'Flat Screen TV', label: 'Flat Screen TV' },
  { value: 'Mini Fridge', label: 'Mini Fridge' },
  { value: 'Microwave', label: 'Microwave' },
  { value: 'Coffee Maker', label: 'Coffee Maker' },
  { value: 'Private Balcony', label: 'Private Balcony' },
  { value: 'Bathtub', label: 'Bathtub' },
  { value: 'Hair Dryer', label: 'Hair Dryer' },
  { value: 'Iron and Ironing Board', label: 'Iron and Ironing Board' },
  { value: 'In-room Safe', label: 'In-room Safe' },
  { value: 'Desk', label: 'Work Desk' },
  { value: 'Soundproofing', label: 'Soundproof Room' },
  { value: 'Daily Housekeeping', label: 'Daily Housekeeping' },
  { value: 'Smart Controls', label: 'Smart Room Controls' },
  { value: 'Complimentary Toiletries', label: 'Complimentary Toiletries' },
] as const;

export type RoomAmenity = (typeof ROOM_AMENITIES)[number]['value'];
export const ROOM_AMENITY_VALUES = ROOM_AMENITIES.map((a) => a.value) as [
  RoomAmenity,
  ...RoomAmenity[],
];
