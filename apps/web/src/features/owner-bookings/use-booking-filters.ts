import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_FIELDS, readBookingFilters, type FilterField } from './booking-filters';

/**
 * The address as it is now. The router's own copy is the last one rendered,
 * and a change made before the previous one rendered (a quick second pick, the
 * search settling) would start from it and undo that previous change.
 */
const currentParams = () => new URLSearchParams(window.location.search);

/**
 * The list's filters and page, kept in the address (a reload or a shared
 * link shows the same list). Changing a filter goes back to page 1.
 */
export function useBookingFilters() {
  const [params, setParams] = useSearchParams();
  const { query, problems } = useMemo(() => readBookingFilters(params), [params]);

  const setFilters = useCallback(
    (changes: Partial<Record<FilterField, string>>, options: { replace?: boolean } = {}) => {
      const next = currentParams();
      for (const [field, value] of Object.entries(changes)) {
        if (value) next.set(field, value);
        else next.delete(field);
      }
      next.delete('page');
      setParams(next, { replace: options.replace });
    },
    [setParams],
  );

  const setPage = useCallback(
    (page: number) => {
      const next = currentParams();
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      setParams(next);
    },
    [setParams],
  );

  const clearFilters = useCallback(() => {
    const next = currentParams();
    for (const field of [...FILTER_FIELDS, 'page']) next.delete(field);
    setParams(next);
  }, [setParams]);

  /** What the address says, as typed: the date fields show it even when it was refused. */
  const typed = (field: FilterField) => params.get(field) ?? '';

  return { query, problems, typed, setFilters, setPage, clearFilters };
}
