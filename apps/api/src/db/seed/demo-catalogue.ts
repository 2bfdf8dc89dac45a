/*
 * The demo marketplace (docs/product.md#demo-data): believable hotels in six-plus Nigerian cities
 * and a fleet of cars in Abuja. Plain data; seed-demo.ts turns it into rows
 * through the factories.
 */

type DemoCity = { city: string; state: string; localGov: string };

const LAGOS_ISLAND: DemoCity = { city: 'Lagos', state: 'Lagos', localGov: 'Eti-Osa' };
const LAGOS_MAINLAND: DemoCity = { city: 'Lagos', state: 'Lagos', localGov: 'Ikeja' };
const ABUJA: DemoCity = {
  city: 'Abuja',
  state: 'Federal Capital Territory',
  localGov: 'Abuja Municipal Area Council',
};
const PORT_HARCOURT: DemoCity = {
  city: 'Port Harcourt',
  state: 'Rivers',
  localGov: 'Port Harcourt',
};
const KANO: DemoCity = { city: 'Kano', state: 'Kano', localGov: 'Nasarawa' };
const IBADAN: DemoCity = { city: 'Ibadan', state: 'Oyo', localGov: 'Ibadan North' };
const CALABAR: DemoCity = { city: 'Calabar', state: 'Cross River', localGov: 'Calabar Municipal' };
const ENUGU: DemoCity = { city: 'Enugu', state: 'Enugu', localGov: 'Enugu North' };

export type DemoHotel = DemoCity & {
  name: string;
  address: string;
  rating: number;
  propertyType: 'hotel' | 'apartment';
  description: string;
  amenities: string[];
  /** Indexes into ROOM_TYPES. */
  rooms: number[];
};

const CORE = ['Free Wifi', '24-Hour Front Desk', 'Security'];

