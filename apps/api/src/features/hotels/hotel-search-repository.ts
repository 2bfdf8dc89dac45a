import { and, asc, count, desc, eq, gte, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { HOTEL_COUNT_PAGES } from '@waka/shared/hotels/hotel-pages';
import type { HotelSort } from '@waka/shared/hotels/search-hotels';
import type { Page } from '@waka/shared/paging';
import type { Database } from '../../db/database';
import { soldOutRoomNights } from '../../db/schema/bookings';
import { hotels, rooms } from '../../db/schema/hotels';
import { hotelColumns, type HotelRow } from './hotel-repository';

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
  const shape = shapeOf(query);
  const values = valuesOf(query);
  if (!page) {
    const rows = withFromPrice(await statement(db, 'every', shape, everyMatch).execute(values));
    return { rows, total: rows.length, totalIsExact: true };
  }
  // One more than the bound: finding it says there are more.
  const horizon = page.offset + countBound + 1;
  if (shape.sort === 'recommended') {
    const found = await pageFromCandidates(db, shape, { ...values, ...page, horizon });
    if (found) return found;
  }
  const counting = statement(db, 'counting', shape, pageCountingEveryMatch);
  const rows = await counting.page.execute({ ...values, ...page });
  const counted =
    rows[0]?.counted ?? (page.offset > 0 ? ((await counting.pastTheEnd.execute(values))[0]?.n ?? 0) : 0);
  return { rows: withFromPrice(rows), ...countedTo(horizon, counted) };
}

/** What a page says of `counted` matches read up to `horizon` (one past its bound). */
function countedTo(horizon: number, counted: number): Pick<FoundHotels, 'total' | 'totalIsExact'> {
  return { total: Math.min(counted, horizon - 1), totalIsExact: counted < horizon };
}

/**
 * Which parts of a query are set. A statement is built once per shape, its
 * values left as placeholders, and kept: building one through Drizzle took
 * about a millisecond of the server's CPU, the largest part of a first
 * asking's cost (a profile of 1,000 distinct searches, 25 Nov).
 */
type Shape = {
  text: boolean;
  stay: boolean;
  minRating: boolean;
  amenities: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  sort: HotelSort;
};

function shapeOf(query: HotelQuery): Shape {
  return {
    text: Boolean(query.text),
    stay: query.stay !== undefined,
    minRating: Boolean(query.minRating),
    amenities: Boolean(query.amenities?.length),
    minPrice: query.minPriceKobo !== undefined,
    maxPrice: query.maxPriceKobo !== undefined,
    sort: query.sort ?? 'recommended',
  };
}

/** The placeholders' values, by the names the statements give them. */
function valuesOf(query: HotelQuery): Record<string, unknown> {
  return {
    pattern: query.text ? `%${escapeLike(query.text.toLowerCase())}%` : undefined,
    checkIn: query.stay?.checkIn,
    checkOut: query.stay?.checkOut,
    minRating: query.minRating,
    // One placeholder however many: a shape per count would multiply the statements kept.
    amenities: JSON.stringify(query.amenities ?? []),
    minPriceKobo: query.minPriceKobo,
    maxPriceKobo: query.maxPriceKobo,
    noOffset: 0,
  };
}

/** `%` and `_` typed by a traveller are letters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const placeholder = (name: string) => sql.placeholder(name);

/**
 * The statements built so far, per database (a transaction gets its own) and
 * shape: at most 256 shapes of three statements, about 14 KB each.
 */
const built = new WeakMap<Database, Map<string, unknown>>();

function statement<T>(db: Database, kind: string, shape: Shape, build: (db: Database, shape: Shape) => T): T {
  let kept = built.get(db);
  if (!kept) built.set(db, (kept = new Map()));
  const key = `${kind} ${JSON.stringify(shape)}`;
  if (!kept.has(key)) kept.set(key, build(db, shape));
  return kept.get(key) as T;
}

