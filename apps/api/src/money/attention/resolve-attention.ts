import { ATTENTION_MESSAGES } from '@waka/shared/admin/attention-items';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../../lib/audit/audit-repository';
import { lockAttention, markResolved, type AttentionRow } from './attention-repository';

/**
 * A person resolves an item with a note saying what they did; the act and
 * the item change commit together, so the audit log never misses one.
 * 404 for an unknown id, 409 for an item already resolved.
 */
export async function resolveAttention(
  db: Database,
  act: { id: string; note: string; actorId: string },
): Promise<AttentionRow> {
  return db.transaction(async (tx) => {
    const item = await lockAttention(tx, act.id);
    if (!item) throw new AppError(404, 'NOT_FOUND', ATTENTION_MESSAGES.notFound);
    const resolved = await markResolved(tx, act.id, { by: act.actorId, note: act.note });
    if (!resolved) throw new AppError(409, 'ALREADY_RESOLVED', ATTENTION_MESSAGES.alreadyResolved);
    await appendAudit(tx, {
      actor: act.actorId,
      action: 'attention.resolve',
      subject: `attention:${item.id}`,
      note: `${item.kind} ${item.reference}: ${act.note}`,
    });
    return resolved;
  });
}
