import type { Database } from '../../../db/database';
import type { Shape } from './search-shape';

/**
 * The statements built so far, per database (a transaction gets its own) and
 * shape: at most 256 shapes of three statements, about 14 KB each.
 */
const built = new WeakMap<Database, Map<string, unknown>>();

/** The statement of `kind` for `shape` on `db`, built by `build` the first time it is asked for. */
export function statement<T>(
  db: Database,
  kind: string,
  shape: Shape,
  build: (db: Database, shape: Shape) => T,
): T {
  let kept = built.get(db);
  if (!kept) built.set(db, (kept = new Map()));
  const key = `${kind} ${JSON.stringify(shape)}`;
  if (!kept.has(key)) kept.set(key, build(db, shape));
  return kept.get(key) as T;
}

/**
 * Prepared without a name, on purpose: PostgreSQL then plans each execution
 * with its values (a named statement would settle on one generic plan, and
 * the destination decides whether the trigram index or hotel_listed_created_idx
 * serves it). What is saved is Drizzle building the SQL.
 */
export const UNNAMED = '';
