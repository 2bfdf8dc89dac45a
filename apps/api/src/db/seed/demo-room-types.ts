/* The demo hotels' room types (docs/product.md#demo-data); a hotel's `rooms` are indexes into ROOM_TYPES. */

export type DemoRoomType = {
  roomType: string;
  priceNaira: number;
  discount: number;
  quantity: number;
  description: string;
  amenities: string[];
};

export const ROOM_TYPES: DemoRoomType[] = [
  {
    roomType: 'Standard Single',
    priceNaira: 28_500,
    discount: 0,
    quantity: 8,
    description: 'A single bed, a work desk and a rain shower.',
    amenities: ['Free Wifi', 'Air Conditioning', 'Desk', 'Flat Screen TV'],
  },
  {
    roomType: 'Deluxe Double',
    priceNaira: 45_000,
    discount: 10,
    quantity: 6,
    description: 'A queen bed, a sofa and a view of the city.',
    amenities: ['Free Wifi', 'Air Conditioning', 'Flat Screen TV', 'Mini Fridge', 'Coffee Maker'],
  },
  {
    roomType: 'Twin Room',
    priceNaira: 39_999.99,
    discount: 0,
    quantity: 4,
    description: 'Two single beds, ideal for colleagues travelling together.',
    amenities: ['Free Wifi', 'Air Conditioning', 'Desk', 'Daily Housekeeping'],
  },
  {
    roomType: 'Executive King',
    priceNaira: 72_000,
    discount: 15,
    quantity: 3,
    description: 'A king bed, a work corner and a bathtub.',
    amenities: [
      'Free Wifi',
      'Air Conditioning',
      'Bathtub',
      'In-room Safe',
      'Smart Controls',
      'Desk',
    ],
  },
  {
    roomType: 'Business Suite',
    priceNaira: 95_500,
    discount: 5,
    quantity: 2,
    description: 'A separate lounge for meetings and a king bedroom.',
    amenities: [
      'Free Wifi',
      'Air Conditioning',
      'Coffee Maker',
      'Desk',
      'Soundproofing',
      'Iron and Ironing Board',
    ],
  },
  {
    roomType: 'Presidential Suite',
    priceNaira: 185_000,
    discount: 20,
    quantity: 1,
    description: 'The top floor: two bedrooms, a dining room and a private balcony.',
    amenities: [
      'Free Wifi',
      'Air Conditioning',
      'Private Balcony',
      'Bathtub',
      'Room Service',
      'Complimentary Toiletries',
    ],
  },
  {
    roomType: 'Studio Apartment',
    priceNaira: 38_000,
    discount: 0,
    quantity: 5,
    description: 'An open studio with a kitchenette and a queen bed.',
    amenities: ['Free Wifi', 'Air Conditioning', 'Microwave', 'Mini Fridge', 'Coffee Maker'],
  },
  {
    roomType: 'One-Bedroom Apartment',
    priceNaira: 55_000,
    discount: 12,
    quantity: 4,
    description: 'A bedroom, a living room and a full kitchen.',
    amenities: ['Free Wifi', 'Air Conditioning', 'Microwave', 'Flat Screen TV', 'Hair Dryer'],
  },
  {
    roomType: 'Two-Bedroom Apartment',
    priceNaira: 89_000,
    discount: 8,
    quantity: 2,
    description: 'Two bedrooms and two bathrooms for families or teams.',
    amenities: [
      'Free Wifi',
      'Air Conditioning',
      'Microwave',
      'Mini Fridge',
      'Private Balcony',
      'Daily Housekeeping',
    ],
  },
  {
    roomType: 'Family Room',
    priceNaira: 64_750,
    discount: 0,
    quantity: 3,
    description: 'A king bed and two singles, with space for a cot.',
    amenities: [
      'Free Wifi',
      'Air Conditioning',
      'Flat Screen TV',
      'Mini Fridge',
      'Complimentary Toiletries',
    ],
  },
];
