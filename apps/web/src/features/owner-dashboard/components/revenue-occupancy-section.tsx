import { useId } from 'react';
import { lagosToday } from '@waka/shared/dates';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useDashboardSeries } from '../api/use-dashboard-series';
import { RevenueOccupancyChart } from './revenue-occupancy-chart';

/** The chart's card, loading and failing on its own: the totals and bookings do not wait for it. */
export function RevenueOccupancySection() {
  const series = useDashboardSeries();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Revenue and occupancy
      </h2>
      {series.isPending ? (
        <Spinner label="Loading revenue and occupancy..." />
      ) : series.isError ? (
        // A long server message (an address, say) wraps rather than widen the page.
        <div className="wrap-anywhere">
          <LoadError
            title="We couldn’t load revenue and occupancy."
            detail={series.error.message}
            onRetry={() => void series.refetch()}
            retrying={series.isFetching}
          />
        </div>
      ) : (
        <RevenueOccupancyChart days={series.data} today={lagosToday()} />
      )}
    </section>
  );
}
