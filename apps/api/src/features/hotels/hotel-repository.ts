import { and, asc, count, desc, eq, getTableColumns, gte, isNull, sql, type SQL } from 'drizzle-orm';
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

export type FoundHotels = { rows: (HotelRow & { fromKobo: number })[]; total: number };

/**
 * Hotels for the list and the search, filtered and sorted; with a stay, each
 * with its bookable "from" price. All of them, or one page with the count
 * over every page, in one round trip (a window count beside each row). Only a
 * page past the end, which has no row to carry the count, asks again.
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

  // A page still counts every match (the window count below), so walking
  // hotel_created_idx in the page's order saves nothing; yet with a LIMIT the
  // planner chose it and filtered every hotel instead of using the trigram
  // index (q=Ikeja at 10k: 15 ms a page against 3.5 ms for the whole answer).
  // Ordering by an expression the index does not hold leaves it the filter.
  const createdOrder = page ? sql`${hotels.createdAt} + interval '0 seconds'` : hotels.createdAt;
  const order = {
    recommended: [asc(createdOrder), asc(hotels.id)],
    'price-asc': [asc(fromKobo), asc(hotels.id)],
    'price-desc': [desc(fromKobo), asc(hotels.id)],
    'rating-desc': [desc(hotels.hotelRating), asc(fromKobo), asc(hotels.id)],
  }[query.sort ?? 'recommended'];

  const selected = db
    .select({
      hotel: hotelColumns,
      fromKobo: sql<number>`${fromKobo}`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(hotels);
  const ordered = (bookable ? selected.innerJoinLateral(bookable, sql`true`) : selected)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const rows = await (page ? ordered.limit(page.limit).offset(page.offset) : ordered);
  const total = rows[0]?.total ?? (page && page.offset > 0 ? await countPastTheEnd() : 0);
  return { rows: rows.map((row) => ({ ...row.hotel, fromKobo: row.fromKobo })), total };

  async function countPastTheEnd() {
    const counting = db.select({ n: count() }).from(hotels);
    const [counted] = await (
      bookable ? counting.innerJoinLateral(bookable, sql`true`) : counting
    ).where(where);
    return counted?.n ?? 0;
  }
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
