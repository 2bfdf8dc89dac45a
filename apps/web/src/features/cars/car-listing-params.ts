import { BODY_TYPES, PICKUP_TIMES, type BodyType } from '@waka/shared/cars/car-options';
import { lagosInstant } from '@waka/shared/cars/pickup-window';
import { isIsoDate, lagosToday } from '@waka/shared/dates';
import { holdLimits } from '@waka/shared/hold-limits';

/*
 * What /car-listing shows, as its URL holds it:
 * ?bodyType=SUV,Sedan&page=2&pickupDate=…&pickupTime=…&returnDate=…&returnTime=….
 * The body types are one comma list and the window the four fields, as
 * GET /cars/allcars takes them, so a shared link and the API read the same
 * words. The rental request reads the same window to start from.
 */

/** A pickup and a return on a Lagos clock: only cars free for all of it are listed. */
export type PickupWindowFilter = {
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
};

export type CarListing = { bodyTypes: BodyType[]; page: number; window: PickupWindowFilter | null };

const WINDOW_FIELDS = ['pickupDate', 'pickupTime', 'returnDate', 'returnTime'] as const;

const isBodyType = (value: string): value is BodyType =>
  (BODY_TYPES as readonly string[]).includes(value);

/** The window a URL asks for, when it is a whole one a hire could take; else null. */
export function readPickupWindow(params: URLSearchParams): PickupWindowFilter | null {
  const [pickupDate, pickupTime, returnDate, returnTime] = WINDOW_FIELDS.map(
    (name) => params.get(name)?.trim() ?? '',
  ) as [string, string, string, string];
  if (!isIsoDate(pickupDate) || !isIsoDate(returnDate)) return null;
  if (!PICKUP_TIMES.includes(pickupTime) || !PICKUP_TIMES.includes(returnTime)) return null;
  // Not hire-length's own helper: it brings zod into the listing's first load.
  const hours =
    (lagosInstant(returnDate, returnTime).getTime() -
      lagosInstant(pickupDate, pickupTime).getTime()) /
    3_600_000;
  if (hours < 1 || hours > holdLimits().maxHireDays * 24) return null;
  return { pickupDate, pickupTime, returnDate, returnTime };
}

/** `params` with the window replaced (or left out when null); anything else in it stays. */
export function writePickupWindow(
  params: URLSearchParams,
  window: PickupWindowFilter | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of WINDOW_FIELDS) {
    next.delete(name);
    if (window) next.set(name, window[name]);
  }
  return next;
}

/**
 * The listing a URL asks for. A hand-edited or stale link never breaks the
 * page: an unknown body type drops only itself, a page that is not a whole
 * number from 1 reads as the first, and a window that is not whole, not a
 * hire's length, or picked up before today, reads as none.
 */
export function readCarListing(params: URLSearchParams, today = lagosToday()): CarListing {
  const asked = params
    .getAll('bodyType')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(isBodyType);
  const page = Number(params.get('page'));
  return {
    // The list's own order: one choice is always one URL and one cache entry.
    bodyTypes: BODY_TYPES.filter((type) => asked.includes(type)),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    window: upcoming(readPickupWindow(params), today),
  };
}

/** `params` with the listing replaced; anything else in it stays. Defaults are left out. */
export function writeCarListing(params: URLSearchParams, listing: CarListing): URLSearchParams {
  const next = writePickupWindow(params, listing.window);
  next.delete('bodyType');
  next.delete('page');
  if (listing.bodyTypes.length > 0) next.set('bodyType', listing.bodyTypes.join(','));
  if (listing.page > 1) next.set('page', String(listing.page));
  return next;
}

const upcoming = (window: PickupWindowFilter | null, today: string) =>
  window && window.pickupDate >= today ? window : null;
