import { sql, type SQL } from 'drizzle-orm';
import { check, type PgColumn } from 'drizzle-orm/pg-core';

/*
 * The CHECK constraints of the money lifecycle
 * (docs/decisions/0035-one-guarded-money-lifecycle.md): each status column
 * holds only its set, from the same lists the code moves it through, and a
 * booking's money adds up. No tables here.
 */

/** `column in ('a', 'b', …)` for a CHECK: the list is the shared one, so the two never drift. */
export const oneOf = (column: PgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;

type MoneyColumns = {
  paidKobo: PgColumn;
  keptKobo: PgColumn;
  refundKobo: PgColumn;
};

/**
 * A stay's or a car hire's money: nothing paid below zero or above the total
 * it owes, nothing kept or refunded below zero, and never more kept and
 * refunded than was paid.
 */
export const moneyAddsUp = (name: string, table: MoneyColumns, total: PgColumn) => [
  check(`${name}_paid_within_total`, sql`${table.paidKobo} >= 0 and ${table.paidKobo} <= ${total}`),
  check(
    `${name}_kept_refund_not_negative`,
    sql`${table.keptKobo} >= 0 and ${table.refundKobo} >= 0`,
  ),
  check(
    `${name}_kept_refund_within_paid`,
    sql`coalesce(${table.keptKobo}, 0) + coalesce(${table.refundKobo}, 0) <= ${table.paidKobo}`,
  ),
];
