import type { TOwnerDashboard } from '@waka/shared/bookings/booking-lists';
import { formatNaira } from '@waka/shared/money';
import { formatCount } from '@/lib/format-count';

const card =
  '@container rounded-2xl border border-slate-200 border-l-4 border-l-brand-600 bg-white p-5 shadow-sm';
const figure =
  'mt-2 text-2xl font-bold tracking-tight break-words text-slate-900 tabular-nums @xs:text-3xl';

/**
 * Test payments move no money, so the revenue leaves them out; this says how
 * much, so a lower figure is not a mystery
 * (docs/decisions/0034-test-payments-move-no-money.md).
 */
const testPaymentsLeftOut = (amount: number) =>
  `${formatNaira(amount)} in test payments, not counted`;

/**
 * The two cards (docs/product.md#owner-dashboard), and the car hires' beneath: Total Bookings, and Total
 * Revenue, which is money received and kept (a cancellation's refund is taken
 * off: docs/product.md#cancellation); what guests still owe is shown under it,
 * apart (docs/product.md#payment), and any test payments left out.
 */
export function DashboardTotals({ dashboard }: { dashboard: TOwnerDashboard }) {
  const { unpaidAmount, unpaidBookings, testPaymentsAmount } = dashboard;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className={card}>
        <dt className="text-sm font-semibold text-slate-600">Total Bookings</dt>
        <dd data-testid="total-bookings" className={figure}>
          {formatCount(dashboard.totalBookings)}
        </dd>
      </div>
      <div className={card}>
        <dt className="text-sm font-semibold text-slate-600">
          Total Revenue <span className="font-normal">(paid and kept, after refunds)</span>
        </dt>
        <dd className="flex flex-col">
          <span data-testid="total-revenue" className={figure}>
            {formatNaira(dashboard.totalRevenue)}
          </span>
          <span className="mt-1 text-sm text-slate-600">
            <span data-testid="unpaid-amount" className="font-semibold text-amber-800">
              {unpaidAmount > 0
                ? `${formatNaira(unpaidAmount)} awaiting payment`
                : 'Nothing awaiting payment'}
            </span>
            {unpaidBookings > 0
              ? ` on ${unpaidBookings === 1 ? '1 booking' : `${formatCount(unpaidBookings)} bookings`}`
              : ''}
          </span>
          {testPaymentsAmount > 0 ? (
            <span data-testid="test-payments-left-out" className="mt-1 text-sm text-slate-600">
              {testPaymentsLeftOut(testPaymentsAmount)}
            </span>
          ) : null}
        </dd>
      </div>
      <CarHireTotals totals={dashboard.carHires} />
    </dl>
  );
}

/**
 * The hires of the owner's cars, on the same rules, apart from the rooms'
 * figures above (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md);
 * nothing for an owner whose cars have none.
 */
function CarHireTotals({ totals }: { totals: TOwnerDashboard['carHires'] }) {
  if (totals.totalBookings === 0 && totals.unpaidBookings === 0) return null;
  const hires = (count: number) => (count === 1 ? '1 hire' : `${formatCount(count)} hires`);
  return (
    <div className={`${card} sm:col-span-2`}>
      <dt className="text-sm font-semibold text-slate-600">Car hires</dt>
      <dd data-testid="car-hire-totals" className="mt-1 text-slate-800">
        <span className="font-semibold text-slate-900">{hires(totals.totalBookings)}</span>
        {' · '}
        <span className="font-semibold text-slate-900">
          {formatNaira(totals.totalRevenue)}
        </span>{' '}
        paid and kept
        {totals.unpaidAmount > 0
          ? ` · ${formatNaira(totals.unpaidAmount)} awaiting payment on ${hires(totals.unpaidBookings)}`
          : ''}
        {totals.testPaymentsAmount > 0 ? (
          <span
            data-testid="car-hire-test-payments-left-out"
            className="block text-sm text-slate-600"
          >
            {testPaymentsLeftOut(totals.testPaymentsAmount)}
          </span>
        ) : null}
      </dd>
    </div>
  );
}
