import { BODY_TYPES, type BodyType } from '@waka/shared/cars/car-options';

/*
 * What /car-listing shows, as its URL holds it: ?bodyType=SUV,Sedan&page=2.
 * The body types are one comma list, as GET /cars/allcars takes them, so a
 * shared link and the API read the same words.
 */

export type CarListing = { bodyTypes: BodyType[]; page: number };

const isBodyType = (value: string): value is BodyType =>
  (BODY_TYPES as readonly string[]).includes(value);

/**
 * The listing a URL asks for. A hand-edited or stale link never breaks the
 * page: an unknown body type drops only itself, and a page that is not a
 * whole number from 1 reads as the first.
 */
export function readCarListing(params: URLSearchParams): CarListing {
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
  };
}

/** `params` with the listing replaced; anything else in it stays. Defaults are left out. */
export function writeCarListing(params: URLSearchParams, listing: CarListing): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('bodyType');
  next.delete('page');
  if (listing.bodyTypes.length > 0) next.set('bodyType', listing.bodyTypes.join(','));
  if (listing.page > 1) next.set('page', String(listing.page));
  return next;
}
