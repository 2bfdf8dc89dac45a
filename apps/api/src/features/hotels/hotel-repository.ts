import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  isNull,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { HOTEL_COUNT_PAGES } from '@waka/shared/hotels/hotel-pages';
import type { HotelSort } from '@waka/shared/hotels/search-hotels';
import type { Page } from '@waka/shared/paging';
import type { Database } from '../../db/database';
import { soldOutRoomNights } from '../../db/schema/bookings';
import { hotels, rooms } from '../../db/schema/hotels';

export type HotelRow = Omit<typeof hotels.$inferSelect, 'searchText'>;

/** A hotel's columns less the search text, which only the database reads. */
const { searchText: _searchText, ...hotelColumns } = getTableColumns(hotels);
export type Stay = { checkIn: string; checkOut: string };

export type HotelQuery = {
  /** Part of the name, city, state or address, any case. */
  text?: string;
  /** Only hotels with a room type bookable on every night of it (D3). */
  stay?: Stay;
  minPriceKobo?: number;
  maxPriceKobo?: number;
  minRating?: number;
  amenities?: string[];
  sort?: HotelSort;
};

const listed = isNull(hotels.deletedAt);

/** `%` and `_` typed by a traveller are letters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The cheapest room type bookable for the whole stay, for the hotel whose id
 * is `hotelId` (a column of the outer row): on, listed, with units, and not
 * sold out on any night of it (D3). Joined LATERAL, so it runs only for the
 * hotels the other filters keep. It walks the hotel's open room types
 * cheapest first (room_open_price_idx) and stops at the first that passes;
 * for a hotel with no sold-out night in the stay (nearly all of them) that
 * is the first one, after one empty probe of sold_out_room_night. An
 * aggregate without grouping, so always one row: null when nothing is
 * bookable, and the hotel is then left out.
 */
function bookableFrom(db: Database, stay: Stay, hotelId: AnyColumn | SQL) {
  const soldOutInStay = (owner: SQL) =>
    sql`exists (select 1 from ${soldOutRoomNights} where ${owner}
      and ${soldOutRoomNights.night} >= ${stay.checkIn}::date
      and ${soldOutRoomNights.night} < ${stay.checkOut}::date)`;
  const hotelHasSoldOutNight = soldOutInStay(sql`${soldOutRoomNights.hotelId} = ${hotelId}`);
  const roomHasSoldOutNight = soldOutInStay(sql`${soldOutRoomNights.roomId} = ${rooms.id}`);
  return db
    .select({ fromKobo: sql<number | null>`min(${rooms.roomPriceKobo})`.as('from_kobo') })
    .from(rooms)
    .where(
      and(
        sql`${rooms.hotelId} = ${hotelId}`,
        // Written as room_open_price_idx's predicate, so the planner can use it.
        sql`${rooms.roomStatus}`,
        isNull(rooms.deletedAt),
        sql`${rooms.roomQuantity} > 0`,
        sql`(not ${hotelHasSoldOutNight} or not ${roomHasSoldOutNight})`,
      ),
    )
    .as('bookable');
}

export type FoundHotels = {
  rows: (HotelRow & { fromKobo: number })[];
  /** Every match; for a page, the matches up to `countBound` past its start. */
  total: number;
  /** False when the count stopped at its bound: there are more than `total`. */
  totalIsExact: boolean;
};

/**
 * In the recommended order a page reads this many more hotels that match the
 * text and the hotel's own filters than it may count (decision 0010): nearly
 * every hotel has a room free, and when a fifth of them do not (a sold-out
 * week) the page is read again from every match.
 */
const CANDIDATE_SLACK = 1.25;

/**
 * Hotels for the list and the search, filtered and sorted; with a stay, each
 * with its bookable "from" price. All of them, counted exactly; or one page,
 * with the matches counted from the list's start to `countBound` past the
 * page's start (decision 0010: "240+ hotels"), so a broad destination costs
 * the same at 1,000 hotels and at 100,000.
 */
