import { useId, type ReactNode } from 'react';
import type { TPaymentFacts } from '@waka/shared/payments/payments';
import type { BookingKind } from '@waka/shared/booking-kind';
import { CARD_PHOTO_WIDTH } from '@waka/shared/uploads/photo-url';
import { Link } from 'react-router';
import type { ClosedFacts } from '@/components/cancellation/cancellation-words';
import { CancelledSummary } from '@/components/cancellation/cancelled-summary';
import { BookingLifeTag } from '@/components/payment/booking-life-tag';
import { HoldLine } from '@/components/payment/hold-line';
import { PaymentStatusBadge } from '@/components/payment/payment-status-badge';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';

/*
 * The parts a stay's card and a car hire's card in My Bookings share
 * (docs/product.md#my-bookings): the card itself, and the money as the
 * receipt says it, with Pay Now, the way to cancel and the receipt.
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

type BookingCardProps = {
  testId: string;
  image: string;
  /** 'Hotel stay' or 'Car hire', over the title. */
  kindWords: string;
  /** The hotel's or the car's name. */
  title: string;
  /** When: the dates, under the title. */
  when: ReactNode;
  /** Where the money stands and what to do next: the card's second part. */
  money: ReactNode;
  /** What exactly was booked: the card's last part. */
  details: ReactNode;
};

/**
 * One booking as a card: what and when, then its status and next action,
 * then the details. On a phone the three stack, so nothing scrolls
 * sideways; from 768 px they stand side by side, what and when first and
 * the money last, as the table's columns did.
 */
export function BookingCard({
  testId,
  image,
  kindWords,
  title,
  when,
  money,
  details,
}: BookingCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-testid={testId}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)_minmax(0,1.15fr)] md:gap-6 md:p-5"
    >
      <div className="flex min-w-0 gap-3">
        <ImageWithFallback
          src={image}
          sizedTo={CARD_PHOTO_WIDTH}
          alt=""
          width={112}
          height={75}
          className="h-16 w-20 shrink-0 rounded-lg object-cover sm:h-[75px] sm:w-28"
        />
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
            {kindWords}
          </p>
          <h3 id={titleId} className="font-semibold break-words text-slate-900">
            {title}
          </h3>
          <div className="text-sm text-slate-800">{when}</div>
        </div>
      </div>
      <div className="min-w-0 md:col-start-3 md:row-start-1">{money}</div>
      <div className="flex min-w-0 flex-col gap-0.5 border-t border-slate-100 pt-3 text-sm text-slate-600 md:col-start-2 md:row-start-1 md:border-t-0 md:pt-0">
        {details}
      </div>
    </article>
  );
}

type CardMoneyProps = {
  facts: Pick<TPaymentFacts, 'paymentStatus' | 'holdExpiresAt'> & ClosedFacts;
  kind: BookingKind;
  /** The booking's status: a cancelled or no-show one is tagged so. */
  status: string;
  /** Cancelled, or a no-show: nothing more to pay or do. */
  ended: boolean;
  /** Starting the online payment of this booking: its Pay Now is busy. */
  opening: boolean;
  /** Another card's payment is starting: every Pay Now waits. */
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

/** The card's money: status, hold, next step, Pay Now, what a cancellation kept, cancel, receipt. */
export function CardMoney({
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
}: CardMoneyProps) {
  const payable =
    !ended && (facts.paymentStatus === 'not paid' || facts.paymentStatus === 'pay at hotel');
  const next = ended ? '' : NEXT[kind][facts.paymentStatus];
  const forWhichText = <span className="sr-only"> {forWhich}</span>;
  return (
    <div className="text-sm">
      <span data-testid="card-status" className="flex flex-wrap gap-1">
        <PaymentStatusBadge paymentStatus={facts.paymentStatus} kind={kind} />
        <BookingLifeTag status={status} />
      </span>
      <HoldLine facts={facts} kind={kind} reader="guest" className="mt-1" />
      {next ? <span className="mt-1 block text-slate-600">{next}</span> : null}
      <CancelledSummary facts={facts} kind={kind} reader="guest" className="mt-1" />
      <div data-testid="card-actions" className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        {payable ? (
          <button
            type="button"
            onClick={onPayOnline}
            disabled={busy}
            className="min-h-10 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {opening ? 'Opening Paystack…' : 'Pay Now'}
            {forWhichText}
          </button>
        ) : null}
        {payable ? otherPayment : null}
        <Link
          to={receiptTo}
          className="min-h-8 py-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          View receipt
          {forWhichText}
        </Link>
        {cancel}
      </div>
    </div>
  );
}
