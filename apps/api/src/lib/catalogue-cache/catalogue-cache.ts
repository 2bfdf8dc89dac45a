import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { readCatalogueVersion } from './catalogue-version-repository';
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
    /** The catalogue's version read before a cacheable answer was built. */
    catalogueVersion: string | undefined;
  }
}

/** `hit` or `miss` on every cacheable answer: what a developer or a benchmark looks for. */
export const CACHE_STATUS_HEADER = 'waka-cache';
/** The headers a kept answer carries besides its body. */
const KEPT_HEADERS = ['x-total-count'] as const;

type KeptAnswer = { version: bigint; body: string; headers: Record<string, string> };

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
export function installCatalogueCache(app: FastifyInstance, { maxBytes }: { maxBytes: number }) {
  if (maxBytes <= 0) return;
  const kept = new LRUCache<string, KeptAnswer>({
    maxSize: maxBytes,
    // UTF-16 in memory: two bytes a character, and the entry's own keep.
    sizeCalculation: (answer, url) => 2 * (answer.body.length + url.length) + 256,
  });

  const freshVersion = freshVersionReader(() => readCatalogueVersion(app.db));
  app.decorateRequest('catalogueVersion', undefined);

  // After validation: a bad query is answered 400 as before, never from here.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.catalogueCache || request.method !== 'GET') return;
    const version = await freshVersion();
    const answer = kept.get(request.url);
    if (answer && answer.version === BigInt(version)) {
      return reply
        .headers({ ...answer.headers, [CACHE_STATUS_HEADER]: 'hit' })
        .type('application/json; charset=utf-8')
        .send(answer.body);
    }
    request.catalogueVersion = version;
    reply.header(CACHE_STATUS_HEADER, 'miss');
  });

  // Installed before compression, so the body is still the JSON text here.
  app.addHook('onSend', async (request, reply, payload) => {
    const version = request.catalogueVersion;
    if (version === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload;
    }
    const readUnder = BigInt(version);
    const current = kept.peek(request.url);
    // Two misses in flight across a change: the one read under the older version never wins.
    if (!current || current.version <= readUnder) {
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      kept.set(request.url, { version: readUnder, body: payload, headers });
    }
    return payload;
  });
}
