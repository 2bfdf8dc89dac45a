import type { Database } from '../../db/database';
import {
  findOpenAttention,
  insertOpenAttention,
  type AttentionRow,
  type NewAttention,
} from './attention-repository';

/**
 * Shows money Waka could not match to a person (docs/decisions/0037: never only logged).
 * Called in the caller's transaction by whatever found it: an amount
 * mismatch, a refund out of retries, reconciliation. One fact makes one
 * open item: raising it again while open answers the open one unchanged
 * (`raised: false`); once a person has resolved it, the same fact seen again
 * opens a new item, and the resolved one stays as it was.
 */
export async function raiseAttention(
  tx: Database,
  fact: NewAttention,
): Promise<{ item: AttentionRow; raised: boolean }> {
  const opened = await insertOpenAttention(tx, fact);
  if (opened) return { item: opened, raised: true };
  const open = await findOpenAttention(tx, fact.kind, fact.reference);
  if (!open)
    throw new Error(`attention item ${fact.kind} ${fact.reference} neither opened nor open`);
  return { item: open, raised: false };
}
