import { Button } from '@/components/ui/button';

type CarBookingsPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

/** "Showing 21–40 of 57", with Previous and Next when there is more than one page. */
export function CarBookingsPagination({
  page,
  pageSize,
  total,
  onPage,
}: CarBookingsPaginationProps) {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const pages = Math.ceil(total / pageSize);
  return (
    <nav
      aria-label="Pages of car bookings"
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p aria-live="polite" className="text-sm text-slate-700 tabular-nums">
        Showing {first === last ? first : `${first}–${last}`} of {total}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span className="hidden text-sm whitespace-nowrap text-slate-600 tabular-nums @sm:inline">
            Page {page} of {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
