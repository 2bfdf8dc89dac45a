import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * How many transactions have changed what the public catalogue answers show
 * (hotels, room types, the availability ledger, cars and their hires), kept by deferred
 * triggers (migration 0006) in the writing transaction itself, so it moves
 * exactly when the change becomes visible. The sum over the shards is the
 * catalogue's version: an answer cached under one version is only served
 * while the sum is the same (lib/catalogue-cache, decision 0009). Shards, so
 * that writers do not all queue on one row: a transaction bumps the shard of
 * its own id, once, just before it commits.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  shard: smallint().primaryKey(),
  changes: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * The tables whose writes move the version: each has the two triggers
 * migration 0006 creates from its own list of these same names (a deferred
 * row trigger and a TRUNCATE trigger, both running count_catalogue_change()).
 *
 * - `hotel`: a hotel's fields, its listing, its open "from" price;
 * - `room`: room types, their price, units and status;
 * - `booked_room_night`: the ledger of units held per night;
 * - `sold_out_room_night`: the nights derived from the ledger, written
 *   directly by the rebuild_sold_out_nights() repair;
 * - `car`: the fleet;
 * - `car_booking`: the hires holding each car, which the listing's pickup
 *   window reads (triggers from migration 0013, on the window and status
 *   columns only: a payment does not move the version).
 *
 * A route marked `catalogueCache` may read these and catalogue_version
 * only: an answer built from any other table would be served stale after
 * that table changed. A table a new cached answer reads gets the same two
 * triggers in a migration, and its name here. The catalogue-cache reads test
 * (test/platform/catalogue-cache-reads.integration.test.ts) checks both
 * halves: the triggers in the database are on exactly these tables, and
 * every cached route's statements read nothing else.
 */
export const CATALOGUE_WATCHED_TABLES = [
  'hotel',
  'room',
  'booked_room_night',
  'sold_out_room_night',
  'car',
  'car_booking',
] as const;
