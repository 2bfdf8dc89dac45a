import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { lagosToday } from '@waka/shared/dates';
import type { Database } from '../../db/database';
import type { CatalogueVersion } from './catalogue-version-repository';
import { answersInFlight, sameVersion, type Settle } from './answers-in-flight';
import { checkScopedRoute, scopesOf, type CatalogueScopeName } from './catalogue-scope';
import { scopedVersions } from './scoped-versions';
import { answerKey, askedKey, checkCacheableRoute } from './question';
import {
  bytesFor,
  CACHE_STATUS_HEADER,
  headersToKeep,
  sendKeptAnswer,
  type KeptAnswer,
} from './kept-answer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends on this part of the catalogue (catalogue-scope.ts)
     * and on the path and query parameters the route's schemas validate,
     * nothing else (no caller, no clock, no unvalidated parameter): it is
     * kept and served again until that part changes.
     */
    catalogueCache?: CatalogueScopeName;
  }
  interface FastifyRequest {
    /** The version of the request's scopes read for this request, once it has been. */
    catalogueVersion: CatalogueVersion | undefined;
    /** A question not yet vouched for today: its key as asked, and Lagos's date before validation read the clock. */
    catalogueAsked: { key: string; day: string } | undefined;
    /** A cacheable answer being built: where to keep it, and the version read before it. */
    catalogueMiss: { key: string; version: CatalogueVersion; settle: Settle } | undefined;
  }
}

/**
 * A question (askedKey) already seen to pass validation, and the answer key
 * it validated to. Validation reads the clock (a check-in may not be in the
 * past), so a question vouched for yesterday is validated again today.
 */
type KnownQuestion = { key: string; day: string };

/**
 * What the questions remembered for the early lookup may take, of the
 * cache's memory. A remembered question only helps while its answer is
 * kept, and an eighth remembers about as many as the rest keeps answers of
 * about 5 KB (a hotel's rooms; a page of search results is larger).
 */
const REMEMBERED_SHARE = 1 / 8;
/**
 * A remembered question's bytes: its two keys at two bytes a character, and
 * 400 for the rest (measured: 100,000 entries of ~240 one-byte characters
 * took 628 bytes each on the heap).
 */
const rememberedSize = (known: KnownQuestion, asked: string) =>
  2 * (asked.length + known.key.length) + 400;
/** Longer than any question a page asks (a 100-character search, every amenity): validated each time instead. */
const REMEMBERED_MAX_ENTRY = 4096;

/** How full one of the cache's maps is: entries, and bytes as its bound counts them. */
export type MapFill = { entries: number; bytes: number; maxBytes: number };
export type CatalogueCacheStats = { remembered: MapFill; kept: MapFill };

const statsByApp = new WeakMap<FastifyInstance, () => CatalogueCacheStats>();

/** How full the app's catalogue cache is (undefined when it is off): for tests and a benchmark. */
export const catalogueCacheStats = (app: FastifyInstance): CatalogueCacheStats | undefined =>
  statsByApp.get(app)?.();

/** A route marked `catalogueCache`, as registered, with the scope its answers are kept under. */
export type CachedRoute = { method: string; url: string; scope: CatalogueScopeName };

const cachedRoutesByApp = new WeakMap<FastifyInstance, CachedRoute[]>();

/** Every route the app marked `catalogueCache`, cache on or off: for the test of what they read. */
export const catalogueCachedRoutes = (app: FastifyInstance): readonly CachedRoute[] =>
  cachedRoutesByApp.get(app) ?? [];

const fill = <V extends object>(cache: LRUCache<string, V>): MapFill => ({
  entries: cache.size,
  bytes: cache.calculatedSize,
  maxBytes: cache.maxSize,
});

/**
 * The scopes of a GET of a route marked cacheable, if its parameters name
 * them. HEAD is left to the route (Fastify answers it by building the GET).
 */
const cacheableScopes = (request: FastifyRequest) =>
  request.method === 'GET' && request.routeOptions.config.catalogueCache !== undefined
    ? scopesOf(request)
    : undefined;

/**
 * Keeps the JSON of the public catalogue's answers (hotel search and list, a
 * hotel, its rooms with units left, the car listing and a car; decision 0009) in
 * memory, each with the version of its scope it was read under (the part of
 * the catalogue it depends on: the listing, the cars, or one hotel;
 * decision 0028). Every request still learns that version from the
 * database, from a read begun after it arrived (one tiny query, shared by
 * the requests of that scope arriving together, instead of the search), and
 * a kept answer is served only when that version is its own. The version
 * moves in the writing transaction, visible with the change itself, so a
 * traveller never sees an answer older than a change that committed before
 * they asked: their own booking, an owner's edit, or another server's
 * write.
 *
 * A hit is found as early as it can be. A question that has passed
 * validation before (today), whatever else its URL carries, is looked up in
 * the first hook of all, before the security headers, the parsing hooks and
 * zod's validation run; any other is validated first and looked up by its
 * answer key. Either way the kept answer goes out as it first went out
 * (kept-answer.ts). Both maps are bounded in bytes, together within
 * `maxBytes`, and keyed by what the route reads (question.ts), so junk on a
 * URL can neither grow nor multiply them (decision 0020).
 *
 * Install it before any other onRequest hook: the early lookup only saves
 * what runs after it.
 */
