import type { TOwnerDashboard } from '@waka/shared/bookings/booking-lists';
import { formatNaira } from '@waka/shared/money';
import { formatCount } from '@/lib/format-count';

/** The two cards (docs/product.md#owner-dashboard): Total Bookings and Total Revenue. */
export function DashboardTotals({ dashboard }: { dashboard: TOwnerDashboard }) {
  const cards = [
    {
      label: 'Total Bookings',
      value: formatCount(dashboard.totalBookings),
      testId: 'total-bookings',
    },
    { label: 'Total Revenue', value: formatNaira(dashboard.totalRevenue), testId: 'total-revenue' },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {cards.map((card) => (
        <div
          key={card.label}
          className="@container rounded-2xl border border-slate-200 border-l-4 border-l-brand-600 bg-white p-5 shadow-sm"
        >
          <dt className="text-sm font-semibold text-slate-600">{card.label}</dt>
          <dd
            data-testid={card.testId}
            className="mt-2 text-2xl font-bold tracking-tight break-words text-slate-900 tabular-nums @xs:text-3xl"
          >
            {card.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
