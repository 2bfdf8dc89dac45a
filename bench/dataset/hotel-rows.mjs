// Hotels over the 37 states, their room types, and bookings over the next 12
// months written to the availability ledger as the app writes them (decision
// 0003): one booked_room_night row per room type per night, and never more
// units held on a night than the room type has.
import { nairaToKobo } from '@waka/shared/money';
import { ROOM_TYPES } from '../../apps/api/src/db/seed/demo-room-types.ts';
import {
  HOTEL_KINDS,
  HOTEL_NAME_FIRST,
  HOTEL_NAME_SECOND,
  STATE_PLACES,
  STATE_WEIGHTS,
  STREET_KINDS,
  STREETS,
} from './nigeria.mjs';
import { guest } from './people.mjs';
import { referenceFor } from './references.mjs';

export {
  BOOKED_ROOM_NIGHT_COLUMNS,
  BOOKING_COLUMNS,
  BOOKING_ROOM_COLUMNS,
  HOTEL_COLUMNS,
  ROOM_COLUMNS,
} from './hotel-columns.mjs';

const CORE_AMENITIES = ['Free Wifi', '24-Hour Front Desk', 'Security'];
const OTHER_AMENITIES = [
  'Free Breakfast',
  'On-site Restaurant',
  'Bar Lounge',
  'Swimming Pool',
  'Fitness Center',
  'Spa Services',
  'Parking',
  'Airport Shuttle',
  'Concierge Service',
  'Business Center',
  'Meeting Rooms',
  'Laundry Service',
  'Pet Friendly',
  'Elevator',
  'Wheelchair Access',
  'Luggage Storage',
  'Non-Smoking Property',
];
/** The bookable window: tonight and the 364 nights after it. */
export const BOOKING_HORIZON_NIGHTS = 365;
// Most stays are short; the weights mirror a city-hotel mix.
const STAY_NIGHTS = [1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 7];

const image = (kind, n) =>
  `/media/demo/${kind}/${kind.slice(0, -1)}-${String(n).padStart(2, '0')}.webp`;
const DAY = 86_400_000;

