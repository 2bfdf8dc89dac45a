import type { FastifyRequest, RouteOptions } from 'fastify';
import { isIsoDate, nightsOfStay } from '@waka/shared/dates';

/**
 * What a kept answer depends on (docs/decisions/0028): the part of the
 * catalogue whose changes can change it, each with a version of its own
 * (migration 0016). `listing`: the hotel list and search (hotels and room
 * types, and each night of a dated search's stay, moved when that night of
 * some room type sells out or stops being sold out). `cars`: the car
 * listing and a car. `hotel`: one hotel's page and rooms with units left,
 * that hotel's rows alone, named by the route's `hotelId` path parameter.
 */
export type CatalogueScopeName = 'listing' | 'cars' | 'hotel';

/** Any uuid's text, in either case: the database writes it in lower case, as the scope names it. */
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Refuses, at start-up, a `hotel` route whose path does not name the hotel
 * by `hotelId`: its answers would have no hotel's version to be kept under.
 */
export function checkScopedRoute(route: RouteOptions, scope: CatalogueScopeName): void {
  if (scope === 'hotel' && !route.url.includes(':hotelId')) {
    throw new Error(`${route.method} ${route.url}: a 'hotel' cached route must take :hotelId`);
  }
}

/** Longer stays than any search allows are answered, not kept (their nights would be many scopes). */
const MOST_NIGHTS_KEPT = 400;

/**
 * The nights of a query's stay, each a scope of its own: a dated search
 * depends on the sold-out nights of its stay alone, so a night selling out
 * moves only the searches that cover it (docs/decisions/0028). Empty
 * without a stay; undefined when the dates are not plain dates in order.
 */
function stayNights(query: unknown): string[] | undefined {
  const { checkIn, checkOut } = (query ?? {}) as Record<string, unknown>;
  if (checkIn === undefined && checkOut === undefined) return [];
  if (typeof checkIn !== 'string' || typeof checkOut !== 'string') return undefined;
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return undefined;
  const nights = nightsOfStay(checkIn, checkOut);
  if (nights.length < 1 || nights.length > MOST_NIGHTS_KEPT) return undefined;
  return nights.map((night) => `night:${night}`);
}

/**
 * The scopes a request's answer is kept under, from its path and query
 * parameters (raw before validation, validated after; both read alike):
 * `listing` and the nights of a dated search; `cars`; or the hotel its
 * path names, as `hotel:<id>`. Undefined when the parameters name no such
 * thing (the request is answered, not kept).
 */
export function scopesOf(request: FastifyRequest): string[] | undefined {
  const name = request.routeOptions.config.catalogueCache;
  if (name === 'cars') return ['cars'];
  if (name === 'listing') {
    const nights = stayNights(request.query);
    return nights && ['listing', ...nights];
  }
  const { hotelId } = request.params as { hotelId?: unknown };
  return typeof hotelId === 'string' && UUID_TEXT.test(hotelId)
    ? [`hotel:${hotelId.toLowerCase()}`]
    : undefined;
}
