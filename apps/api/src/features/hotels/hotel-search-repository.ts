import { HOTEL_COUNT_PAGES } from '@waka/shared/hotels/hotel-pages';
import type { Page } from '@waka/shared/paging';
import type { Database } from '../../db/database';
import type { HotelRow } from './hotel-repository';
import {
  candidatesInOrder,
  everyMatch,
  pageCountingEveryMatch,
  withFromPrice,
} from './hotel-search/search-paging-repository';
import { shapeOf, valuesOf, type HotelQuery, type Shape } from './hotel-search/search-shape';
import { statement } from './hotel-search/statement-cache';

/*
 * The hotel search, in four files: this one chooses how a page is read;
 * hotel-search/search-shape.ts turns a query into a shape and its values;
 * hotel-search/statement-cache.ts keeps the statement built for each shape;
 * hotel-search/search-conditions-repository.ts and
 * hotel-search/search-paging-repository.ts build those statements.
 */

export type { HotelQuery, Stay } from './hotel-search/search-shape';

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
    rows[0]?.counted ??
    (page.offset > 0 ? ((await counting.pastTheEnd.execute(values))[0]?.n ?? 0) : 0);
  return { rows: withFromPrice(rows), ...countedTo(horizon, counted) };
}

/** What a page says of `counted` matches read up to `horizon` (one past its bound). */
function countedTo(horizon: number, counted: number): Pick<FoundHotels, 'total' | 'totalIsExact'> {
  return { total: Math.min(counted, horizon - 1), totalIsExact: counted < horizon };
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
  const [tally] = rows.length
    ? rows
    : await statements.tally.execute({ ...values, candidateLimit });
  const counted = tally?.counted ?? 0;
  const candidateLimitReached = (tally?.candidates ?? 0) >= candidateLimit;
  if (counted < values.horizon && candidateLimitReached) return undefined;
  return { rows: withFromPrice(rows), ...countedTo(values.horizon, counted) };
}
