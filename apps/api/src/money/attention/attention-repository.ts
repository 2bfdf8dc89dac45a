import { and, desc, eq, sql } from 'drizzle-orm';
import type { AttentionKind, AttentionState } from '@waka/shared/admin/attention-items';
import type { Database } from '../../db/database';
import { attentionItems } from '../../db/schema/attention';

export type AttentionRow = typeof attentionItems.$inferSelect;

export type NewAttention = {
  kind: AttentionKind;
  reference: string;
  amountKobo: number;
  detail: Record<string, unknown>;
};

/** Opens an item, unless one is open for the same fact: then nothing is written. */
export async function insertOpenAttention(
  db: Database,
  item: NewAttention,
): Promise<AttentionRow | undefined> {
  const [row] = await db
    .insert(attentionItems)
    .values(item)
    .onConflictDoNothing({
      target: [attentionItems.kind, attentionItems.reference],
      where: sql`${attentionItems.state} = 'open'`,
    })
    .returning();
  return row;
}

export async function findOpenAttention(db: Database, kind: AttentionKind, reference: string) {
  const [row] = await db
    .select()
    .from(attentionItems)
    .where(
      and(
        eq(attentionItems.kind, kind),
        eq(attentionItems.reference, reference),
        eq(attentionItems.state, 'open'),
      ),
    );
  return row;
}

/** Every item, or those in one state, newest first. */
export async function listAttention(db: Database, state?: AttentionState) {
  return db
    .select()
    .from(attentionItems)
    .where(state ? eq(attentionItems.state, state) : undefined)
    .orderBy(desc(attentionItems.createdAt), desc(attentionItems.id));
}

/** The item, locked until the transaction ends, so two people cannot resolve it at once. */
export async function lockAttention(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(attentionItems)
    .where(eq(attentionItems.id, id))
    .for('update');
  return row;
}

/** Resolves an open item; undefined when it was not open. */
export async function markResolved(
  db: Database,
  id: string,
  resolution: { by: string; note: string },
): Promise<AttentionRow | undefined> {
  const [row] = await db
    .update(attentionItems)
    .set({
      state: 'resolved',
      resolvedAt: sql`now()`,
      resolvedBy: resolution.by,
      resolutionNote: resolution.note,
    })
    .where(and(eq(attentionItems.id, id), eq(attentionItems.state, 'open')))
    .returning();
  return row;
}
