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
import { HOTEL_COUNT_BOUND } from '@waka/shared/hotels/hotel-pages';
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
 * The cheapest room type bookable for the whole stay, for the hotel of the
 * outer row: on, listed, with units, and not sold out on any night of it (D3).
 * Joined LATERAL, so it runs only for the hotels the other filters keep. It
 * walks the hotel's open room types cheapest first (room_open_price_idx) and
 * stops at the first that passes; for a hotel with no sold-out night in the
 * stay (nearly all of them) that is the first one, after one empty probe of
 * sold_out_room_night. An aggregate without grouping, so always one row:
 * null when nothing is bookable, and the hotel is then left out.
 */
function bookableFrom(db: Database, stay: Stay) {
  const soldOutInStay = (owner: SQL) =>
    sql`exists (select 1 from ${soldOutRoomNights} where ${owner}
      and ${soldOutRoomNights.night} >= ${stay.checkIn}::date
      and ${soldOutRoomNights.night} < ${stay.checkOut}::date)`;
  const hotelHasSoldOutNight = soldOutInStay(sql`${soldOutRoomNights.hotelId} = ${hotels.id}`);
  const roomHasSoldOutNight = soldOutInStay(sql`${soldOutRoomNights.roomId} = ${rooms.id}`);
  return db
    .select({ fromKobo: sql<number | null>`min(${rooms.roomPriceKobo})`.as('from_kobo') })
    .from(rooms)
    .where(
      and(
        eq(rooms.hotelId, hotels.id),
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
  /** Every match, or for a page: the matches up to HOTEL_COUNT_BOUND past its start. */
  total: number;
  /** False when there are more than `total` (the count stopped at its bound). */
  totalIsExact: boolean;
};

/**
 * Hotels for the list and the search, filtered and sorted; with a stay, each
 * with its bookable "from" price. All of them; or one page, with the count of
 * matches from the list's start to HOTEL_COUNT_BOUND past the page's start
 * (decision 0009), in one round trip: the matches, in the list's order, cut
 * at that bound, then the page and a window count over them. Only a page
 * past the end, which has no row to carry the count, asks again.
 */
export async function findHotels(
  db: Database,
  query: HotelQuery,
  page?: Page,
): Promise<FoundHotels> {
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

  const bookable = query.stay ? bookableFrom(db, query.stay) : undefined;
  if (bookable) conditions.push(sql`${bookable.fromKobo} is not null`);
  const fromKobo: SQL = bookable ? sql`${bookable.fromKobo}` : sql`${hotels.minimumPriceKobo}`;
  if (query.minPriceKobo !== undefined) conditions.push(sql`${fromKobo} >= ${query.minPriceKobo}`);
  if (query.maxPriceKobo !== undefined) conditions.push(sql`${fromKobo} <= ${query.maxPriceKobo}`);
  const where = and(...conditions);
  const sort = query.sort ?? 'recommended';

  const selected = db
    .select({ ...hotelColumns, fromKobo: sql<number>`${fromKobo}`.mapWith(Number).as('from_kobo') })
    .from(hotels);
  const matching = (bookable ? selected.innerJoinLateral(bookable, sql`true`) : selected)
    .where(where)
    .orderBy(...listOrder(sort, { ...hotelColumns, fromKobo }))
    .$dynamic();

  if (!page) {
    const rows = await matching;
    return { rows, total: rows.length, totalIsExact: true };
  }

  // In the recommended order a broad destination ("Lagos", 15 % of hotels)
  // is walked through hotel_created_idx and left after the bound, however
  // many hotels the catalogue holds; a narrow one is read by the trigram
  // index, all of it, and sorted. Either way the work stops at the bound.
  const horizon = page.offset + HOTEL_COUNT_BOUND + 1;
  const matched = matching.limit(horizon).as('matched');
  const pageFields = Object.fromEntries(
    Object.keys(hotelColumns).map((key) => [key, matched[key as keyof typeof hotelColumns]]),
  ) as Pick<typeof matched, keyof typeof hotelColumns>;
  const rows = await db
    .select({
      hotel: pageFields,
      fromKobo: matched.fromKobo,
      counted: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(matched)
    .orderBy(...listOrder(sort, matched))
    .limit(page.limit)
    .offset(page.offset);
  const counted = rows[0]?.counted ?? (page.offset > 0 ? await countPastTheEnd() : 0);
  return {
    rows: rows.map((row) => ({ ...row.hotel, fromKobo: row.fromKobo })),
    total: Math.min(counted, horizon - 1),
    totalIsExact: counted < horizon,
  };

  async function countPastTheEnd() {
    const [result] = await db.select({ n: count() }).from(matched);
    return result?.n ?? 0;
  }
}

type OrderFields = {
  id: SQL | AnyColumn;
  createdAt: SQL | AnyColumn;
  hotelRating: SQL | AnyColumn;
  fromKobo: SQL | AnyColumn | SQL.Aliased;
};

/** The list's order, on the hotel table or on the matches cut from it. */
function listOrder(sort: HotelSort, fields: OrderFields): SQL[] {
  const fromKobo = sql`${fields.fromKobo}`;
  return {
    recommended: [asc(fields.createdAt), asc(fields.id)],
    'price-asc': [asc(fromKobo), asc(fields.id)],
    'price-desc': [desc(fromKobo), asc(fields.id)],
    'rating-desc': [desc(fields.hotelRating), asc(fromKobo), asc(fields.id)],
  }[sort];
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
