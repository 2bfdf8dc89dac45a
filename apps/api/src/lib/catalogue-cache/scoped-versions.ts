import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database';
import { readCatalogueVersion, type CatalogueVersion } from './catalogue-version-repository';
import { freshVersionReader } from './fresh-version';

/** Scopes whose reads are shared at once: the two shared ones and the hotels being asked about. */
const READERS_KEPT = 10_000;
/** Scopes whose last count is remembered, to notice one going back. */
const COUNTS_KEPT = 100_000;

/**
 * Reads a scope's version for a request (docs/decisions/0028), each scope
 * with its own shared reader (fresh-version.ts: never a read begun before
 * the request arrived). When the answering server changes, or a scope's
 * count goes back (a restore), nothing kept can be trusted: `distrust` is
 * called before the version is handed out.
 */
export function scopedVersions(
  versionDb: Database,
  distrust: () => void,
): (scope: string) => Promise<CatalogueVersion> {
  const readers = new LRUCache<string, () => Promise<CatalogueVersion>>({ max: READERS_KEPT });
  const lastCounts = new LRUCache<string, bigint>({ max: COUNTS_KEPT });
  let server: string | undefined;

  const readerFor = (scope: string) =>
    freshVersionReader(async () => {
      const version = await readCatalogueVersion(versionDb, scope);
      const last = lastCounts.get(scope);
      if ((server !== undefined && server !== version.server) || (last ?? 0n) > version.changes) {
        lastCounts.clear();
        distrust();
      }
      server = version.server;
      lastCounts.set(scope, version.changes);
      return version;
    });

  return (scope) => {
    let reader = readers.get(scope);
    if (!reader) {
      reader = readerFor(scope);
      readers.set(scope, reader);
    }
    return reader();
  };
}
