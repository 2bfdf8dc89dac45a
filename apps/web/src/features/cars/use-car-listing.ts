import type { BodyType } from '@waka/shared/cars/car-options';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { KEEP_SCROLL } from '@/lib/scroll/keep-scroll';
import { readCarListing, writeCarListing, type PickupWindowFilter } from './car-listing-params';

/**
 * The body-type filter, the pickup window and the page of /car-listing, read from and written to
 * the URL, so a reload or a shared link shows the same cars. A new filter
 * starts again at page 1: page 3 of all cars means nothing for SUVs only.
 */
export function useCarListing() {
  const [params, setParams] = useSearchParams();
  const listing = useMemo(() => readCarListing(params), [params]);

  const setBodyTypes = useCallback(
    (bodyTypes: BodyType[]) =>
      setParams(
        (current) => writeCarListing(current, { ...readCarListing(current), bodyTypes, page: 1 }),
        { state: KEEP_SCROLL },
      ),
    [setParams],
  );

  const setWindow = useCallback(
    (window: PickupWindowFilter | null) =>
      setParams(
        (current) => writeCarListing(current, { ...readCarListing(current), window, page: 1 }),
        { state: KEEP_SCROLL },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (page: number, { replace = false }: { replace?: boolean } = {}) =>
      setParams((current) => writeCarListing(current, { ...readCarListing(current), page }), {
        replace,
      }),
    [setParams],
  );

  return { ...listing, setBodyTypes, setWindow, setPage };
}
