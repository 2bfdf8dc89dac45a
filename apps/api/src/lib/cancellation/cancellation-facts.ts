import type { TNoShowFacts } from '@waka/shared/bookings/booking-lists';
import type { TCancellationFacts } from '@waka/shared/cancellation/cancellation';
import { koboToNaira } from '@waka/shared/money';

/** The cancellation columns a booking and a car hire share. */
export type CancellationColumns = {
  status: string;
  cancelledAt: Date | null;
  cancelledBy: 'guest' | 'owner' | null;
  cancelReason: string | null;
  keptKobo: number | null;
  refundKobo: number | null;
};

/** What a no-show reads besides: the money confirmed before the guest failed to come. */
export type NoShowColumns = Pick<CancellationColumns, 'status' | 'keptKobo' | 'refundKobo'> & {
  paidKobo: number;
};

/**
 * A booking's cancellation in the words of the API
 * (docs/decisions/0023-cancellation-and-changes.md): who, when, why, and what
 * was kept and given back; null unless it was cancelled through Waka.
 */
export function cancellationFacts(row: CancellationColumns): TCancellationFacts | null {
  if (row.status !== 'cancelled' || !row.cancelledAt || !row.cancelledBy) return null;
  return {
    keptAmount: koboToNaira(row.keptKobo ?? 0),
    refundAmount: koboToNaira(row.refundKobo ?? 0),
    cancelledBy: row.cancelledBy,
    reason: row.cancelReason,
    cancelledAt: row.cancelledAt.toISOString(),
  };
}

/**
 * What a no-show kept and gives back, as marking it answered; null for any
 * other booking. One marked before the money was split kept all it was paid.
 */
export function noShowFacts(row: NoShowColumns): TNoShowFacts | null {
  if (row.status !== 'no show') return null;
  return {
    keptAmount: koboToNaira(row.keptKobo ?? row.paidKobo),
    refundAmount: koboToNaira(row.refundKobo ?? 0),
  };
}