export async function findHotels(
  db: Database,
  query: HotelQuery,
  page?: Page,
  countBound = page ? HOTEL_COUNT_PAGES * page.limit : 0,
): Promise<FoundHotels> {
  if (!page) {
    const rows = await everyMatch(db, query);
    return { rows, total: rows.length, totalIsExact: true };
  }
  // One more than the bound: finding it says there are more.
  const horizon = page.offset + countBound + 1;
  if ((query.sort ?? 'recommended') === 'recommended') {
    const found = await pageFromCandidates(db, query, page, horizon);
    if (found) return found;
  }
  const { rows, counted } = await pageCountingEveryMatch(db, query, page);
  return { rows, total: Math.min(counted, horizon - 1), totalIsExact: counted < horizon };
}

/** The conditions on the hotel row itself: listed, the text, stars and amenities. */
function hotelConditions(query: HotelQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [listed];
  if (query.text)
    conditions.push(sql`${hotels.searchText} like ${`%${escapeLike(query.text.toLowerCase())}%`}`);
  if (query.minRating) conditions.push(gte(hotels.hotelRating, query.minRating));
  if (query.amenities?.length) {
    conditions.push(
      sql`${hotels.hotelAmenities} @> ${sql`array[${sql.join(
        query.amenities.map((a) => sql`${a}`),
        sql`, `,
      )}]::text[]`}`,
    );
  }
  return and(...conditions);
}

/**
 * The "from" price (the cheapest room bookable for the stay, or the owner's
 * minimum price without one) of the hotel `hotelId` names, and the
 * conditions on it: bookable, within the price filters.
 */
function priced(db: Database, query: HotelQuery, hotelId: AnyColumn, minimumPriceKobo: AnyColumn) {
  const bookable = query.stay ? bookableFrom(db, query.stay, hotelId) : undefined;
  const fromKobo: SQL = bookable ? sql`${bookable.fromKobo}` : sql`${minimumPriceKobo}`;
  const conditions: SQL[] = [];
  if (bookable) conditions.push(sql`${bookable.fromKobo} is not null`);
  if (query.minPriceKobo !== undefined) conditions.push(sql`${fromKobo} >= ${query.minPriceKobo}`);
  if (query.maxPriceKobo !== undefined) conditions.push(sql`${fromKobo} <= ${query.maxPriceKobo}`);
  return { bookable, fromKobo, where: and(...conditions) };
}

type OrderFields = { id: AnyColumn | SQL; createdAt: AnyColumn | SQL; hotelRating: AnyColumn | SQL };

/** The list's order, on the hotel table or on a subquery of its rows. */
function listOrder(sort: HotelSort, fields: OrderFields, fromKobo: SQL): SQL[] {
  return {
    recommended: [asc(fields.createdAt), asc(fields.id)],
    'price-asc': [asc(fromKobo), asc(fields.id)],
    'price-desc': [desc(fromKobo), asc(fields.id)],
    'rating-desc': [desc(fields.hotelRating), asc(fromKobo), asc(fields.id)],
  }[sort];
}

/** Every match, in the list's order (the spec's unpaged calls). */
async function everyMatch(db: Database, query: HotelQuery) {
  const { bookable, fromKobo, where } = priced(db, query, hotels.id, hotels.minimumPriceKobo);
  const selected = db
    .select({ hotel: hotelColumns, fromKobo: sql<number>`${fromKobo}`.mapWith(Number) })
    .from(hotels);
  const rows = await (bookable ? selected.innerJoinLateral(bookable, sql`true`) : selected)
    .where(and(hotelConditions(query), where))
    .orderBy(...listOrder(query.sort ?? 'recommended', hotels, fromKobo));
  return rows.map((row) => ({ ...row.hotel, fromKobo: row.fromKobo }));
}

/**
 * A page in the recommended order that reads only the first matches of the
 * text and the hotel's own filters (a subquery with its own order and limit,
 * so PostgreSQL can walk hotel_created_idx for a broad destination or take
 * the trigram index for a narrow one) and checks a room for the stay for
 * those alone. Undefined when they ran out with too few bookable among them
 * to know the count: then every match must be read.
 */
