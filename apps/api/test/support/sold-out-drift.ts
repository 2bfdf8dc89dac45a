import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';

/**
 * How far sold_out_room_night is from what the ledger says: pairs it holds
 * that are not sold out, and sold-out pairs it lacks. Both 0 when the
 * triggers of migration 0004 kept it.
 */
export async function soldOutDrift(db: Database): Promise<{ extra: number; missing: number }> {
  const result = (await db.execute(sql`
    with derived as (
      select n.room_id, n.night from booked_room_night n join room r on r.id = n.room_id
      group by n.room_id, n.night, r.room_quantity
      having sum(n.quantity) >= r.room_quantity)
    select
      (select count(*) from (select room_id, night from sold_out_room_night except select * from derived) e)::int as extra,
      (select count(*) from (select * from derived except select room_id, night from sold_out_room_night) m)::int as missing`)) as unknown as {
    rows: { extra: number; missing: number }[];
  };
  return result.rows[0]!;
}
