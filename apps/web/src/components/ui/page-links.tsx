import { Link } from 'react-router';

type PageLinksProps = {
  /** Names the navigation for screen readers, e.g. 'Pages of cars'. */
  label: string;
  page: number;
  pageCount: number;
  /** The URL search (without '?') that shows `page`, filters kept. */
  searchFor: (page: number) => string;
};

const step =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold';
const idle = `${step} border border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800`;
const current = `${step} bg-brand-700 text-white`;
const off = `${step} border border-slate-200 text-slate-400`;

/** 1 … 4 5 6 … 12: the first, the last and the pages either side of this one. */
export function pagesToShow(page: number, pageCount: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((n, index) =>
    index > 0 && n - shown[index - 1]! > 1 ? ['gap' as const, n] : [n],
  );
}

/**
 * Previous, the numbered pages and Next (docs/product.md#screens), as links: each page has
 * its own address, so it can be opened in a new tab, shared or reloaded.
 */
export function PageLinks({ label, page, pageCount, searchFor }: PageLinksProps) {
  if (pageCount <= 1) return null;
  const to = (n: number) => ({ search: searchFor(n) });
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={to(page - 1)} className={idle}>
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={off}>
          Previous
        </span>
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {pagesToShow(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={to(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
                className={n === page ? current : idle}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={to(page + 1)} className={idle}>
          Next
        </Link>
      ) : (
        <span aria-disabled="true" className={off}>
          Next
        </span>
      )}
    </nav>
  );
}
