import { bigint, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';

/**
 * How many transactions have changed what each part of the public catalogue
 * shows, kept by triggers (migrations 0006, 0016) in the writing transaction
 * itself, so a count moves exactly when the change becomes visible. A part
 * is a scope (docs/decisions/0028): `listing` (what the hotel list and
 * search show: hotels and room types), `night:<date>` (that night of some
 * room type sold out or freed, which a dated search covering it shows),
 * `cars` (the fleet and its hires), `hotel:<id>` (one hotel, its room types
 * and their nights), and
 * `*`, moved by a TRUNCATE of any watched table, which every scope counts.
 * The sum over a scope's shards and `*` is that scope's version: an answer
 * kept under one version is only served while the sum is the same
 * (lib/catalogue-cache, decision 0009). The shared scopes have 16 shards, so
 * that writers do not all queue on one row; a hotel's or a night's has one.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    scope: text().notNull(),
    shard: smallint().notNull(),
    changes: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.scope, table.shard] })],
);

/**
 * Which hotels each count of a `listing` shard changed (migration 0019): a
 * transaction that writes a hotel or a room type notes the hotel, and at
 * commit, holding its shard's row, writes one row per hotel under the
 * shard's new count. A shard's rows therefore come in commit order, and a
 * process that has seen counts up to N of a shard reads exactly the hotels
 * changed since from the rows above N (features/hotels/hotel-index,
 * docs/decisions/0031). Only the last LISTING_CHANGES_KEPT counts of each
 * shard are kept; a process further behind reads the whole listing again.
 */
export const listingChange = pgTable(
  'listing_change',
  {
    shard: smallint().notNull(),
    changes: bigint({ mode: 'number' }).notNull(),
    hotelId: uuid('hotel_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shard, table.changes, table.hotelId] })],
);

/** Counts of one `listing` shard whose changed hotels are still in listing_change (migration 0019). */
export const LISTING_CHANGES_KEPT = 1000;

/** What each scope's triggers watch, for the reads test (lib/catalogue-cache/catalogue-scope.ts names the scopes). */
export const SCOPE_WATCHED_TABLES = {
  // With the nights of a dated search's stay (`night:<date>`), moved by sold-out nights.
  listing: ['hotel', 'room', 'sold_out_room_night', 'destination'],
  cars: ['car', 'car_booking'],
  hotel: ['hotel', 'room', 'booked_room_night', 'sold_out_room_night'],
} as const;

/**
 * The tables whose writes move a version: each has the three triggers
 * migrations 0006 and 0016 create from their own lists of these same names
 * (a row trigger noting the scopes a row's change moves,
 * note_catalogue_change(); a deferred one counting them at commit,
 * count_catalogue_change(); and a TRUNCATE trigger moving `*`).
 *
 * - `hotel`: a hotel's fields, its listing, its open "from" price;
 * - `room`: room types, their price, units and status;
 * - `booked_room_night`: the ledger of units held per night;
 * - `sold_out_room_night`: the nights derived from the ledger, written
 *   directly by the rebuild_sold_out_nights() repair;
 * - `car`: the fleet;
 * - `destination`: the search box's places and their hotel counts, kept
 *   from hotel rows (migration 0018);
 * - `car_booking`: the hires holding each car, which the listing's pickup
 *   window reads (triggers from migration 0013, on the window and status
 *   columns only: a payment does not move the version).
 *
 * A route marked `catalogueCache` with a scope may read that scope's
 * tables (SCOPE_WATCHED_TABLES) and catalogue_version only: an answer built
 * from any other table would be served stale after that table changed. A
 * table a new cached answer reads gets the same triggers in a migration, a
 * case in note_catalogue_change(), and its name here. The catalogue-cache
 * reads test (test/platform/catalogue-cache-reads.integration.test.ts)
 * checks both halves: the triggers in the database are on exactly these
 * tables, and every cached route's statements read nothing else.
 */
export const CATALOGUE_WATCHED_TABLES = [
  'hotel',
  'room',
  'booked_room_night',
  'sold_out_room_night',
  'car',
  'car_booking',
  'destination',
] as const;
