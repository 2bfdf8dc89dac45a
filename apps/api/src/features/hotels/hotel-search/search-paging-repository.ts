import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { hotels } from '../../../db/schema/hotels';
import { hotelColumns, type HotelRow } from '../hotel-repository';
import { hotelConditions, listOrder, priced } from './search-conditions-repository';
import { placeholder, type Shape } from './search-shape';
import { UNNAMED } from './statement-cache';

/** Rows of the statements below as the search answers them: the hotel with its "from" price. */
export const withFromPrice = <R extends { hotel: HotelRow; fromKobo: number }>(rows: R[]) =>
  rows.map((row) => ({ ...row.hotel, fromKobo: row.fromKobo }));

/** Every match, in the list's order (the unpaged calls, docs/product.md#api). */
export function everyMatch(db: Database, shape: Shape) {
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
export function pageCountingEveryMatch(db: Database, shape: Shape) {
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
 * The first matches of the text and the hotel's own filters in the
 * recommended order, each checked for a room for the stay, and the page of
 * those kept (the search's pageFromCandidates reads it).
 *
 * The candidates need only what hotel_listed_created_idx holds (migrations
 * 0008 and 0009, their prices too), so a walk in the list's order reads the
 * index alone: it checks the text of many hotels for each one it keeps
 * (six for q=Lagos, thirty-three for q=Imo at 100k), and reading each from
 * the table cost 15 ms of q=Imo's 20. Amenities, which the index lacks,
 * still read the table. Only the page's own hotels are then read whole,
 * after its sort and limit.
 */
export function candidatesInOrder(db: Database, shape: Shape) {
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
  const considered = (bookable ? selected.leftJoinLateral(bookable, sql`true`) : selected).as(
    'considered',
  );
  const tally = { counted: considered.counted, candidates: considered.candidates };
  const pageOfKept = db
    .select({
      id: considered.id,
      createdAt: considered.createdAt,
      fromKobo: considered.fromKobo,
      ...tally,
    })
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
