import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Bookings a page of View Car Bookings. */
export const CAR_BOOKINGS_PAGE_SIZE = 20;

/** The page of View Car Bookings, kept in the address (?page=2) so a reload or a link shows the same one. */
export function useBookingsPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams((was) => {
        const search = new URLSearchParams(was);
        if (next > 1) search.set('page', String(next));
        else search.delete('page');
        return search;
      }),
    [setParams],
  );
  return { page, pageSize: CAR_BOOKINGS_PAGE_SIZE, setPage };
}
