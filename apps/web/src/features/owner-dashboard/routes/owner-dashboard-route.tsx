import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useOwnerDashboard } from '../api/use-owner-dashboard';
import { DashboardTotals } from '../components/dashboard-totals';
import { RecentBookings } from '../components/recent-bookings';
import { RevenueOccupancySection } from '../components/revenue-occupancy-section';

/** /owner (docs/product.md#owner-dashboard): totals, revenue and occupancy, and the latest bookings. */
export function OwnerDashboardRoute() {
  const dashboard = useOwnerDashboard();
  const bookingsHeadingId = useId();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <title>Dashboard — Waka</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-slate-600">Bookings and revenue across your hotels.</p>
      </header>

      {dashboard.isPending ? (
        <Spinner label="Loading your dashboard..." />
      ) : dashboard.isError ? (
        // A long server message (an address, say) wraps rather than widen the page.
        <div className="wrap-anywhere">
          <LoadError
            title="We couldn’t load your dashboard."
            detail={dashboard.error.message}
            onRetry={() => void dashboard.refetch()}
            retrying={dashboard.isFetching}
          />
        </div>
      ) : (
        <DashboardTotals dashboard={dashboard.data} />
      )}

      <RevenueOccupancySection />

      {dashboard.isSuccess ? (
        <section aria-labelledby={bookingsHeadingId} className="@container flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={bookingsHeadingId} className="text-lg font-bold text-slate-900">
              Recent Room Bookings
            </h2>
            {dashboard.data.bookings.length > 0 ? (
              <ButtonLink to="/owner/all-hotel-bookings" variant="ghost">
                View all bookings
              </ButtonLink>
            ) : null}
          </div>
          <RecentBookings bookings={dashboard.data.bookings} headingId={bookingsHeadingId} />
        </section>
      ) : null}
    </div>
  );
}
