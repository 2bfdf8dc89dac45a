import type { FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';

/*
 * A cacheable route's answer depends on its path and on the query
 * parameters its schema reads, nothing else (decision 0020). Both keys below
 * are made of those alone, so a parameter no route reads (utm_source, or 15
 * KB of junk) and the order parameters come in cost nothing: the same
 * question is one remembered entry and one kept answer.
 */

/** A query schema zod checks key by key, dropping every key it does not name. */
const dropsUnknownKeys = (schema: unknown): schema is z.ZodObject =>
  schema instanceof z.ZodObject && schema.def.catchall === undefined;

/**
 * Refuses, at start-up, a cacheable route whose answer could depend on more
 * than the keys can tell apart: a query or path schema that is not a plain
 * zod object (a strict one turns unknown keys into a 400 the early lookup
 * would skip; a loose one passes them on to the handler).
 */
export function checkCacheableRoute(route: RouteOptions): void {
  const { querystring, params } = route.schema ?? {};
  for (const [part, schema] of [
    ['querystring', querystring],
    ['params', params],
  ] as const) {
    if (schema !== undefined && !dropsUnknownKeys(schema)) {
      throw new Error(
        `${route.method} ${route.url}: a cacheable route's ${part} schema must be a zod object that drops unknown keys`,
      );
    }
  }
}

/** The query keys each schema reads, sorted: worked out once per route. */
const readKeys = new WeakMap<z.ZodObject, string[]>();

function keysReadBy(request: FastifyRequest): string[] {
  const schema = request.routeOptions.schema?.querystring;
  if (!dropsUnknownKeys(schema)) return [];
  let keys = readKeys.get(schema);
  if (!keys) {
    keys = Object.keys(schema.shape).sort();
    readKeys.set(schema, keys);
  }
  return keys;
}

/**
 * The question as asked, before validation: the route, its raw path
 * parameters and the raw values of the query parameters its schema reads,
 * in the schema's sorted order (absent ones as null, repeated ones as the
 * list the parser made). Whatever else the URL carries, validation would
 * drop unread, so it decides nothing: two URLs with the same question
 * validate alike.
 */
export function askedKey(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown>;
  const read = keysReadBy(request).map((key) => query[key] ?? null);
  return JSON.stringify([request.routeOptions.url, request.params, read]);
}

const sortedKeys = (value: unknown) =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
    : {};

/**
 * The answer's key, after validation: the route and its validated path
 * parameters and query, keys sorted. `page=01` and `page=1` ask one thing
 * and share an answer. A route with no query schema reads no query.
 */
export function answerKey(request: FastifyRequest): string {
  const query = request.routeOptions.schema?.querystring ? sortedKeys(request.query) : {};
  return JSON.stringify([request.routeOptions.url, sortedKeys(request.params), query]);
}
