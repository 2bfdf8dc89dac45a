import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { soldOutRoomNights } from '../../../db/schema/bookings';
import { hotels, rooms } from '../../../db/schema/hotels';

export { LISTING_CHANGES_KEPT } from '../../../db/schema/catalogue';
import { hotelColumns, type HotelRow } from '../hotel-repository';

/**
 * A scope's counts as the index reads them (migrations 0016, 0019): each
 * shard's count by shard number (`listing` has 16, a night and `*` one),
 * and which server answered, whose change means nothing read before holds.
 */
export type ScopeCounts = { server: string; counts: ReadonlyMap<number, number> };

/** The counts of each scope in `scopes` (`*`, `listing`, `night:<date>`), in one query. */
export async function readScopeCounts(
  db: Database,
  scopes: readonly string[],
): Promise<Map<string, ScopeCounts>> {
  const asked = sql.join(
    scopes.map((scope) => sql`${scope}`),
    sql`, `,
  );
  // Both drivers answer raw SQL with `{ rows }`; the counts as JSON text, read alike by both.
  const result = (await db.execute(
    sql`select asked.scope, pg_postmaster_start_time()::text as server,
          coalesce((select json_object_agg(v.shard, v.changes) from catalogue_version v
                    where v.scope = asked.scope), '{}')::text as counts
        from unnest(array[${asked}]::text[]) as asked(scope)`,
  )) as unknown as { rows: { scope: string; server: string; counts: string }[] };
  return new Map(
    result.rows.map((row) => {
      const counts = Object.entries(JSON.parse(row.counts) as Record<string, number>);
      const byShard = new Map(counts.map(([shard, n]) => [Number(shard), Number(n)]));
      return [row.scope, { server: row.server, counts: byShard }];
    }),
  );
}

/** A listed hotel with what the index sorts and matches it by, and its open room types. */
export type ListedHotelRow = HotelRow & {
  searchText: string;
  /** lower(city) and lower(local_gov), as the database writes a place's key (migration 0018). */
  cityKey: string;
  localGovKey: string;
  /** created_at in microseconds since 1970: the list's order, to the database's precision. */
  createdMicros: number;
  /** Its room types on sale (on, listed, with units), cheapest first. */
  openRooms: { id: string; priceKobo: number }[];
};

/** A listed hotel as the index holds it: with its slot in the sold-out nights' bit arrays (sold-out-nights.ts). */
export type IndexedHotelRow = ListedHotelRow & { slot: number };

/**
 * Listed hotels and their open room types: every one, or those of
 * `hotelIds` (a hotel of them not returned is no longer listed).
 */
export async function readListedHotels(
  db: Database,
  hotelIds?: readonly string[],
): Promise<ListedHotelRow[]> {
  const ofHotels = hotelIds ? inArray(hotels.id, [...hotelIds]) : undefined;
  const hotelRows = await db
    .select({
      ...hotelColumns,
      // Null only for a row written before the column; such a row matches no text.
      searchText: sql<string>`coalesce(${hotels.searchText}, '')`,
      cityKey: sql<string>`lower(${hotels.city})`,
      localGovKey: sql<string>`lower(${hotels.localGov})`,
      createdMicros:
        sql<number>`(extract(epoch from ${hotels.createdAt}) * 1000000)::bigint`.mapWith(Number),
    })
    .from(hotels)
    .where(and(isNull(hotels.deletedAt), ofHotels));
  // room_open_price_idx's predicate, as reprice_open_from() reads it (migration 0009).
  const roomRows = await db
    .select({ id: rooms.id, hotelId: rooms.hotelId, priceKobo: rooms.roomPriceKobo })
    .from(rooms)
    .where(
      and(
        sql`${rooms.roomStatus}`,
        isNull(rooms.deletedAt),
        sql`${rooms.roomQuantity} > 0`,
        hotelIds ? inArray(rooms.hotelId, [...hotelIds]) : undefined,
      ),
    )
    .orderBy(asc(rooms.hotelId), asc(rooms.roomPriceKobo));
  const roomsByHotel = new Map<string, { id: string; priceKobo: number }[]>();
  for (const { hotelId, id, priceKobo } of roomRows) {
    let open = roomsByHotel.get(hotelId);
    if (!open) roomsByHotel.set(hotelId, (open = []));
    open.push({ id, priceKobo: Number(priceKobo) });
  }
  return hotelRows.map((row) => ({ ...row, openRooms: roomsByHotel.get(row.id) ?? [] }));
}

/** A `listing` shard's counts the index has not read yet: those above `after`, up to `upTo`. */
export type ShardWindow = { shard: number; after: number; upTo: number };

/** The hotels changed under the counts of `windows` (listing_change, migration 0019). */
export async function readChangedHotelIds(
  db: Database,
  windows: readonly ShardWindow[],
): Promise<string[]> {
  const values = sql.join(
    windows.map((w) => sql`(${w.shard}::smallint, ${w.after}::bigint, ${w.upTo}::bigint)`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select distinct c.hotel_id from listing_change c
        join (values ${values}) as w(shard, after, up_to)
          on c.shard = w.shard and c.changes > w.after and c.changes <= w.up_to`,
  )) as unknown as { rows: { hotel_id: string }[] };
  return result.rows.map((row) => row.hotel_id);
}

/** Each of `nights`' sold-out room types and their hotels (sold_out_room_night_night_idx). */
export async function readSoldOutNights(
  db: Database,
  nights: readonly string[],
): Promise<{ night: string; hotelId: string; roomId: string }[]> {
  return db
    .select({
      night: soldOutRoomNights.night,
      hotelId: soldOutRoomNights.hotelId,
      roomId: soldOutRoomNights.roomId,
    })
    .from(soldOutRoomNights)
    .where(inArray(soldOutRoomNights.night, [...nights]));
}
