import { Button } from './button';

type PageStepsProps = {
  /** Names the navigation for screen readers, e.g. 'Pages of bookings'. */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

/** "Showing 11–20 of 43", with Previous and Next when there is more than one page. */
export function PageSteps({ label, page, pageSize, total, onPage }: PageStepsProps) {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const pages = Math.ceil(total / pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p aria-live="polite" className="text-sm text-slate-700 tabular-nums">
        Showing {first === last ? first : `${first}–${last}`} of {total}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          {/* Where Previous, this and Next would not fit (a phone), "Showing" says it all. */}
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
