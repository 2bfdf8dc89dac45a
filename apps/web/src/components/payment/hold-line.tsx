import type { TPaymentFacts } from '@waka/shared/payments/payments';
import { useHoldClock } from '@/lib/payments/payment-clock';
import type { BookingKind } from '@waka/shared/booking-kind';
import { holdWords } from './payment-panel-words';

type HoldLineProps = {
  facts: Pick<TPaymentFacts, 'paymentStatus' | 'holdExpiresAt'>;
  kind: BookingKind;
  /** The guest's own list, or the owner's. */
  reader: 'guest' | 'owner';
  className?: string;
};

/**
 * A list row's hold awaiting payment: until when it is held (Lagos time),
 * turning to "ran out" when its time is up, without a reload. Nothing for a
 * booking that is not held unpaid.
 */
export function HoldLine({ facts, kind, reader, className = '' }: HoldLineProps) {
  const clock = useHoldClock(facts.holdExpiresAt);
  const words = holdWords(facts, { kind, reader, running: clock.running });
  if (!words) return null;
  return (
    <span data-testid="hold-line" className={`block text-sm text-slate-700 ${className}`}>
      {words}
    </span>
  );
}
