import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { idempotencyKeys } from '../../db/schema/idempotency';

/**
 * Claims a key inside the caller's transaction. A concurrent claim of the same
 * key waits on the unique index until the first transaction ends: it then
 * finds the stored answer (first committed) or claims the key itself (first
 * rolled back).
 */
export async function claimKey(
  db: Database,
  scope: string,
  key: string,
  requestHash: string,
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function findKey(db: Database, scope: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

export async function saveAnswer(
  db: Database,
  scope: string,
  key: string,
  statusCode: number,
  response: unknown,
) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** Forgets a claimed key, so the same key may be tried again. */
export async function releaseKey(db: Database, scope: string, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}
