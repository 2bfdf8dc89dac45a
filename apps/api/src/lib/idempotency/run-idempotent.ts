import { createHash } from 'node:crypto';
import type { Database } from '../../db/database';
import { AppError } from '../app-error';
import { claimKey, findKey, releaseKey, saveAnswer } from './idempotency-repository';

export type Idempotent<T> = { answer: T; replayed: boolean };

/**
 * Runs `work` in one transaction at most once per Idempotency-Key
 * (docs/product.md#idempotency). The same key with the same request answers
 * the first answer; with a different request it is refused. Without a key,
 * `work` simply runs.
 */
export async function runIdempotent<T>(
  db: Database,
  options: { scope: string; key: string | undefined; request: unknown; statusCode: number },
  work: (tx: Database) => Promise<T>,
): Promise<Idempotent<T>> {
  const { scope, key, request, statusCode } = options;
  if (!key) return { answer: await db.transaction((tx) => work(tx)), replayed: false };

  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  return db.transaction(async (tx) => {
    if (!(await claimKey(tx, scope, key, requestHash))) {
      const first = await findKey(tx, scope, key);
      if (!first || first.requestHash !== requestHash) {
        throw new AppError(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for a different request',
        );
      }
      return { answer: first.response as T, replayed: true };
    }
    const answer = await work(tx);
    await saveAnswer(tx, scope, key, statusCode, answer);
    return { answer, replayed: false };
  });
}

/**
 * Finishes a keyed request whose work went on after its transaction (a call
 * to another service, which must not run inside one): its final answer, kept
 * for the same key's replays; or, when it failed, forgetting the key so the
 * same key may try again.
 */
export async function finishIdempotent<T>(
  db: Database,
  options: { scope: string; key: string | undefined },
  outcome: { statusCode: number; answer: T } | 'failed',
): Promise<void> {
  if (!options.key) return;
  if (outcome === 'failed') await releaseKey(db, options.scope, options.key);
  else await saveAnswer(db, options.scope, options.key, outcome.statusCode, outcome.answer);
}
