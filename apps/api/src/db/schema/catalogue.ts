import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * How many transactions have changed what the public catalogue answers show
 * (hotels, room types, the availability ledger, cars), kept by deferred
 * triggers (migration 0006) in the writing transaction itself, so it moves
 * exactly when the change becomes visible. The sum over the shards is the
 * catalogue's version: an answer cached under one version is only served
 * while the sum is the same (lib/catalogue-cache, issue 7). Shards, so that
 * writers do not all queue on one row: a transaction bumps the shard of its
 * own id, once, just before it commits.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  shard: smallint().primaryKey(),
  changes: bigint({ mode: 'number' }).notNull().default(0),
});