/**
 * Prepared without a name, on purpose: PostgreSQL then plans each execution
 * with its values (a named statement would settle on one generic plan, and
 * the destination decides whether the trigram index or hotel_listed_created_idx
 * serves it). What is saved is Drizzle building the SQL.
 */
const UNNAMED = '';

const listed = isNull(hotels.deletedAt);

/** The conditions on the hotel row itself: listed, the text, stars and amenities. */
function hotelConditions(shape: Shape): SQL | undefined {
  const conditions: (SQL | undefined)[] = [listed];
  if (shape.text) conditions.push(sql`${hotels.searchText} like ${placeholder('pattern')}`);
  if (shape.minRating) conditions.push(gte(hotels.hotelRating, placeholder('minRating')));
  if (shape.amenities) {
    conditions.push(
      sql`${hotels.hotelAmenities} @> array(select jsonb_array_elements_text(${placeholder('amenities')}::jsonb))`,
    );
  }
  return and(...conditions);
}

/**
 * The cheapest room type bookable for the whole stay, for the hotel whose id
 * is `hotelId` and whose open price is `openFromKobo` (columns of the outer
 * row): on, listed, with units, and not sold out on any night of it (D3).
 * Joined LATERAL, so it runs once for each hotel the other filters keep.
 *
 * A hotel with no sold-out night in the stay (most: 259 of the 302 a page
 * of q=Lagos checks in the 10k bench, for a stay two weeks out) is
 * bookable from its open price, kept on its row (migration 0009): one probe
 * of sold_out_room_night_hotel_idx. Only a hotel with one walks its open
 * room types cheapest first (room_open_price_idx) to the first that is not
 * sold out that stay. Null when nothing is bookable, and the hotel is then
 * left out.
 */
function bookableFrom(db: Database, hotelId: AnyColumn, openFromKobo: AnyColumn) {
  const soldOutInStay = (owner: SQL) =>
    sql`exists (select 1 from ${soldOutRoomNights} where ${owner}
      and ${soldOutRoomNights.night} >= ${placeholder('checkIn')}::date
      and ${soldOutRoomNights.night} < ${placeholder('checkOut')}::date)`;
  const hotelHasSoldOutNight = soldOutInStay(sql`${soldOutRoomNights.hotelId} = ${hotelId}`);
  const roomHasSoldOutNight = soldOutInStay(sql`${soldOutRoomNights.roomId} = ${rooms.id}`);
  // Cheapest first with a limit, not min(): the walk stops at the first room
  // type that is free, where an aggregate read all of them (ten in the bench).
  const cheapestNotSoldOut = db
    .select({ price: rooms.roomPriceKobo })
    .from(rooms)
    .where(
      and(
        sql`${rooms.hotelId} = ${hotelId}`,
        // Written as room_open_price_idx's predicate, so the planner can use it.
        sql`${rooms.roomStatus}`,
        isNull(rooms.deletedAt),
        sql`${rooms.roomQuantity} > 0`,
        sql`not ${roomHasSoldOutNight}`,
      ),
    )
    .orderBy(asc(rooms.roomPriceKobo))
    .limit(1);
  // CASE evaluates a branch only when it is taken, so the walk runs only then.
  // An OFFSET keeps the subquery whole: pulled up into the outer query, its
  // CASE was copied into each place that names the price and run for each
  // (EXPLAIN of the unpaged search, 26 Nov). A placeholder, as Drizzle drops
  // a literal 0.
  return db
    .select({
      fromKobo: sql<number | null>`case
        when ${openFromKobo} is null then null
        when not ${hotelHasSoldOutNight} then ${openFromKobo}
        else (${cheapestNotSoldOut}) end`.as('from_kobo'),
    })
    .from(sql`(select) as once`)
    .offset(placeholder('noOffset'))
    .as('bookable');
}

/**
 * The "from" price (the cheapest room bookable for the stay, or the owner's
 * minimum price without one) of the hotel `hotel` names, and the conditions
 * on it: bookable, within the price filters.
 */
