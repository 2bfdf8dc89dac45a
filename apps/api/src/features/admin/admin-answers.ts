import type { TAdminAttentionItem } from '@waka/shared/admin/attention-items';
import type { TAdminAuditEntry } from '@waka/shared/admin/audit-log';
import type { AttentionRow } from '../../money/attention/attention-repository';

/** An attention item as the API shows it (instants in ISO 8601; who resolved it stays in the log). */
export function attentionAnswer(row: AttentionRow): TAdminAttentionItem {
  return {
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    amountKobo: row.amountKobo,
    state: row.state,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolutionNote: row.resolutionNote,
  };
}

export function auditAnswer(row: Omit<TAdminAuditEntry, 'at'> & { at: Date }): TAdminAuditEntry {
  return { ...row, at: row.at.toISOString() };
}
