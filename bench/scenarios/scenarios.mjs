// The load scenarios of bench/README.md#targets: each is a name and a function that makes
// the next request (autocannon calls it once per request), cycling through
// inputs drawn from the dataset.
import { randomUUID } from 'node:crypto';
import { addDays } from '@waka/shared/dates';
import { BODY_TYPES, CAR_CATEGORIES } from '@waka/shared/cars/car-options';
import { CAR_PAGE_SIZE } from '@waka/shared/cars/car-lists';
import { HOTEL_PAGE_SIZE } from '@waka/shared/hotels/hotel-pages';

const cycle = (items) => {
  let i = 0;
  return () => items[i++ % items.length];
};

/** How many requests each scenario draws, then cycles through (some may repeat). */
export const SCENARIO_LENGTH = 1_000;

/** A stay inside the dataset's booked year: check-in within 330 nights of `today`, 1 to 7 nights. */
function stays(random, today, count = SCENARIO_LENGTH) {
  return Array.from({ length: count }, () => {
    const checkIn = addDays(today, Math.floor(330 * random.float() ** 2));
    return { checkIn, checkOut: addDays(checkIn, random.int(1, 7)) };
  });
}

/** The search /rooms sends: a destination and dates, the first page of 24 (a traveller lands there). */
export function searchWithDates({ random, destinations }, today) {
  const paths = stays(random, today).map(
    ({ checkIn, checkOut }) =>
      `/api/v1/hotels/search?q=${encodeURIComponent(random.pick(destinations).q)}&checkIn=${checkIn}&checkOut=${checkOut}&page=1&pageSize=${HOTEL_PAGE_SIZE}`,
  );
  const next = cycle(paths);
  return () => ({ method: 'GET', path: next() });
}

export function hotelRoomsWithUnitsLeft({ random, hotels }, today) {
  const paths = stays(random, today).map(
    ({ checkIn, checkOut }) =>
      `/api/v1/rooms/hotel/${random.pick(hotels)}?checkIn=${checkIn}&checkOut=${checkOut}`,
  );
  const next = cycle(paths);
  return () => ({ method: 'GET', path: next() });
}

/** The listing's pages: unfiltered half the time, else by one body type or category; early pages more often. */
export function carListing({ random, carGroups }) {
  const countWhere = (match) => carGroups.filter(match).reduce((sum, group) => sum + group.cars, 0);
  const paths = Array.from({ length: SCENARIO_LENGTH }, () => {
    const roll = random.float();
    const [filter, total] =
      roll < 0.5
        ? ['', countWhere(() => true)]
        : roll < 0.75
          ? ((bodyType) => [`&bodyType=${bodyType}`, countWhere((g) => g.body_type === bodyType)])(
              random.pick(BODY_TYPES),
            )
          : ((category) => [`&category=${category}`, countWhere((g) => g.category === category)])(
              random.pick(CAR_CATEGORIES),
            );
    const pages = Math.max(1, Math.ceil(total / CAR_PAGE_SIZE));
    const page = 1 + Math.floor((pages - 1) * random.float() ** 3);
    return `/api/v1/cars/allcars?page=${page}&pageSize=${CAR_PAGE_SIZE}${filter}`;
  });
  const next = cycle(paths);
  return () => ({ method: 'GET', path: next() });
}

/** A one-night booking of one unit of `room`, priced as the room's own price, with its own Idempotency-Key. */
export function bookingRequest(room, checkIn, n) {
  const checkOut = addDays(checkIn, 1);
  const price = room.price_kobo / 100;
  return {
    method: 'POST',
    path: '/api/v1/bookings',
    headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${randomUUID()}` },
    body: JSON.stringify({
      customer: {
        firstName: 'Bench',
        lastName: 'Guest',
        email: `bench.guest.${n}@example.ng`,
        phone: '08012345678',
        checkInDate: checkIn,
        checkOutDate: checkOut,
        specialRequests: '',
      },
      hotelId: room.hotel_id,
      rooms: [{ roomId: room.id, quantity: 1, price, roomType: room.room_type }],
      totalAmount: price,
      checkInDate: checkIn,
      checkOutDate: checkOut,
      nights: 1,
    }),
  };
}

/**
 * Distinct rooms and dates: one night of a different room type each time,
 * after the dataset's booked year (so nothing is full), each with its own
 * Idempotency-Key. Rooms repeat only after every drawn room was used, on the next night.
 */
export function bookingUncontended({ rooms: drawn }, today) {
  // Room types with 3 units or more stay bookable if the bench runs again on the same database.
  const rooms = drawn.filter((room) => room.room_quantity >= 3);
  let n = 0;
  return () => {
    const room = rooms[n % rooms.length];
    const night = addDays(today, 380 + Math.floor(n / rooms.length));
    return bookingRequest(room, night, n++);
  };
}

/** Every guest asks for the same scarce room type on the same night: two are served, the rest get 409. */
export function bookingContended({ scarceRoom }, scarceNight) {
  let n = 0;
  return () => bookingRequest(scarceRoom, scarceNight, n++);
}