export const DEMO_HOTELS: DemoHotel[] = [
  {
    ...LAGOS_ISLAND,
    name: 'Lagoon Breeze Hotel',
    address: '12 Ozumba Mbadiwe Avenue, Victoria Island',
    rating: 5,
    propertyType: 'hotel',
    description:
      'Waterfront rooms over the Lagos lagoon, a rooftop pool and a quick hop to the business district.',
    amenities: [...CORE, 'Swimming Pool', 'Spa Services', 'Airport Shuttle', 'Bar Lounge'],
    rooms: [1, 3, 5, 7],
  },
  {
    ...LAGOS_ISLAND,
    name: 'Eko Palm Suites',
    address: '4 Admiralty Way, Lekki Phase 1',
    rating: 4,
    propertyType: 'apartment',
    description:
      'Serviced apartments with kitchens, steady power and a short walk to Lekki’s restaurants.',
    amenities: [...CORE, 'Parking', 'Laundry Service', 'Elevator'],
    rooms: [6, 7, 8],
  },
  {
    ...LAGOS_MAINLAND,
    name: 'Ikeja Airport Lodge',
    address: '21 Obafemi Awolowo Way, Ikeja',
    rating: 3,
    propertyType: 'hotel',
    description:
      'Ten minutes from the airport, with early breakfast and a free shuttle for morning flights.',
    amenities: [...CORE, 'Free Breakfast', 'Airport Shuttle', 'Parking'],
    rooms: [0, 1, 2],
  },
  {
    ...LAGOS_ISLAND,
    name: 'Marina Heritage Hotel',
    address: '7 Broad Street, Lagos Island',
    rating: 4,
    propertyType: 'hotel',
    description:
      'A restored colonial building near Tafawa Balewa Square, with a library bar and city views.',
    amenities: [...CORE, 'On-site Restaurant', 'Bar Lounge', 'Business Center', 'Meeting Rooms'],
    rooms: [1, 2, 4, 5],
  },
  {
    ...LAGOS_MAINLAND,
    name: 'Yaba Tech Inn',
    address: '3 Herbert Macaulay Way, Yaba',
    rating: 3,
    propertyType: 'hotel',
    description: 'Simple, bright rooms for founders and students visiting Yaba’s tech hubs.',
    amenities: [...CORE, 'Business Center', 'Non-Smoking Property'],
    rooms: [0, 1],
  },
  {
    ...LAGOS_ISLAND,
    name: 'Ikoyi Garden Residence',
    address: '18 Bourdillon Road, Ikoyi',
    rating: 5,
    propertyType: 'apartment',
    description:
      'Quiet garden apartments in leafy Ikoyi with a gym, concierge and private parking.',
    amenities: [...CORE, 'Fitness Center', 'Concierge Service', 'Parking', 'Elevator'],
    rooms: [6, 7, 8, 9],
  },
  {
    ...ABUJA,
    name: 'Aso Rock View Hotel',
    address: '9 Shehu Shagari Way, Maitama',
    rating: 5,
    propertyType: 'hotel',
    description: 'Views of Aso Rock from every balcony, a spa, and meeting rooms for delegations.',
    amenities: [...CORE, 'Spa Services', 'Swimming Pool', 'Meeting Rooms', 'Concierge Service'],
    rooms: [1, 3, 4, 5, 9],
  },
  {
    ...ABUJA,
    name: 'Wuse Central Suites',
    address: '14 Aminu Kano Crescent, Wuse II',
    rating: 4,
    propertyType: 'apartment',
    description:
      'Apartments on Abuja’s busiest restaurant street, with kitchens and weekly housekeeping.',
    amenities: [...CORE, 'Parking', 'Laundry Service', 'Elevator'],
    rooms: [6, 7, 8],
  },
  {
    ...ABUJA,
    name: 'Garki Business Hotel',
    address: '22 Ahmadu Bello Way, Garki',
    rating: 3,
    propertyType: 'hotel',
    description: 'Close to the ministries, with a business centre, fast wifi and early breakfast.',
    amenities: [...CORE, 'Business Center', 'Free Breakfast'],
    rooms: [0, 1, 2],
  },
  {
    ...ABUJA,
    name: 'Jabi Lake Resort',
    address: '1 Jabi Lake Drive, Jabi',
    rating: 4,
    propertyType: 'hotel',
    description: 'Lakeside rooms beside the Jabi boardwalk, a pool and family suites.',
    amenities: [...CORE, 'Swimming Pool', 'On-site Restaurant', 'Pet Friendly'],
    rooms: [1, 3, 9],
  },
  {
    ...ABUJA,
    name: 'Airport Road Transit Inn',
    address: 'Km 8 Airport Road, Lugbe',
    rating: 2,
    propertyType: 'hotel',
    description:
      'A clean, affordable stop on the airport road for late arrivals and early flights.',
    amenities: [...CORE, 'Airport Shuttle', 'Parking'],
    rooms: [0, 1],
  },
  {
    ...PORT_HARCOURT,
    name: 'Garden City Grand',
    address: '45 Aba Road, Port Harcourt',
    rating: 4,
    propertyType: 'hotel',
    description:
      'A business hotel on Aba Road with a pool deck, gym and a well-known pepper soup bar.',
    amenities: [...CORE, 'Swimming Pool', 'Fitness Center', 'Bar Lounge'],
    rooms: [1, 2, 4, 5],
  },
  {
    ...PORT_HARCOURT,
    name: 'Rivers Creek Apartments',
    address: '6 Peter Odili Road, Trans-Amadi',
    rating: 3,
    propertyType: 'apartment',
    description: 'Two- and three-bedroom apartments with generators and secure parking.',
    amenities: [...CORE, 'Parking', 'Laundry Service'],
    rooms: [7, 8],
  },
  {
    ...PORT_HARCOURT,
    name: 'Old GRA Boutique Hotel',
    address: '10 Forces Avenue, Old GRA',
    rating: 5,
    propertyType: 'hotel',
    description: 'Twelve rooms, each designed by a Nigerian artist, in the shade of Old GRA.',
    amenities: [...CORE, 'Spa Services', 'On-site Restaurant', 'Concierge Service'],
    rooms: [3, 4, 5],
  },
  {
    ...KANO,
    name: 'Sabon Gari Comfort Hotel',
    address: '33 Airport Road, Sabon Gari',
    rating: 3,
    propertyType: 'hotel',
    description: 'Comfortable rooms near the airport and the markets, with halal breakfast.',
    amenities: [...CORE, 'Free Breakfast', 'Parking'],
    rooms: [0, 1, 2],
  },
  {
    ...KANO,
    name: 'Emir’s Gate Lodge',
    address: '2 Kofar Kudu Road, Kano',
    rating: 4,
    propertyType: 'hotel',
    description: 'A courtyard lodge a short walk from the Emir’s Palace and the Kurmi market.',
    amenities: [...CORE, 'On-site Restaurant', 'Luggage Storage'],
    rooms: [1, 4, 9],
  },
  {
    ...KANO,
    name: 'Bompai Executive Suites',
    address: '15 Bompai Road, Nassarawa GRA',
    rating: 4,
    propertyType: 'apartment',
    description: 'Executive apartments with meeting rooms for visiting traders and engineers.',
    amenities: [...CORE, 'Meeting Rooms', 'Parking', 'Elevator'],
    rooms: [6, 7],
  },
  {
    ...IBADAN,
    name: 'Cocoa House View Hotel',
    address: '5 Oba Adebimpe Road, Dugbe',
    rating: 3,
    propertyType: 'hotel',
    description: 'In the heart of Ibadan, looking out on the Cocoa House tower.',
    amenities: [...CORE, 'On-site Restaurant', 'Parking'],
    rooms: [0, 1, 2],
  },
  {
    ...IBADAN,
    name: 'Bodija Green Residence',
    address: '27 Awolowo Avenue, Bodija',
    rating: 4,
    propertyType: 'apartment',
    description: 'Quiet apartments near the university with a garden and reliable power.',
    amenities: [...CORE, 'Parking', 'Laundry Service', 'Pet Friendly'],
    rooms: [6, 7, 8],
  },
  {
    ...IBADAN,
    name: 'Agodi Gardens Hotel',
    address: 'Agodi Gardens, Secretariat Road',
    rating: 4,
    propertyType: 'hotel',
    description: 'Beside the Agodi Gardens water park, with family rooms and a big pool.',
    amenities: [...CORE, 'Swimming Pool', 'Fitness Center', 'Wheelchair Access'],
    rooms: [1, 2, 9],
  },
  {
    ...CALABAR,
    name: 'Marina Resort Calabar',
    address: 'Marina Resort, Calabar Road',
    rating: 4,
    propertyType: 'hotel',
    description:
      'On the Calabar River, minutes from the Slave History Museum and the carnival route.',
    amenities: [...CORE, 'Swimming Pool', 'On-site Restaurant', 'Bar Lounge'],
    rooms: [1, 3, 5],
  },
  {
    ...CALABAR,
    name: 'Tinapa Lakeside Hotel',
    address: 'Tinapa Business Resort, Calabar',
    rating: 3,
    propertyType: 'hotel',
    description: 'Lake views and a calm garden, a short drive from the city centre.',
    amenities: [...CORE, 'Parking', 'Airport Shuttle'],
    rooms: [0, 1, 2],
  },
  {
    ...CALABAR,
    name: 'Obudu Heights Guesthouse',
    address: '8 Murtala Mohammed Highway, Calabar',
    rating: 3,
    propertyType: 'apartment',
    description: 'A friendly guesthouse that arranges trips to the Obudu Mountain Resort.',
    amenities: [...CORE, 'Free Breakfast', 'Luggage Storage'],
    rooms: [0, 6],
  },
  {
    ...ENUGU,
    name: 'Coal City Hotel',
    address: '11 Okpara Avenue, Enugu',
    rating: 4,
    propertyType: 'hotel',
    description: 'A city-centre hotel with a rooftop terrace looking over the Udi hills.',
    amenities: [...CORE, 'On-site Restaurant', 'Fitness Center', 'Elevator'],
    rooms: [1, 2, 4],
  },
  {
    ...ENUGU,
    name: 'Independence Layout Suites',
    address: '3 Nike Lake Road, Independence Layout',
    rating: 5,
    propertyType: 'apartment',
    description: 'Spacious suites near Nike Lake with a pool, gym and 24-hour power.',
    amenities: [...CORE, 'Swimming Pool', 'Fitness Center', 'Parking'],
    rooms: [6, 7, 8, 9],
  },
  {
    ...LAGOS_MAINLAND,
    name: 'Surulere Stadium Hotel',
    address: '40 Adeniran Ogunsanya Street, Surulere',
    rating: 2,
    propertyType: 'hotel',
    description: 'Budget rooms next to the National Stadium and Surulere’s nightlife.',
    amenities: [...CORE, 'Bar Lounge'],
    rooms: [0, 1],
  },
];

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

