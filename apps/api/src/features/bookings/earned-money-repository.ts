import { sql, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings';
import { carBookings } from '../../db/schema/cars';
import { payments, refunds } from '../../db/schema/payments';

/*
 * What a stay or a car hire earned its owner, as SQL the owner's figures
 * (booking-list-repository.ts, dashboard-series-repository.ts,
 * dashboard-car-hires-repository.ts) sum over rows of the booking's table.
 */

/**
 * What a stay earned (docs/decisions/0023-cancellation-and-changes.md): the
 * money paid less what went back. A cancellation or a no-show counts what
 * it kept (a no-show marked before money went back kept all it was paid);
 * an expired hold earned nothing.
 */
export const earnedByStay = sql<number>`case ${bookings.status}
  when 'cancelled' then coalesce(${bookings.keptKobo}, 0)
  when 'no show' then coalesce(${bookings.keptKobo}, ${bookings.paidKobo})
  when 'expired' then 0
  else ${bookings.paidKobo} end`;

/**
 * What a hire earned: the money paid less what went back. A cancellation
 * counts what it kept; an expired hold earned nothing.
 */
export const earnedByCarHire = sql<number>`case ${carBookings.status}
  when 'cancelled' then coalesce(${carBookings.keptKobo}, 0)
  when 'expired' then 0
  else ${carBookings.paidKobo} end`;

/**
 * Test money (docs/decisions/0034-test-payments-move-no-money.md):
 * what test-mode payments (the test gateway, Paystack's sk_test_ keys)
 * brought a booking, less what went back of them. No money moved. A
 * subquery over the payment's booking index, so live installations, with
 * no test payments, pay one index probe a booking.
 */
function testMoneyWhere(ofBooking: SQL): SQL<number> {
  return sql<number>`coalesce((
    select sum(${payments.amountKobo} - coalesce((
      select sum(${refunds.amountKobo}) from ${refunds} where ${refunds.paymentId} = ${payments.id}
    ), 0))
    from ${payments}
    where ${ofBooking} and ${payments.status} = 'success' and ${payments.testMode}
  ), 0)`;
}

export const testMoneyOfStay = testMoneyWhere(sql`${payments.bookingId} = ${bookings.id}`);
export const testMoneyOfCarHire = testMoneyWhere(sql`${payments.carBookingId} = ${carBookings.id}`);

/**
 * What a booking earned, split in two: what its test payments brought and
 * it kept (`test`), and the rest, cash, transfers or live payments
 * (`counted`): revenue counts only that.
 */
export function earnings(earned: SQL<number>, testMoney: SQL<number>) {
  return {
    counted: sql<number>`greatest(${earned} - ${testMoney}, 0)`,
    test: sql<number>`least(${earned}, ${testMoney})`,
  };
}

export const stayEarnings = earnings(earnedByStay, testMoneyOfStay);
export const carHireEarnings = earnings(earnedByCarHire, testMoneyOfCarHire);