function priced(db: Database, shape: Shape, hotel: PricedHotel) {
  const bookable = shape.stay ? bookableFrom(db, hotel.id, hotel.openFromKobo) : undefined;
  const fromKobo: SQL = bookable ? sql`${bookable.fromKobo}` : sql`${hotel.minimumPriceKobo}`;
  const conditions: SQL[] = [];
  if (bookable) conditions.push(sql`${bookable.fromKobo} is not null`);
  if (shape.minPrice) conditions.push(sql`${fromKobo} >= ${placeholder('minPriceKobo')}`);
  if (shape.maxPrice) conditions.push(sql`${fromKobo} <= ${placeholder('maxPriceKobo')}`);
  return { bookable, fromKobo, where: and(...conditions) };
}

/** The columns a hotel is priced by, of the hotel table or of a subquery over it. */
type PricedHotel = { id: AnyColumn; minimumPriceKobo: AnyColumn; openFromKobo: AnyColumn };

/**
 * The list's order on the hotel table. `createdAt` may be an expression of
 * it: a statement that counts every match gains nothing from walking the
 * list-order index in the page's order, yet with a LIMIT the planner chose
 * it and filtered every hotel instead of using the trigram index (q=Ikeja at
 * 10k, then through hotel_created_idx: 15 ms a page against 3.5 ms), so that
 * one orders by an expression the index does not hold.
 */
function listOrder(sort: HotelSort, fromKobo: SQL, createdAt: AnyColumn | SQL = hotels.createdAt): SQL[] {
  return {
    recommended: [asc(createdAt), asc(hotels.id)],
    'price-asc': [asc(fromKobo), asc(hotels.id)],
    'price-desc': [desc(fromKobo), asc(hotels.id)],
    'rating-desc': [desc(hotels.hotelRating), asc(fromKobo), asc(hotels.id)],
  }[sort];
}

const withFromPrice = <R extends { hotel: HotelRow; fromKobo: number }>(rows: R[]) =>
  rows.map((row) => ({ ...row.hotel, fromKobo: row.fromKobo }));

/** Every match, in the list's order (the spec's unpaged calls). */
function everyMatch(db: Database, shape: Shape) {
  const { bookable, fromKobo, where } = priced(db, shape, hotels);
  const selected = db
    .select({ hotel: hotelColumns, fromKobo: sql<number>`${fromKobo}`.mapWith(Number) })
    .from(hotels);
  return (bookable ? selected.innerJoinLateral(bookable, sql`true`) : selected)
    .where(and(hotelConditions(shape), where))
    .orderBy(...listOrder(shape.sort, fromKobo))
    .prepare(UNNAMED);
}

/**
 * A page in any order, counting every match beside it (a window count), in
 * one round trip; only a page past the end, which has no row to carry the
 * count, asks again. The price orders need every match's price anyway.
 */