export type DemoCar = {
  make: string;
  model: string;
  year: number;
  color: string;
  fuelType: string;
  transmission: string;
  bodyType: 'SUV' | 'Sedan' | 'Hatchback' | 'MUV' | 'Coupe' | 'Convertible' | 'Van';
  category: 'Economy' | 'Luxury' | 'SUV' | 'Van';
  hourlyNaira: number;
  escortNaira: number | null;
  pickupAddress: string;
  localGov: string;
  /**
   * Which of the 12 demo drawings (public/media/cars/car-NN.webp, drawn by
   * scripts/make-demo-images.mjs) shows this car: same body shape, same colour.
   */
  image: number;
};

export const DEMO_CARS: DemoCar[] = [
  {
    make: 'Toyota',
    model: 'Corolla',
    year: 2021,
    color: 'Silver',
    fuelType: 'Gasoline',
    transmission: 'Automatic',
    bodyType: 'Sedan',
    category: 'Economy',
    hourlyNaira: 4_500,
    escortNaira: null,
    pickupAddress: 'Nnamdi Azikiwe International Airport',
    localGov: 'Abuja Municipal Area Council',
    image: 7,
  },
  {
    make: 'Toyota',
    model: 'Land Cruiser',
    year: 2023,
    color: 'Black',
    fuelType: 'Diesel',
    transmission: 'Automatic',
    bodyType: 'SUV',
    category: 'Luxury',
    hourlyNaira: 25_000,
    escortNaira: 30_000,
    pickupAddress: 'Transcorp Hilton, Maitama',
    localGov: 'Abuja Municipal Area Council',
    image: 2,
  },
  {
    make: 'Lexus',
    model: 'RX 350',
    year: 2022,
    color: 'White',
    fuelType: 'Gasoline',
    transmission: 'Automatic',
    bodyType: 'SUV',
    category: 'Luxury',
    hourlyNaira: 18_000,
    escortNaira: 25_000,
    pickupAddress: 'Jabi Lake Mall',
    localGov: 'Abuja Municipal Area Council',
    image: 8,
  },
  {
    make: 'Honda',
    model: 'Accord',
    year: 2020,
    color: 'Silver',
    fuelType: 'Gasoline',
    transmission: 'Automatic',
    bodyType: 'Sedan',
    category: 'Economy',
    hourlyNaira: 5_500,
    escortNaira: null,
    pickupAddress: 'Wuse Market, Wuse',
    localGov: 'Abuja Municipal Area Council',
    image: 7,
  },
  {
    make: 'Toyota',
    model: 'HiAce',
    year: 2019,
    color: 'White',
    fuelType: 'Diesel',
    transmission: 'Manual',
    bodyType: 'Van',
    category: 'Van',
    hourlyNaira: 12_000,
    escortNaira: 20_000,
    pickupAddress: 'Utako Motor Park',
    localGov: 'Abuja Municipal Area Council',
    image: 4,
  },
  {
    make: 'Mercedes-Benz',
    model: 'E-Class',
    year: 2022,
    color: 'Red',
    fuelType: 'Gasoline',
    transmission: 'Automatic',
    bodyType: 'Sedan',
    category: 'Luxury',
    hourlyNaira: 20_000,
    escortNaira: 30_000,
    pickupAddress: 'Central Business District',
    localGov: 'Abuja Municipal Area Council',
    image: 1,
  },
  {
    make: 'Kia',
    model: 'Picanto',
    year: 2021,
    color: 'Yellow',
    fuelType: 'Gasoline',
    transmission: 'Automatic',
    bodyType: 'Hatchback',
    category: 'Economy',
    hourlyNaira: 3_500,
    escortNaira: null,
    pickupAddress: 'Garki Area 11',
    localGov: 'Abuja Municipal Area Council',
    image: 3,
  },
  {
    make: 'Toyota',
    model: 'Sienna',
    year: 2018,
    color: 'Blue',
    fuelType: 'Gasoline',
    transmission: 'Automatic',
    bodyType: 'MUV',
    category: 'Van',
    hourlyNaira: 9_000,
    escortNaira: null,
    pickupAddress: 'Gwarinpa 3rd Avenue',
    localGov: 'Abuja Municipal Area Council',
    image: 10,
  },
  {
    make: 'Ford',
    model: 'Mustang',
    year: 2021,
    color: 'Red',
    fuelType: 'Gasoline',
    transmission: 'Automatic',
    bodyType: 'Convertible',
    category: 'Luxury',
    hourlyNaira: 22_000,
    escortNaira: null,
    pickupAddress: 'Maitama Amusement Park',
    localGov: 'Abuja Municipal Area Council',
    image: 6,
  },
  {
    make: 'Hyundai',
    model: 'Tucson',
    year: 2022,
    color: 'White',
    fuelType: 'Hybrid',
    transmission: 'Automatic',
    bodyType: 'SUV',
    category: 'SUV',
    hourlyNaira: 10_000,
    escortNaira: 20_000,
    pickupAddress: 'Lugbe Airport Road',
    localGov: 'Abuja Municipal Area Council',
    image: 8,
  },
  {
    make: 'BMW',
    model: '4 Series Coupe',
    year: 2022,
    color: 'Blue',
    fuelType: 'Gasoline',
    transmission: 'Automatic',
    bodyType: 'Coupe',
    category: 'Luxury',
    hourlyNaira: 19_500,
    escortNaira: null,
    pickupAddress: 'Asokoro Extension',
    localGov: 'Abuja Municipal Area Council',
    image: 11,
  },
  {
    make: 'Toyota',
    model: 'RAV4',
    year: 2020,
    color: 'Black',
    fuelType: 'Hybrid',
    transmission: 'CVT',
    bodyType: 'SUV',
    category: 'SUV',
    hourlyNaira: 8_500,
    escortNaira: 15_000,
    pickupAddress: 'Kubwa Express Junction',
    localGov: 'Bwari',
    image: 2,
  },
  {
    make: 'Volkswagen',
    model: 'Golf',
    year: 2019,
    color: 'Green',
    fuelType: 'Gasoline',
    transmission: 'Manual',
    bodyType: 'Hatchback',
    category: 'Economy',
    hourlyNaira: 3_800,
    escortNaira: null,
    pickupAddress: 'Gwagwalada Market',
    localGov: 'Gwagwalada',
    image: 9,
  },
  {
    make: 'Nissan',
    model: 'Urvan',
    year: 2020,
    color: 'White',
    fuelType: 'Diesel',
    transmission: 'Manual',
    bodyType: 'Van',
    category: 'Van',
    hourlyNaira: 11_000,
    escortNaira: 18_000,
    pickupAddress: 'Kuje Township',
    localGov: 'Kuje',
    image: 4,
  },
];
