// What the load scenarios ask for, drawn from the loaded dataset with the
// bench's seeded random source: destinations travellers would type, listed
// hotels, car-list pages within range, and room types to book.
import pg from 'pg';
import { cumulative, seededRandom } from '../dataset/random.mjs';

/** Counted destinations: a city, local government or state, with how many listed hotels carry it. */
const DESTINATIONS = `
  select kind, name, count(*)::int as hotels from (
    select 'city' as kind, city as name from hotel where deleted_at is null
    union all select 'local government', local_gov from hotel where deleted_at is null
    union all select 'state', state from hotel where deleted_at is null) places
  group by kind, name`;

const LISTED_HOTELS = `select h.id from hotel h where h.deleted_at is null order by h.id`;

const CAR_PAGES = `select body_type, category, count(*)::int as cars from car where deleted_at is null group by 1, 2`;

/** Room types a guest can book: on, listed, in a listed hotel. */
const BOOKABLE_ROOMS = `
  select r.id, r.hotel_id, r.room_type, r.room_price_kobo::bigint as price_kobo, r.room_quantity
  from room r join hotel h on h.id = r.hotel_id
  where r.deleted_at is null and r.room_status and h.deleted_at is null
  order by r.id`;

/**
 * A scarce room type (2 units) with nothing held on `night`, so that of many
 * guests asking for it at once, exactly two are served.
 */
const SCARCE_ROOM = `
  select r.id, r.hotel_id, r.room_type, r.room_price_kobo::bigint as price_kobo, r.room_quantity
  from room r join hotel h on h.id = r.hotel_id
  where r.deleted_at is null and r.room_status and h.deleted_at is null and r.room_quantity = 2
    and not exists (select 1 from booked_room_night n where n.room_id = r.id and n.night = $1::date)
  order by r.id limit 1 offset $2`;

export async function drawInputs(databaseUrl, { seed, scarceNight }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const random = seededRandom(seed);
    const destinations = (await client.query(DESTINATIONS)).rows;
    const hotels = (await client.query(LISTED_HOTELS)).rows.map((row) => row.id);
    const carGroups = (await client.query(CAR_PAGES)).rows;
    const rooms = (await client.query(BOOKABLE_ROOMS)).rows.map((row) => ({
      ...row,
      price_kobo: Number(row.price_kobo),
    }));
    const scarceRows = (await client.query(SCARCE_ROOM, [scarceNight, random.int(0, 50)])).rows;
    return {
      random,
      counted: destinations,
      destinations: destinationMix(random, destinations),
      hotels: random.sample(hotels, 2_000),
      carGroups,
      rooms: random.sample(rooms, 50_000),
      scarceRoom: scarceRows[0] && {
        ...scarceRows[0],
        price_kobo: Number(scarceRows[0].price_kobo),
      },
    };
  } finally {
    await client.end();
  }
}

/**
 * `count` destinations as travellers type them: mostly cities (a city with
 * more hotels is searched more often), some local governments, a few states.
 */
export function destinationMix(random, destinations, count = 500) {
  const weighted = (kind) => {
    const list = destinations.filter((d) => d.kind === kind);
    return { list, weights: cumulative(list.map((d) => d.hotels)) };
  };
  const cities = weighted('city');
  const localGovernments = weighted('local government');
  const states = weighted('state');
  return Array.from({ length: count }, () => {
    const roll = random.float();
    const { list, weights } = roll < 0.6 ? cities : roll < 0.9 ? localGovernments : states;
    const picked = random.pickWeighted(list, weights);
    return { q: picked.name, hotels: picked.hotels };
  });
}
