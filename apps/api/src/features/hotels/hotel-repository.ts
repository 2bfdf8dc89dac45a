import { and, asc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { hotels } from '../../db/schema/hotels';

export type HotelRow = Omit<typeof hotels.$inferSelect, 'searchText'>;

/** A hotel's columns less the search text, which only the database reads. */
const { searchText: _searchText, ...columnsLessSearchText } = getTableColumns(hotels);
export const hotelColumns = columnsLessSearchText;

const listed = isNull(hotels.deletedAt);

/**
 * The photo of the hotel the list without filters shows first (its
 * recommended order), for the page's HTML to name: one row through
 * hotel_listed_created_idx, without the count the list takes.
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
