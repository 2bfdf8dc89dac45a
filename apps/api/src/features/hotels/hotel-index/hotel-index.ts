import { nightsOfStay } from '@waka/shared/dates';
import type { Page } from '@waka/shared/paging';
import type { Database } from '../../../db/database';
import { freshVersionsReader } from '../../../lib/catalogue-cache/fresh-version';
import type { FoundHotels, HotelQuery } from '../hotel-search-repository';
import {
  LISTING_CHANGES_KEPT,
  readChangedHotelIds,
  readListedHotels,
  readScopeCounts,
  readSoldOutNights,
  type IndexedHotelRow,
  type ListedHotelRow,
  type ScopeCounts,
  type ShardWindow,
} from './hotel-index-repository';
import { IndexedListing } from './indexed-listing';
import { searchIndex } from './index-search';
import { HotelSlots, SoldOutNights } from './sold-out-nights';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hotel search answered in this process (docs/decisions/0031); undefined with HOTEL_SEARCH_INDEX=off. */
    hotelIndex: HotelIndex | undefined;
  }
}

/** A longer stay than any search allows is answered by the database (its nights would each be read). */
const MOST_NIGHTS = 400;
/** Nights whose sold-out room types are kept; past this they are all read again as asked. */
const NIGHTS_KEPT = 2000;

/** The hotel search, answered in this process (docs/decisions/0031). */
export type HotelIndex = {
  /** The answer findHotels would give, as of no earlier than the call; undefined for a stay too long to index. */
  find(query: HotelQuery, page?: Page): Promise<FoundHotels | undefined>;
  /** Brings the listing up to date without answering anything: at start-up, the whole read. */
  readListing(): Promise<void>;
  /** How much it holds, for tests and a benchmark. */
  stats(): { hotels: number; nights: number; fullReads: number };
};

const nightScope = (night: string) => `night:${night}`;

/**
 * The listed hotels, their open room types and the sold-out nights asked
 * about, in this process, brought up to date before each search: it reads
 * the counts of `*`, the listing's shards and the stay's nights (one tiny
 * query shared by every search waiting, on `versionDb`, fresh-version.ts),
 * then reads from `db` only what moved: the hotels listing_change names
 * under the shards' new counts, and the nights whose counts moved. A
 * server change, a TRUNCATE (`*`), a count going back, or a shard further
 * behind than listing_change keeps reads everything again.
 */
export function hotelIndex(db: Database, versionDb: Database): HotelIndex {
  let listing: IndexedListing | undefined;
  let server: string | undefined;
  let starCount = 0;
  let shardCounts: ReadonlyMap<number, number> = new Map();
  const nightCounts = new Map<string, number>();
  const slots = new HotelSlots();
  const soldOut = new SoldOutNights(slots);
  const indexed = (rows: ListedHotelRow[]): IndexedHotelRow[] =>
    rows.map((row) => Object.assign(row, { slot: slots.of(row.id) }));
  let fullReads = 0;

  const readEverything = async (counts: ScopeCounts, star: ScopeCounts) => {
    listing = new IndexedListing(indexed(await readListedHotels(db)));
    soldOut.clear();
    nightCounts.clear();
    server = star.server;
    starCount = star.counts.get(0) ?? 0;
    shardCounts = counts.counts;
    fullReads += 1;
  };

  /** The shards whose counts moved, or undefined when what moved cannot be read (read everything). */
  const movedShards = (now: ReadonlyMap<number, number>): ShardWindow[] | undefined => {
    const windows: ShardWindow[] = [];
    for (const [shard, upTo] of now) {
      const after = shardCounts.get(shard) ?? 0;
      // Half the rows kept, so that up to as many commits again may prune
      // while this read runs and still leave every row of its window.
      if (upTo < after || upTo - after > LISTING_CHANGES_KEPT / 2) return undefined;
      if (upTo > after) windows.push({ shard, after, upTo });
    }
    for (const [shard, after] of shardCounts) if ((now.get(shard) ?? 0) < after) return undefined;
    return windows;
  };

  const bringListingUpToDate = async (star: ScopeCounts, counts: ScopeCounts) => {
    const moved = movedShards(counts.counts);
    const restarted = star.server !== server || (star.counts.get(0) ?? 0) !== starCount;
    if (!listing || restarted || !moved) return readEverything(counts, star);
    if (moved.length === 0) return;
    const changed = await readChangedHotelIds(db, moved);
    if (changed.length) {
      const rows = indexed(await readListedHotels(db, changed));
      listing.replace(changed, new Map(rows.map((row) => [row.id, row])));
    }
    shardCounts = counts.counts;
  };

  const bringNightsUpToDate = async (read: ReadonlyMap<string, ScopeCounts>) => {
    if (nightCounts.size > NIGHTS_KEPT) {
      nightCounts.clear();
      soldOut.clear();
    }
    const moved = [...read]
      .filter(([scope]) => scope.startsWith('night:'))
      .map(([scope, counts]) => ({
        night: scope.slice('night:'.length),
        count: counts.counts.get(0) ?? 0,
      }))
      .filter(({ night, count }) => nightCounts.get(night) !== count);
    if (!moved.length) return;
    const nights = moved.map(({ night }) => night);
    soldOut.replace(nights, await readSoldOutNights(db, nights));
    for (const { night, count } of moved) nightCounts.set(night, count);
  };

  // One read at a time, in order, each bringing the index up to the counts it
  // read; a request's key is its stay's nights, joined (none without a stay).
  const broughtUpToDate = freshVersionsReader(async (stays: readonly string[]) => {
    const nights = new Set(stays.flatMap((stay) => (stay ? stay.split(',') : [])));
    const read = await readScopeCounts(versionDb, ['*', 'listing', ...[...nights].map(nightScope)]);
    await bringListingUpToDate(read.get('*')!, read.get('listing')!);
    await bringNightsUpToDate(read);
    return new Map(stays.map((stay) => [stay, true]));
  });

  return {
    async find(query, page) {
      const nights = query.stay ? nightsOfStay(query.stay.checkIn, query.stay.checkOut) : [];
      if (nights.length > MOST_NIGHTS) return undefined;
      await broughtUpToDate(nights.join(','));
      return searchIndex(listing!, soldOut, query, nights, page);
    },
    async readListing() {
      await broughtUpToDate('');
    },
    stats: () => ({ hotels: listing?.size ?? 0, nights: soldOut.size, fullReads }),
  };
}
