// The people behind the rows: hotel owners, car owners (both of role
// hotelOwner, the one owner role) and customers who hold some bookings.
import { FIRST_NAMES, LAST_NAMES } from './nigeria.mjs';

export const USER_COLUMNS = [
  'id',
  'name',
  'email',
  'email_verified',
  'image',
  'role',
  'recent_searched_cities',
  'created_at',
  'updated_at',
];

/** Adds every user row; answers the ids by kind, for the hotels, cars and bookings to refer to. */
export function writePeople(random, size, { user: users }, startedAt) {
  const ids = { hotelOwners: [], carOwners: [], customers: [] };
  const add = (kind, role, count, emailPrefix) => {
    for (let i = 0; i < count; i++) {
      const id = random.uuid();
      const joined = new Date(startedAt - random.int(30, 3 * 365) * 86_400_000);
      const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
      users.add([
        id,
        name,
        `${emailPrefix}-${i + 1}@bench.waka.ng`,
        true,
        null,
        role,
        '[]',
        joined,
        joined,
      ]);
      ids[kind].push(id);
    }
  };
  add('hotelOwners', 'hotelOwner', size.hotelOwners, 'hotel-owner');
  add('carOwners', 'hotelOwner', size.carOwners, 'car-owner');
  add('customers', 'customer', size.customers, 'customer');
  return ids;
}

/** A guest as the booking dialog records them. */
export function guest(random, n) {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  return {
    first,
    last,
    email: `${first}.${last}.${n}@example.ng`.toLowerCase(),
    phone: `080${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
  };
}