function pageCountingEveryMatch(db: Database, shape: Shape) {
  const { bookable, fromKobo, where } = priced(db, shape, hotels);
  const conditions = and(hotelConditions(shape), where);
  const selected = db
    .select({
      hotel: hotelColumns,
      fromKobo: sql<number>`${fromKobo}`.mapWith(Number),
      counted: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(hotels);
  const counting = db.select({ n: count() }).from(hotels);
  return {
    page: (bookable ? selected.innerJoinLateral(bookable, sql`true`) : selected)
      .where(conditions)
      .orderBy(...listOrder(shape.sort, fromKobo, sql`${hotels.createdAt} + interval '0 seconds'`))
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .prepare(UNNAMED),
    pastTheEnd: (bookable ? counting.innerJoinLateral(bookable, sql`true`) : counting)
      .where(conditions)
      .prepare(UNNAMED),
  };
}

/**
 * A page in the recommended order that reads only the first matches of the
 * text and the hotel's own filters (a subquery with its own order and limit,
 * so PostgreSQL can walk hotel_listed_created_idx for a broad destination or take
 * the trigram index for a narrow one) and checks a room for the stay for
 * those alone. Undefined when they ran out with too few bookable among them
 * to know the count: then every match must be read.
 */
async function pageFromCandidates(
  db: Database,
  shape: Shape,
  values: Record<string, unknown> & Page & { horizon: number },
): Promise<FoundHotels | undefined> {
  // Without a stay every candidate is kept (its price filters are in the candidates' own query).
  const candidateLimit = Math.ceil(values.horizon * (shape.stay ? CANDIDATE_SLACK : 1));
  const statements = statement(db, 'candidates', shape, candidatesInOrder);
  const rows = await statements.page.execute({ ...values, candidateLimit });
  // An empty page has no row to carry the tally; any candidate, kept or not, does.
  const [tally] = rows.length ? rows : await statements.tally.execute({ ...values, candidateLimit });
  const counted = tally?.counted ?? 0;
  const candidateLimitReached = (tally?.candidates ?? 0) >= candidateLimit;
  if (counted < values.horizon && candidateLimitReached) return undefined;
  return { rows: withFromPrice(rows), ...countedTo(values.horizon, counted) };
}

/**
 * The candidates need only what hotel_listed_created_idx holds (migrations
 * 0008 and 0009, their prices too), so a walk in the list's order reads the
 * index alone: it checks the text of many hotels for each one it keeps
 * (six for q=Lagos, thirty-three for q=Imo at 100k), and reading each from
 * the table cost 15 ms of q=Imo's 20. Amenities, which the index lacks,
 * still read the table. Only the page's own hotels are then read whole,
 * after its sort and limit.
 */
function candidatesInOrder(db: Database, shape: Shape) {
  // Without a stay a hotel's price is its own column: the price filters choose the candidates.
  const priceOfHotel = shape.stay ? undefined : priced(db, shape, hotels).where;
  const candidates = db
    .select({
      id: hotels.id,
      createdAt: hotels.createdAt,
      minimumPriceKobo: hotels.minimumPriceKobo,
      openFromKobo: hotels.openFromKobo,
    })
    .from(hotels)
    .where(and(hotelConditions(shape), priceOfHotel))
    .orderBy(asc(hotels.createdAt), asc(hotels.id))
    .limit(placeholder('candidateLimit'))
    .as('candidate');
  const { bookable, fromKobo, where } = priced(db, shape, candidates);
  const kept = (shape.stay ? where : undefined) ?? sql`true`;
  // Every candidate, kept or not, with the tally over all of them.
  const selected = db
    .select({
      id: candidates.id,
      createdAt: candidates.createdAt,
      fromKobo: sql<number>`${fromKobo}`.mapWith(Number).as('from_kobo'),
      kept: sql<boolean>`coalesce(${kept}, false)`.as('kept'),
      counted: sql<number>`count(*) filter (where ${kept}) over ()`.mapWith(Number).as('counted'),
      candidates: sql<number>`count(*) over ()`.mapWith(Number).as('candidates'),
    })
    .from(candidates);
  const considered = (bookable ? selected.leftJoinLateral(bookable, sql`true`) : selected).as('considered');
  const tally = { counted: considered.counted, candidates: considered.candidates };
  const pageOfKept = db
    .select({ id: considered.id, createdAt: considered.createdAt, fromKobo: considered.fromKobo, ...tally })
    .from(considered)
    .where(sql`${considered.kept}`)
    .orderBy(asc(considered.createdAt), asc(considered.id))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .as('page_of_kept');
  return {
    page: db
      .select({
        hotel: hotelColumns,
        fromKobo: pageOfKept.fromKobo,
        counted: pageOfKept.counted,
        candidates: pageOfKept.candidates,
      })
      .from(pageOfKept)
      .innerJoin(hotels, eq(hotels.id, pageOfKept.id))
      .orderBy(asc(pageOfKept.createdAt), asc(pageOfKept.id))
      .prepare(UNNAMED),
    tally: db.select(tally).from(considered).limit(1).prepare(UNNAMED),
  };
}
