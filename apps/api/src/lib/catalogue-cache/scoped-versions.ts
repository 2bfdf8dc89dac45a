import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database';
import { readCatalogueVersions, type CatalogueVersion } from './catalogue-version-repository';
import { freshVersionsReader } from './fresh-version';

/** Scopes whose last count is remembered, to notice one going back. */
const COUNTS_KEPT = 100_000;

/**
 * Reads the version of a request's scopes (docs/decisions/0028), never from a
 * read begun before the request arrived, and the scopes asked for together
 * in one query (fresh-version.ts): on the one connection versions are read
 * on, a query per scope would queue the requests behind each other. When
 * the answering server changes, or a scope's count goes back (a restore),
 * nothing kept can be trusted: `distrust` is called before the version is
 * handed out.
 */
export function scopedVersions(
  versionDb: Database,
  distrust: () => void,
): (scopes: readonly string[]) => Promise<CatalogueVersion> {
  const lastCounts = new LRUCache<string, bigint>({ max: COUNTS_KEPT });
  let server: string | undefined;

  const versionOf = freshVersionsReader(async (scopes: readonly string[]) => {
    const versions = await readCatalogueVersions(versionDb, scopes);
    for (const [scope, version] of versions) {
      const last = lastCounts.get(scope);
      if ((server !== undefined && server !== version.server) || (last ?? 0n) > version.changes) {
        lastCounts.clear();
        distrust();
      }
      server = version.server;
      lastCounts.set(scope, version.changes);
    }
    return versions;
  });

  // Asked for together, a request's scopes are read in one query. Their
  // counts only grow, so their sum moves whenever any of them does.
  return async (scopes) => {
    const versions = await Promise.all(scopes.map(versionOf));
    return {
      server: versions[0]!.server,
      changes: versions.reduce((sum, version) => sum + version.changes, 0n),
    };
  };
}