async function pageFromCandidates(
  db: Database,
  query: HotelQuery,
  page: Page,
  horizon: number,
): Promise<FoundHotels | undefined> {
  const candidateLimit = Math.ceil(horizon * CANDIDATE_SLACK);
  const candidates = db
    .select(hotelColumns)
    .from(hotels)
    .where(hotelConditions(query))
    .orderBy(asc(hotels.createdAt), asc(hotels.id))
    .limit(candidateLimit)
    .as('candidate');
  const { bookable, fromKobo, where } = priced(db, query, candidates.id, candidates.minimumPriceKobo);
  const kept = where ?? sql`true`;
  // Every candidate, kept or not, with the tally over all of them.
  const selected = db
    .select({
      ...fieldsOf(candidates),
      fromKobo: sql<number>`${fromKobo}`.mapWith(Number).as('from_kobo'),
      kept: sql<boolean>`coalesce(${kept}, false)`.as('kept'),
      counted: sql<number>`count(*) filter (where ${kept}) over ()`.mapWith(Number).as('counted'),
      candidates: sql<number>`count(*) over ()`.mapWith(Number).as('candidates'),
    })
    .from(candidates);
  const considered = (bookable ? selected.leftJoinLateral(bookable, sql`true`) : selected).as('considered');
  const tallyOf = { counted: considered.counted, candidates: considered.candidates };
  const rows = await db
    .select({ hotel: fieldsOf(considered), fromKobo: considered.fromKobo, ...tallyOf })
    .from(considered)
    .where(sql`${considered.kept}`)
    .orderBy(asc(considered.createdAt), asc(considered.id))
    .limit(page.limit)
    .offset(page.offset);
  // An empty page has no row to carry the tally; any candidate, kept or not, does.
  const [tally] = rows.length ? rows : await db.select(tallyOf).from(considered).limit(1);
  const counted = tally?.counted ?? 0;
  const readEveryCandidate = (tally?.candidates ?? 0) >= candidateLimit;
  if (counted < horizon && readEveryCandidate) return undefined;
  return {
    rows: rows.map((row) => ({ ...row.hotel, fromKobo: row.fromKobo })),
    total: Math.min(counted, horizon - 1),
    totalIsExact: counted < horizon,
  };
}

/**
 * A page in any order, counting every match beside it (a window count), in
 * one round trip; only a page past the end, which has no row to carry the
 * count, asks again. The price orders need every match's price anyway.
 */
async function pageCountingEveryMatch(db: Database, query: HotelQuery, page: Page) {
  const { bookable, fromKobo, where } = priced(db, query, hotels.id, hotels.minimumPriceKobo);
  const conditions = and(hotelConditions(query), where);
  const selected = db
    .select({
      hotel: hotelColumns,
      fromKobo: sql<number>`${fromKobo}`.mapWith(Number),
      counted: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(hotels);
  const rows = await (bookable ? selected.innerJoinLateral(bookable, sql`true`) : selected)
    .where(conditions)
    .orderBy(...listOrder(query.sort ?? 'recommended', hotels, fromKobo))
    .limit(page.limit)
    .offset(page.offset);
  const counted = rows[0]?.counted ?? (page.offset > 0 ? await countPastTheEnd() : 0);
  return { rows: rows.map((row) => ({ ...row.hotel, fromKobo: row.fromKobo })), counted };

  async function countPastTheEnd() {
    const counting = db.select({ n: count() }).from(hotels);
    const [result] = await (bookable ? counting.innerJoinLateral(bookable, sql`true`) : counting).where(
      conditions,
    );
    return result?.n ?? 0;
  }
}

/** A subquery's hotel columns, to select them again from it. */
function fieldsOf<Q extends Record<keyof typeof hotelColumns, unknown>>(subquery: Q) {
  return Object.fromEntries(
    Object.keys(hotelColumns).map((key) => [key, subquery[key as keyof typeof hotelColumns]]),
  ) as Pick<Q, keyof typeof hotelColumns>;
}

/**
 * The photo of the hotel the list without filters shows first (its
 * recommended order), for the page's HTML to name: one row through
 * hotel_created_idx, without the count the list takes.
 */
export async function findFirstListedHotelImage(db: Database): Promise<string | undefined> {
  const [first] = await db
    .select({ hotelImage: hotels.hotelImage })
    .from(hotels)
    .where(listed)
    .orderBy(asc(hotels.createdAt), asc(hotels.id))
    .limit(1);
  return first?.hotelImage;
}

export async function findHotelById(db: Database, hotelId: string): Promise<HotelRow | undefined> {
  const [hotel] = await db
    .select()
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), listed));
  return hotel;
}
