import type { ReactNode } from 'react';
import type { TPaymentFacts } from '@waka/shared/payments/payments';
import type { BookingKind } from '@waka/shared/receipt-paths';
import { CARD_PHOTO_WIDTH } from '@waka/shared/uploads/photo-url';
import { Link } from 'react-router';
import type { ClosedFacts } from '@/components/cancellation/cancellation-words';
import { CancelledSummary } from '@/components/cancellation/cancelled-summary';
import { BookingLifeTag } from '@/components/payment/booking-life-tag';
import { HoldLine } from '@/components/payment/hold-line';
import { PaymentStatusBadge } from '@/components/payment/payment-status-badge';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';

/*
 * The parts a stay's row and a car hire's row in My Bookings share
 * (docs/product.md#my-bookings): the photo beside what was booked, and the
 * money as the receipt says it, with Pay Now, the way to cancel and the receipt.
 */

/** What happens next, under the badge (docs/product.md#payment). */
const NEXT: Record<BookingKind, Record<TPaymentFacts['paymentStatus'], string>> = {
  room: {
    'not paid': 'Pay online now, or at the hotel.',
    'pay at hotel': 'You pay at the hotel on arrival.',
    'awaiting confirmation': 'The hotel is confirming your transfer.',
    paid: '',
    expired: 'The rooms were released.',
  },
  car: {
    'not paid': 'Pay online now, or at pickup.',
    'pay at hotel': 'You pay at pickup.',
    'awaiting confirmation': 'The car’s owner is confirming your payment.',
    paid: '',
    expired: 'The car was released.',
  },
};

/** The row's first cell: the photo, and what was booked beside it. */
export function RowSummary({ image, children }: { image: string; children: ReactNode }) {
  return (
    <td className="md:py-4 md:pr-4">
      <div className="flex gap-3">
        <ImageWithFallback
          src={image}
          sizedTo={CARD_PHOTO_WIDTH}
          alt=""
          width={112}
          height={75}
          className="h-[75px] w-28 shrink-0 rounded-lg object-cover"
        />
        <div className="flex min-w-0 flex-col gap-0.5 text-sm">{children}</div>
      </div>
    </td>
  );
}

type RowMoneyProps = {
  facts: Pick<TPaymentFacts, 'paymentStatus' | 'holdExpiresAt'> & ClosedFacts;
  kind: BookingKind;
  /** The booking's status: a cancelled or no-show one is tagged so. */
  status: string;
  /** Cancelled, or a no-show: nothing more to pay or do. */
  ended: boolean;
  /** Starting the online payment of this booking: its Pay Now is busy. */
  opening: boolean;
  /** Another row's payment is starting: every Pay Now waits. */
  busy: boolean;
  onPayOnline: () => void;
  /** For screen readers, which booking each control is for: 'for Palm Court, WK-…'. */
  forWhich: string;
  /** A second way to pay beside Pay Now (a stay's "Paid by transfer?"). */
  otherPayment?: ReactNode;
  /** The cancel button, while the booking may still be cancelled. */
  cancel?: ReactNode;
  receiptTo: string;
};

/** The row's money cell: status, hold, next step, Pay Now, what a cancellation kept, cancel, receipt. */
export function RowMoney({
  facts,
  kind,
  status,
  ended,
  opening,
  busy,
  onPayOnline,
  forWhich,
  otherPayment,
  cancel,
  receiptTo,
}: RowMoneyProps) {
  const payable =
    !ended && (facts.paymentStatus === 'not paid' || facts.paymentStatus === 'pay at hotel');
  const next = ended ? '' : NEXT[kind][facts.paymentStatus];
  const forWhichText = <span className="sr-only"> {forWhich}</span>;
  return (
    <td className="text-sm md:py-4">
      <span className="flex flex-wrap gap-1">
        <PaymentStatusBadge paymentStatus={facts.paymentStatus} kind={kind} />
        <BookingLifeTag status={status} />
      </span>
      <HoldLine facts={facts} kind={kind} reader="guest" className="mt-1" />
      {next ? <span className="mt-1 block text-slate-600">{next}</span> : null}
      {payable ? (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <button
            type="button"
            onClick={onPayOnline}
            disabled={busy}
            className="rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {opening ? 'Opening Paystack…' : 'Pay Now'}
            {forWhichText}
          </button>
          {otherPayment}
        </div>
      ) : null}
      <CancelledSummary facts={facts} kind={kind} reader="guest" className="mt-1" />
      {cancel}
      <Link
        to={receiptTo}
        className="mt-2 block font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        View receipt
        {forWhichText}
      </Link>
    </td>
  );
}