function hotelRow(random, index, ownerIds, startedAt) {
  const place = random.pickWeighted(STATE_PLACES, STATE_WEIGHTS);
  const localGov = random.pick(place.localGovernments);
  const kind = random.pick(HOTEL_KINDS);
  const rating = random.int(2, 10) / 2;
  const created = new Date(startedAt - random.int(1, 3 * 365) * DAY - random.int(0, DAY - 1));
  const name = random.chance(0.25)
    ? `${localGov} ${random.pick(HOTEL_NAME_FIRST)} ${kind}`
    : `${random.pick(HOTEL_NAME_FIRST)} ${random.pick(HOTEL_NAME_SECOND)} ${kind}`;
  return {
    id: random.uuid(),
    ownerId: random.pick(ownerIds),
    name,
    contact: `080${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
    description: `A ${rating >= 4 ? 'well-kept' : 'simple, clean'} ${kind.toLowerCase()} in ${localGov}, ${place.state}.`,
    address: `${random.int(1, 200)} ${random.pick(STREETS)} ${random.pick(STREET_KINDS)}, ${localGov}`,
    propertyType: kind === 'Apartments' ? 'apartment' : 'hotel',
    image: image('hotels', (index % 12) + 1),
    state: place.state,
    stateId: place.stateId,
    localGov,
    city: random.chance(0.6) ? place.capital : localGov,
    rating,
    amenities: [...CORE_AMENITIES, ...random.sample(OTHER_AMENITIES, random.int(1, 6))],
    retired: random.chance(0.01),
    created,
  };
}

/** The ten room types of the demo catalogue, priced for the hotel's standing. */
function roomRows(random, hotel, index) {
  const standing = 0.5 + (hotel.rating - 1) * 0.3;
  return ROOM_TYPES.map((type, r) => {
    const naira = Math.max(
      5_000,
      Math.round((type.priceNaira * standing * (0.85 + random.float() * 0.3)) / 500) * 500,
    );
    const first = ((index * 3 + r) % 16) + 1;
    return {
      id: random.uuid(),
      roomType: type.roomType,
      priceKobo: nairaToKobo(naira),
      discount: type.discount,
      quantity: Math.max(1, Math.round(type.quantity * (0.5 + random.float() * 1.5))),
      description: type.description,
      on: !random.chance(0.02),
      retired: random.chance(0.01),
      images: [image('rooms', first), image('rooms', (first % 16) + 1)],
      amenities: type.amenities,
    };
  });
}

/**
 * Writes one hotel with its room types and exactly `roomNightBudget` ledger
 * rows of bookings (fewer only if the hotel has nothing bookable left).
 * Answers how many ledger rows it wrote.
 */
export function writeHotel(random, context, index, roomNightBudget) {
  const { writers, ids, nights, startedAt } = context;
  const hotel = hotelRow(random, index, ids.hotelOwners, startedAt);
  const rooms = roomRows(random, hotel, index);
  const listedRooms = rooms.filter((room) => !room.retired);
  const minimumPriceKobo = Math.min(
    ...(listedRooms.length ? listedRooms : rooms).map((room) => room.priceKobo),
  );
  const retiredAt = hotel.retired ? new Date(startedAt - random.int(1, 90) * DAY) : null;
  writers.hotel.add([
    hotel.id,
    hotel.ownerId,
    hotel.name,
    hotel.contact,
    hotel.description,
    hotel.address,
    minimumPriceKobo,
    hotel.propertyType,
    hotel.image,
    'Nigeria',
    hotel.state,
    hotel.stateId,
    hotel.localGov,
    hotel.city,
    hotel.rating,
    hotel.amenities,
    retiredAt,
    hotel.created,
    hotel.created,
  ]);
  for (const room of rooms) {
    const roomRetiredAt = room.retired ? new Date(startedAt - random.int(1, 90) * DAY) : null;
    writers.room.add([
      room.id,
      hotel.id,
      room.roomType,
      room.priceKobo,
      room.discount,
      room.quantity,
      room.description,
      room.on,
      room.images,
      room.amenities,
      roomRetiredAt,
      hotel.created,
      hotel.created,
    ]);
  }
  // A retired hotel has no upcoming bookings (deleting one is refused while it
  // has them, docs/product.md#deleting).
  if (hotel.retired) return 0;
  return writeBookings(
    random,
    context,
    hotel,
    rooms.filter((room) => room.on && !room.retired),
    roomNightBudget,
    nights,
  );
}

function writeBookings(random, context, hotel, bookable, budget, nights) {
  const { writers, ids, startedAt, counters } = context;
  // Units held per room type per night: the ledger of this one hotel.
  const held = bookable.map(() => new Uint16Array(BOOKING_HORIZON_NIGHTS));
  let written = 0;
  let misses = 0;
  while (written < budget && bookable.length && misses < 50) {
    const remaining = budget - written;
    const wantedLines = Math.min(
      random.chance(0.8) ? 1 : random.chance(0.8) ? 2 : 3,
      bookable.length,
      remaining,
    );
    const stayNights = Math.min(random.pick(STAY_NIGHTS), Math.floor(remaining / wantedLines));
    // Near dates are busier than far ones.
    const checkIn = Math.min(
      Math.floor(BOOKING_HORIZON_NIGHTS * random.float() ** 2),
      BOOKING_HORIZON_NIGHTS - stayNights,
    );
    const lines = [];
    for (const r of random.sample([...bookable.keys()], wantedLines)) {
      let busiest = 0;
      for (let night = checkIn; night < checkIn + stayNights; night++)
        busiest = Math.max(busiest, held[r][night]);
      const free = bookable[r].quantity - busiest;
      const wanted = random.chance(0.85) ? 1 : random.chance(0.75) ? 2 : 3;
      if (free > 0) lines.push({ r, quantity: Math.min(wanted, free) });
    }
    if (!lines.length) {
      misses++;
      continue;
    }
    const bookingId = random.uuid();
    const person = guest(random, counters.bookings);
    const totalKobo = lines.reduce(
      (sum, { r, quantity }) => sum + bookable[r].priceKobo * quantity * stayNights,
      0,
    );
    const madeAt = new Date(startedAt - random.int(0, 60) * DAY - random.int(0, DAY - 1));
    writers.booking.add([
      bookingId,
      referenceFor('WK', counters.bookings++),
      hotel.id,
      random.chance(0.3) ? random.pick(ids.customers) : null,
      person.first,
      person.last,
      person.email,
      person.phone,
      '',
      nights[checkIn],
      nights[checkIn + stayNights],
      stayNights,
      totalKobo,
      random.chance(0.4) ? 'paid' : 'not paid',
      'confirmed',
      madeAt,
    ]);
    for (const { r, quantity } of lines) {
      const room = bookable[r];
      const lineTotal = room.priceKobo * quantity * stayNights;
      writers.booking_room.add([
        bookingId,
        room.id,
        room.roomType,
        quantity,
        room.priceKobo,
        lineTotal,
      ]);
      for (let night = checkIn; night < checkIn + stayNights; night++) {
        held[r][night] += quantity;
        writers.booked_room_night.add([bookingId, room.id, nights[night], quantity]);
      }
    }
    written += lines.length * stayNights;
  }
  return written;
}
