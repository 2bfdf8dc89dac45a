import type { FastifyRequest, RouteOptions } from 'fastify';

/**
 * What a kept answer depends on (docs/decisions/0028): the part of the
 * catalogue whose changes can change it, each with a version of its own
 * (migration 0016). `listing`: the hotel list and search (hotels, room
 * types, sold-out nights; a booking that sells out no night moves nothing
 * here). `cars`: the car listing and a car. `hotel`: one hotel's page and
 * rooms with units left, that hotel's rows alone, named by the route's
 * `hotelId` path parameter.
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

/**
 * The scope a request's answer is kept under, from its validated path
 * parameters; undefined when they do not name a hotel (such a request is
 * answered, not kept).
 */
export function scopeOf(request: FastifyRequest): string | undefined {
  const name = request.routeOptions.config.catalogueCache;
  if (name !== 'hotel') return name;
  const { hotelId } = request.params as { hotelId?: unknown };
  return typeof hotelId === 'string' && UUID_TEXT.test(hotelId)
    ? `hotel:${hotelId.toLowerCase()}`
    : undefined;
}
