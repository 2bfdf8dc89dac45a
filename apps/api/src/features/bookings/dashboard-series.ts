import {
  DASHBOARD_SERIES_DAYS_EACH_SIDE,
  type TOwnerDashboardSeries,
} from '@waka/shared/bookings/booking-lists';
import type { TSessionUser } from '@waka/shared/accounts/accounts';
import { addDays, lagosToday } from '@waka/shared/dates';
import { koboToNaira } from '@waka/shared/money';
import type { Database } from '../../db/database';
import { findCarHireDays } from './dashboard-car-hires-repository';
import { findNightFigures } from './dashboard-series-repository';

/**
 * Revenue and occupancy a night around Lagos's today (docs/product.md#dates): the 30 nights
 * before it, it, and the 30 after. Revenue is earned on the nights stayed, not
 * on the day a booking was made, so a long stay spreads over its nights. Car
 * hires' money is apart, on each hire's pickup day
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md).
 */
export async function ownerDashboardSeries(
  db: Database,
  owner: TSessionUser,
  today: string = lagosToday(),
): Promise<TOwnerDashboardSeries> {
  const first = addDays(today, -DASHBOARD_SERIES_DAYS_EACH_SIDE);
  const days = 2 * DASHBOARD_SERIES_DAYS_EACH_SIDE + 1;
  const [nights, hires] = await Promise.all([
    findNightFigures(db, owner.id, first, days),
    findCarHireDays(db, owner.id, first, days),
  ]);
  return nights.map((night) => ({
    date: night.date,
    revenue: koboToNaira(night.revenueKobo),
    occupiedUnits: night.occupiedUnits,
    totalUnits: night.totalUnits,
    occupancy: occupancy(night.occupiedUnits, night.totalUnits),
    carHireRevenue: koboToNaira(hires.get(night.date) ?? 0),
  }));
}

/**
 * Units held over units offered, to 3 decimals. Capped at 1 because the
 * inventory is today's: a room switched off or shrunk since keeps the nights
 * already booked on it.
 */
function occupancy(occupiedUnits: number, totalUnits: number): number {
  if (totalUnits <= 0) return 0;
  return Math.round(Math.min(1, occupiedUnits / totalUnits) * 1000) / 1000;
}
