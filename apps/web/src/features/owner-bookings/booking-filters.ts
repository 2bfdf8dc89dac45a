import { ZOwnerBookingsQuery, type TOwnerBookingsQuery } from '@waka/shared/bookings/booking-lists';

/** The search params the page keeps its state in: the API's own query names. */
export const FILTER_FIELDS = ['hotelId', 'paymentStatus', 'from', 'to', 'q'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
const URL_FIELDS = [...FILTER_FIELDS, 'page', 'pageSize'] as const;
type UrlField = (typeof URL_FIELDS)[number];

export type BookingFilters = {
  /** What the list asks the API for: always valid, so the call never answers 400. */
  query: TOwnerBookingsQuery;
  /** The shared schema's message for each value in the address it had to leave out. */
  problems: Partial<Record<UrlField, string>>;
};

/**
 * Reads the page's state from the address with the API's own schema. A value
 * the schema refuses (a hand-edited link, `to` before `from`) is dropped and
 * its message kept, so the rest of the filters still apply.
 */
export function readBookingFilters(params: URLSearchParams): BookingFilters {
  const raw: Partial<Record<UrlField, string>> = {};
  for (const field of URL_FIELDS) {
    const value = params.get(field);
    if (value !== null) raw[field] = value;
  }
  const problems: BookingFilters['problems'] = {};
  for (;;) {
    const parsed = ZOwnerBookingsQuery.safeParse(raw);
    if (parsed.success) return { query: parsed.data, problems };
    let dropped = false;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as UrlField | undefined;
      if (field && field in raw) {
        problems[field] ??= issue.message;
        delete raw[field];
        dropped = true;
      }
    }
    if (!dropped) return { query: ZOwnerBookingsQuery.parse({}), problems };
  }
}

export function hasFilters(query: TOwnerBookingsQuery): boolean {
  return FILTER_FIELDS.some((field) => query[field] !== undefined);
}
