import type { THotelFilters } from '@waka/shared/hotels/search-hotels';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { KEEP_SCROLL } from '@/lib/scroll/keep-scroll';
import { activeFilterCount, readHotelFilters, writeHotelFilters } from './hotel-filters';

export type WriteOptions = {
  /**
   * Replace the history entry instead of adding one: for prices being typed,
   * so Back does not step through every keystroke.
   */
  replace?: boolean;
};

export type SetHotelFilters = (change: Partial<THotelFilters>, options?: WriteOptions) => void;

/**
 * The filters and sort of /rooms, read from and written to the URL, so a
 * reload or a shared link shows the same hotels. Writing keeps the search
 * (destination, dates) and anything else the URL holds.
 */
export function useHotelFilters() {
  const [url, setUrl] = useSearchParams();
  // The router applies a new URL a moment after the click; until then the
  // controls show what was chosen, so a box never flicks back. Once the URL
  // moves on (this write arriving, or Back), it is the truth again.
  const [written, setWritten] = useState<{ over: URLSearchParams; next: URLSearchParams }>();
  const params = written?.over === url ? written.next : url;
  const filters = useMemo(() => readHotelFilters(params), [params]);

  // The latest of each, so a write from a debounce timer set before another
  // change does not undo that change.
  const latest = useRef({ url, params, setUrl });
  useEffect(() => {
    latest.current = { url, params, setUrl };
  }, [url, params, setUrl]);

  const setFilters: SetHotelFilters = useCallback((change, { replace = false } = {}) => {
    const { url: over, params: current, setUrl: write } = latest.current;
    const next = writeHotelFilters(current, { ...readHotelFilters(current), ...change });
    if (next.toString() === current.toString()) return;
    latest.current = { ...latest.current, params: next };
    setWritten({ over, next });
    write(next, { replace, state: KEEP_SCROLL });
  }, []);

  // The sort stays: it is how the traveller reads the list, not a filter.
  const clearFilters = useCallback(
    () =>
      setFilters({ minPrice: undefined, maxPrice: undefined, rating: undefined, amenities: [] }),
    [setFilters],
  );

  return {
    /** The URL's query as just chosen: read the page and search from it, not from the router's. */
    params,
    filters,
    activeCount: activeFilterCount(filters),
    setFilters,
    clearFilters,
  };
}
