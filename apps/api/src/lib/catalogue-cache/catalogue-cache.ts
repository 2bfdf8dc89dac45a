import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { readCatalogueVersion, type CatalogueVersion } from './catalogue-version-repository';
import { freshVersionReader } from './fresh-version';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends on the URL and the catalogue alone (no caller, no
     * clock): it is kept and served again until the catalogue changes.
     */
    catalogueCache?: boolean;
  }
  interface FastifyRequest {
    /** A cacheable answer being built: where to keep it, and the version read before it. */
    catalogueMiss: { key: string; version: CatalogueVersion } | undefined;
  }
}

/** `hit` or `miss` on every cacheable answer: what a developer or a benchmark looks for. */
const CACHE_STATUS_HEADER = 'waka-cache';
/** The headers a kept answer carries besides its body. */
const KEPT_HEADERS = ['x-total-count'] as const;

type Encoding = 'br' | 'gzip';

type KeptAnswer = {
  version: CatalogueVersion;
  body: string;
  headers: Record<string, string>;
  /** The body compressed, made the first time a browser asks for each encoding. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Compressed once per answer, so a little harder than @fastify/compress does per request. */
const COMPRESS: Record<Encoding, (body: string) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      },
    }),
  gzip: (body) => gzip(body, { level: 6 }),
};
/** The encoding to send a kept answer in: what the browser accepts, brotli first. */
function encodingFor(
  request: FastifyRequest,
  body: string,
  compressFromBytes: number,
): Encoding | undefined {
  const accepted = request.headers['accept-encoding'];
  if (!accepted || body.length < compressFromBytes) return undefined;
  const chosen = negotiate(accepted, ['br', 'gzip', 'identity']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

const sameVersion = (a: CatalogueVersion, b: CatalogueVersion) =>
  a.server === b.server && a.changes === b.changes;

/**
 * The answer's key: the route and its validated parameters and query, keys
 * sorted. Not the raw URL: parameters the schema drops, or another order,
 * give the same answer and must not fill the cache with copies of it.
 */
function answerKey(request: FastifyRequest): string {
  const sorted = (value: unknown) =>
    value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : {};
  return JSON.stringify([request.routeOptions.url, sorted(request.params), sorted(request.query)]);
}

/**
 * Keeps the JSON of the public catalogue's answers (hotel search and list, a
 * hotel, its rooms with units left, the car listing and a car; issue 7) in memory, each with the
 * catalogue's version it was read under. Every request still learns the
 * version from the database, from a read begun after it arrived (one tiny
 * query, shared by the requests arriving together, instead of the search),
 * and a kept answer is served only when that version is its own. The version moves
 * in the writing transaction, visible with the change itself, so a traveller
 * never sees an answer older than a change that committed before they asked:
 * their own booking, an owner's edit, or another server's write.
 */
export function installCatalogueCache(
  app: FastifyInstance,
  {
    maxBytes,
    compressFromBytes,
  }: {
    maxBytes: number;
    /** Smaller answers go out as they are, as @fastify/compress's threshold does on a miss. */
    compressFromBytes: number;
  },
) {
  if (maxBytes <= 0) return;
  const kept = new LRUCache<string, KeptAnswer>({
    maxSize: maxBytes,
    // No one answer may take more than an eighth (every hotel at once, unpaged).
    maxEntrySize: Math.ceil(maxBytes / 8),
    // At most two bytes a character in memory, and the entry's own keep; the
    // compressed copies (a sixth of the JSON or less) fit in what that
    // overcounts, JSON being mostly one byte a character.
    sizeCalculation: (answer, key) => 2 * (answer.body.length + key.length) + 256,
  });
  let newest: CatalogueVersion | undefined;

  const freshVersion = freshVersionReader(async () => {
    const version = await readCatalogueVersion(app.db);
    // Another server process, or a count gone back (a restore): nothing kept can be trusted.
    if (newest && (newest.server !== version.server || version.changes < newest.changes)) {
      kept.clear();
    }
    newest = version;
    return version;
  });
  app.decorateRequest('catalogueMiss', undefined);

  // After validation: a bad query is answered 400 as before, never from here.
  // HEAD is left to the route (Fastify answers it by building the GET).
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.catalogueCache || request.method !== 'GET') return;
    const version = await freshVersion();
    const key = answerKey(request);
    // A stale answer is overwritten by this request's own, so moving it up the LRU costs nothing.
    const answer = kept.get(key);
    if (answer && sameVersion(answer.version, version)) {
      reply
        .headers({ ...answer.headers, [CACHE_STATUS_HEADER]: 'hit' })
        .type('application/json; charset=utf-8');
      // A browser always asks for compression: compressing a kept answer
      // again for each of them cost a hit five sixths of its speed (issue 7).
      const encoding = encodingFor(request, answer.body, compressFromBytes);
      if (!encoding) return reply.send(answer.body);
      answer.encoded[encoding] ??= COMPRESS[encoding](answer.body);
      const compressed = await answer.encoded[encoding];
      // Set before compression's hook runs, which then leaves the body as it is.
      return reply
        .header('content-encoding', encoding)
        .header('vary', 'accept-encoding')
        .send(compressed);
    }
    request.catalogueMiss = { key, version };
  });

  // An app-wide onSend runs before @fastify/compress's (a route's own), so
  // the body is still the JSON text here.
  app.addHook('onSend', async (request, reply, payload) => {
    const miss = request.catalogueMiss;
    if (miss === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload;
    }
    reply.header(CACHE_STATUS_HEADER, 'miss');
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    // Two misses in flight across a change may both land here; the later
    // one wins, and if it was read under the older version it is a miss
    // next time, never a stale hit.
    kept.set(miss.key, { version: miss.version, body: payload, headers, encoded: {} });
    return payload;
  });
}