export function installCatalogueCache(
  app: FastifyInstance,
  {
    versionDb,
    maxBytes,
    compressFromBytes,
  }: {
    /** The connection the version is read on (OpenDatabase.versionDb). */
    versionDb: Database;
    maxBytes: number;
    /** Smaller answers go out as they are, as @fastify/compress's threshold does on a miss. */
    compressFromBytes: number;
  },
) {
  const cachedRoutes: CachedRoute[] = [];
  cachedRoutesByApp.set(app, cachedRoutes);
  app.addHook('onRoute', (route) => {
    const scope = route.config?.catalogueCache;
    if (scope === undefined) return;
    checkCacheableRoute(route);
    checkScopedRoute(route, scope);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') cachedRoutes.push({ method, url: route.url, scope });
    }
  });
  if (maxBytes <= 0) return;
  const rememberedBytes = Math.ceil(maxBytes * REMEMBERED_SHARE);
  const keptBytes = maxBytes - rememberedBytes;
  const kept = new LRUCache<string, KeptAnswer>({
    maxSize: keptBytes,
    // No one answer may take more than an eighth (every hotel at once, unpaged).
    maxEntrySize: Math.ceil(maxBytes / 8),
    // The bytes, the key at two bytes a character, and the entry's own keep;
    // the compressed copies (a sixth of the JSON or less) and the headers fit
    // in what the key overcounts.
    sizeCalculation: (answer, key) => answer.body.length + 2 * key.length + 1024,
  });
  const remembered = new LRUCache<string, KnownQuestion>({
    maxSize: rememberedBytes,
    maxEntrySize: REMEMBERED_MAX_ENTRY,
    sizeCalculation: rememberedSize,
  });
  statsByApp.set(app, () => ({ remembered: fill(remembered), kept: fill(kept) }));
  const freshVersion = scopedVersions(versionDb, () => kept.clear());
  /** The kept answer for `key` if it was read under `version`. */
  const keptFor = (key: string, version: CatalogueVersion) => {
    const answer = kept.get(key);
    return answer && sameVersion(answer.version, version) ? answer : undefined;
  };
  const inFlight = answersInFlight();
  app.decorateRequest('catalogueVersion', undefined);
  app.decorateRequest('catalogueAsked', undefined);
  app.decorateRequest('catalogueMiss', undefined);

  app.addHook('onRequest', async (request, reply) => {
    const scopes = cacheableScopes(request);
    if (scopes === undefined) return;
    const today = lagosToday();
    const asked = askedKey(request);
    const known = remembered.get(asked);
    if (!known || known.day !== today) {
      request.catalogueAsked = { key: asked, day: today };
      return;
    }
    const version = await freshVersion(scopes);
    request.catalogueVersion = version;
    const answer = keptFor(known.key, version);
    if (answer) await sendKeptAnswer(request, reply, answer, compressFromBytes);
  });

  // After validation: a bad query is answered 400 as before, never from here.
  app.addHook('preHandler', async (request, reply) => {
    const scopes = cacheableScopes(request);
    if (scopes === undefined) return;
    const key = answerKey(request);
    // The day taken before validation: if midnight passed while it ran, the question is checked again.
    const asked = request.catalogueAsked;
    if (asked) remembered.set(asked.key, { key, day: asked.day });
    const version = (request.catalogueVersion ??= await freshVersion(scopes));
    const answer = keptFor(key, version);
    if (answer) return sendKeptAnswer(request, reply, answer, compressFromBytes);
    const shared = await inFlight.awaited(key, version);
    if (shared) return sendKeptAnswer(request, reply, shared, compressFromBytes);
    request.catalogueMiss = { key, version, settle: inFlight.start(key, version) };
  });

  // An app-wide onSend runs before @fastify/compress's (a route's own), so
  // the body is still the JSON text here.
  app.addHook('onSend', async (request, reply, payload) => {
    const miss = request.catalogueMiss;
    if (miss === undefined) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      miss.settle();
      return payload;
    }
    reply.header(CACHE_STATUS_HEADER, 'miss');
    const answer: KeptAnswer = {
      version: miss.version,
      body: Buffer.from(payload),
      headers: headersToKeep(reply),
      encoded: {},
    };
    // Two misses in flight across a change may both land here; the later
    // one wins, and if it was read under the older version it is a miss
    // next time, never a stale hit.
    kept.set(miss.key, answer);
    miss.settle(answer);
    // Compressed here, once, into the kept answer, rather than by
    // @fastify/compress for this request and again for the first hit; with
    // content-encoding set, compression's own hook leaves the body alone.
    const { body, encoding } = await bytesFor(request, answer, compressFromBytes);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
    return body;
  });
  // However the building request ends, those waiting on it go on (settling twice does nothing).
  const settleLeftover = async (request: FastifyRequest) => request.catalogueMiss?.settle();
  app.addHook('onResponse', settleLeftover);
  app.addHook('onRequestAbort', settleLeftover);
}
