import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookedRoomNights, bookingRooms, bookings } from '../../db/schema/bookings';
import { hotels, rooms } from '../../db/schema/hotels';
import { earnedByStay, stayEarnings } from './earned-money-repository';

export type NightFigures = {
  date: string;
  occupiedUnits: number;
  revenueKobo: number;
  totalUnits: number;
};

/**
 * Per night from `first` for `days` nights, over an owner's hotels: the room
 * units held and what the paid ones of those room-nights earned (cancelled
 * bookings hold none; expired holds and a no-show's later nights neither),
 * plus what a late cancellation kept, on its check-in night
 * (docs/decisions/0023-cancellation-and-changes.md), beside the units the
 * owner offers now. Money test payments brought is left out: a booking's
 * nights earn the share of its money that is not
 * (docs/decisions/0034-test-payments-move-no-money.md). One round
 * trip; plain SQL that PostgreSQL 15 and PGlite both run.
 */
export async function findNightFigures(
  db: Database,
  ownerId: string,
  first: string,
  days: number,
): Promise<NightFigures[]> {
  // 1 for a booking with no test money, 0 for one paid wholly by a test payment.
  const countedShare = sql`coalesce(${stayEarnings.counted}::numeric / nullif(${earnedByStay}, 0), 1)`;
  const result = (await db.execute(sql`
    with calendar as (
      select ${first}::date + offset_days as day
      from generate_series(0, ${days - 1}::int) as offset_days
    ),
    inventory as (
      select coalesce(sum(${rooms.roomQuantity}), 0)::int as total_units
      from ${rooms}
      join ${hotels} on ${hotels.id} = ${rooms.hotelId}
      where ${hotels.ownerId} = ${ownerId}
        and ${rooms.roomStatus}
        and ${rooms.deletedAt} is null
        and ${hotels.deletedAt} is null
    ),
    held as (
      select ${bookedRoomNights.night} as day,
        sum(${bookedRoomNights.quantity})::int as occupied_units,
        round(sum(${bookedRoomNights.quantity}::bigint * ${bookingRooms.unitPriceKobo} * ${countedShare})
          filter (where ${bookings.paymentStatus} = 'paid')) as revenue_kobo
      from ${bookedRoomNights}
      join ${bookings} on ${bookings.id} = ${bookedRoomNights.bookingId}
      join ${hotels} on ${hotels.id} = ${bookings.hotelId}
      join ${bookingRooms}
        on ${bookingRooms.bookingId} = ${bookedRoomNights.bookingId}
        and ${bookingRooms.roomId} = ${bookedRoomNights.roomId}
      where ${hotels.ownerId} = ${ownerId}
        and ${bookings.status} <> 'cancelled'
        and ${bookedRoomNights.night} >= ${first}::date
        and ${bookedRoomNights.night} < ${first}::date + ${days}::int
      group by ${bookedRoomNights.night}
    ),
    kept as (
      select ${bookings.checkInDate} as day, sum(${stayEarnings.counted}) as kept_kobo
      from ${bookings}
      join ${hotels} on ${hotels.id} = ${bookings.hotelId}
      where ${hotels.ownerId} = ${ownerId}
        and ${bookings.status} = 'cancelled'
        and ${bookings.keptKobo} > 0
        and ${bookings.checkInDate} >= ${first}::date
        and ${bookings.checkInDate} < ${first}::date + ${days}::int
      group by ${bookings.checkInDate}
    )
    select to_char(calendar.day, 'YYYY-MM-DD') as date,
      coalesce(held.occupied_units, 0) as occupied_units,
      (coalesce(held.revenue_kobo, 0) + coalesce(kept.kept_kobo, 0))::text as revenue_kobo,
      inventory.total_units
    from calendar
    cross join inventory
    left join held on held.day = calendar.day
    left join kept on kept.day = calendar.day
    order by calendar.day`)) as unknown as {
    // Both drivers answer raw SQL with `{ rows }`; the bigint sum comes as text so neither rounds it.
    rows: { date: string; occupied_units: number; revenue_kobo: string; total_units: number }[];
  };
  return result.rows.map((row) => ({
    date: row.date,
    occupiedUnits: Number(row.occupied_units),
    revenueKobo: Number(row.revenue_kobo),
    totalUnits: Number(row.total_units),
  }));
}
