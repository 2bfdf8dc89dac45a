import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/database';
import { users } from '../../src/db/schema/auth';
import {
  bookedRoomNights,
  bookingRooms,
  bookings,
  soldOutRoomNights,
} from '../../src/db/schema/bookings';
import { carBookings, cars } from '../../src/db/schema/cars';
import { hotels, rooms } from '../../src/db/schema/hotels';
import { idempotencyKeys } from '../../src/db/schema/idempotency';
import { mailOutbox } from '../../src/db/schema/mail-outbox';
import { newsletterSubscriptions } from '../../src/db/schema/newsletter';
import { holdConfirmations, paymentEvents, payments, refunds } from '../../src/db/schema/payments';

/**
 * The tables a refused request must not touch. The mail outbox is compared
 * on what a request writes (who, what, when queued), not on the delivery
 * columns: the mail drainer updates those after the answer, on its own time.
 */
const MAIN_TABLES: readonly { table: PgTable; rowText?: SQL }[] = [
  { table: users },
  { table: hotels },
  { table: rooms },
  { table: bookings },
  { table: bookingRooms },
  { table: bookedRoomNights },
  { table: soldOutRoomNights },
  { table: cars },
  { table: carBookings },
  { table: idempotencyKeys },
  { table: newsletterSubscriptions },
  { table: payments },
  { table: paymentEvents },
  { table: refunds },
  { table: holdConfirmations },
  {
    table: mailOutbox,
    rowText: sql`(t.id, t.kind, t.to_address, t.subject, t.text_body, t.html_body, t.created_at)::text`,
  },
];

/** Row count and checksum per table, e.g. `{ hotel: '3:9f2c…' }`. */
export type TableSnapshot = Record<string, string>;

/** One round trip: every main table's row count and a checksum of its rows. */
export async function snapshotTables(db: Database): Promise<TableSnapshot> {
  const columns = MAIN_TABLES.map(({ table, rowText }) => {
    const name = getTableName(table);
    const text = rowText ?? sql`t::text`;
    // A sum of row hashes: order-independent, so no sort (md5 over a sorted string_agg cost 3x here).
    return sql`(select count(*) || ':' || coalesce(sum(hashtext(${text})), 0) from ${table} t) as ${sql.identifier(name)}`;
  });
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as {
    rows: TableSnapshot[];
  };
  return result.rows[0]!;
}

/** The tables whose rows differ between two snapshots. */
export const changedTables = (before: TableSnapshot, after: TableSnapshot): string[] =>
  Object.keys(before).filter((name) => before[name] !== after[name]);
