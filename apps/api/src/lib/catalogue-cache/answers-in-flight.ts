import type { CatalogueVersion } from './catalogue-version-repository';
import type { KeptAnswer } from './kept-answer';

export const sameVersion = (a: CatalogueVersion, b: CatalogueVersion) =>
  a.server === b.server && a.changes === b.changes;

/** Ends one answer's building: with the answer to share, or nothing if it failed. */
export type Settle = (answer?: KeptAnswer) => void;

type Building = {
  version: CatalogueVersion;
  answer: Promise<KeptAnswer | undefined>;
};

/**
 * Answers being built, by key. When the version moves (a booking, an owner's
 * edit) every popular search misses at once; the requests for one answer
 * under one version wait for the first of them to build it instead of each
 * running the same search (the load bench's search scenario ran each first
 * asking several times over:
 * docs/decisions/0009-catalogue-answers-kept-by-version.md). Sharing is as
 * fresh as a kept answer: the waiter read the same version after it arrived.
 */
export function answersInFlight() {
  const building = new Map<string, Building>();
  return {
    /** The answer being built for `key` under `version`, if one is. */
    awaited(key: string, version: CatalogueVersion): Promise<KeptAnswer | undefined> | undefined {
      const entry = building.get(key);
      return entry && sameVersion(entry.version, version) ? entry.answer : undefined;
    },
    /** The caller builds `key`'s answer; it must settle, however its request ends. */
    start(key: string, version: CatalogueVersion): Settle {
      let resolve!: (answer: KeptAnswer | undefined) => void;
      const entry: Building = { version, answer: new Promise((done) => (resolve = done)) };
      building.set(key, entry);
      return (answer) => {
        if (building.get(key) === entry) building.delete(key);
        resolve(answer);
      };
    },
  };
}
