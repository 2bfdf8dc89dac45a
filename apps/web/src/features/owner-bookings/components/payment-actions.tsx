import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import { lagosToday } from '@waka/shared/dates';
import { CancelBookingButton } from '@/components/cancellation/cancel-booking-button';
import { sum } from '@/components/cancellation/cancellation-words';
import { BookingLifeTag } from '@/components/payment/booking-life-tag';
import { ConfirmPaymentButton } from '@/components/payment/confirm-payment-button';
import { PaymentStatusBadge } from '@/components/payment/payment-status-badge';
import { PaystackReference } from '@/components/payment/paystack-reference';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  useConfirmPayment,
  useMarkNoShow,
  useMarkNotPaid,
  useShowOwnerCancelled,
} from '../api/use-confirm-payment';
import { stayDay } from '../booking-display';

export type PaymentNotice = { tone: 'success' | 'error'; message: string };

type BookingProps = { booking: TListedBooking };
type ActionProps = BookingProps & {
  onNotice: (notice: PaymentNotice) => void;
  className?: string;
};

/** Not yet paid, and not released: the owner may confirm the money arrived. */
const CONFIRMABLE: readonly TListedBooking['paymentStatus'][] = [
  'not paid',
  'pay at hotel',
  'awaiting confirmation',
];

/**
 * The payment state, Paystack's reference when it was paid online, and a
 * cancelled or no-show booking said so (docs/product.md#payment).
 */
export function PaymentState({ booking }: BookingProps) {
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="flex flex-wrap gap-1">
        <PaymentStatusBadge paymentStatus={booking.paymentStatus} />
        <BookingLifeTag status={booking.status} />
      </span>
      <PaystackReference reference={booking.paymentReference} />
    </span>
  );
}

/**
 * What the owner can do about the money and the stay (docs/product.md#owner-bookings):
 * confirm cash or a transfer received (never offered once paid, so never for
 * an online payment), set back to not paid one they confirmed by mistake,
 * from the check-in day to the check-out day mark a guest who never came, and
 * until the check-out day cancel, with a reason, giving back everything paid
 * (docs/product.md#cancellation).
 */
export function PaymentActions({ booking, onNotice, className = '' }: ActionProps) {
  const today = lagosToday();
  const held = booking.status === 'confirmed' && booking.paymentStatus !== 'expired';
  const confirmable = held && CONFIRMABLE.includes(booking.paymentStatus);
  const undoable = held && booking.paymentStatus === 'paid' && !booking.paymentReference;
  const noShowable = held && booking.checkInDate <= today && today <= booking.checkOutDate;
  const cancellable = held && today <= booking.checkOutDate;
  if (!confirmable && !undoable && !noShowable && !cancellable) return null;
  return (
    <span className={`flex flex-col gap-2 ${className}`}>
      {confirmable ? <ConfirmPaymentReceived booking={booking} onNotice={onNotice} /> : null}
      {undoable ? <NotPaidButton booking={booking} onNotice={onNotice} /> : null}
      {noShowable ? <NoShowButton booking={booking} onNotice={onNotice} /> : null}
      {cancellable ? <OwnerCancelButton booking={booking} onNotice={onNotice} /> : null}
    </span>
  );
}

/** The owner cancels, saying why; the guest gets back everything paid. */
function OwnerCancelButton({ booking, onNotice }: ActionProps) {
  const showCancelled = useShowOwnerCancelled();
  return (
    <CancelBookingButton
      reference={booking.reference}
      summary={`${booking.firstName} ${booking.lastName} at ${booking.hotelName}, ${stayDay(booking.checkInDate)} to ${stayDay(booking.checkOutDate)}`}
      context={{
        kind: 'room',
        asOwner: true,
        units: booking.quantity,
        paidOnline: booking.paymentMethod === 'online' || booking.paymentReference !== null,
      }}
      forWhich={booking.reference}
      className="text-balance"
      onCancelled={(answer) => {
        showCancelled(booking, answer);
        onNotice({
          tone: 'success',
          message:
            answer.refundAmount > 0
              ? `${booking.reference} is cancelled. ${booking.firstName} gets ${sum(answer.refundAmount)} back.`
              : `${booking.reference} is cancelled. ${booking.firstName} is told by email.`,
        });
      }}
    />
  );
}

/** A cash confirmation made by mistake, undone; the booking then has no hold and never expires. */
function NotPaidButton({ booking, onNotice }: ActionProps) {
  const save = useMarkNotPaid(booking);
  return (
    <Button
      variant="ghost"
      className="text-balance"
      disabled={save.isPending}
      onClick={() =>
        // mutateAsync: its answer arrives even once the row has changed and this button is gone.
        save.mutateAsync().then(
          () =>
            onNotice({ tone: 'success', message: `${booking.reference} is marked as not paid.` }),
          (error: Error) => onNotice({ tone: 'error', message: error.message || FAILED }),
        )
      }
    >
      {save.isPending ? 'Saving...' : 'Mark as not paid'}
      <span className="sr-only"> for {booking.reference}</span>
    </Button>
  );
}

/** A refusal shows in the dialog (the mutation's error): nothing more to do with it here. */
const ignoreShownError = () => undefined;

const FAILED = 'Failed to update the payment status. Please try again.';

function ConfirmPaymentReceived({ booking, onNotice }: ActionProps) {
  const save = useConfirmPayment(booking);
  return (
    <ConfirmPaymentButton
      reference={booking.reference}
      guest={`${booking.firstName} ${booking.lastName}`}
      amount={booking.totalAmount}
      save={save}
      onConfirmed={(message) => onNotice({ tone: 'success', message })}
    />
  );
}

function NoShowButton({ booking, onNotice }: ActionProps) {
  const mark = useMarkNoShow(booking);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        className="text-balance"
        disabled={mark.isPending}
        onClick={() => {
          mark.reset();
          setAsking(true);
        }}
      >
        Mark no-show
        <span className="sr-only"> for {booking.reference}</span>
      </Button>
      {/* In the body: the row may be in the list hidden at this width (see ConfirmReceivedDialog). */}
      {asking
        ? createPortal(
            <ConfirmDialog
              title="Mark as no-show"
              confirmLabel="Mark no-show"
              busyLabel="Saving..."
              busy={mark.isPending}
              error={mark.error ? mark.error.message || FAILED : null}
              onCancel={() => setAsking(false)}
              onConfirm={() =>
                mark.mutateAsync().then(() => {
                  setAsking(false);
                  onNotice({
                    tone: 'success',
                    message: `${booking.reference} is marked as a no-show.`,
                  });
                }, ignoreShownError)
              }
            >
              <p>
                {booking.firstName} {booking.lastName} never arrived for{' '}
                <span className="font-mono font-semibold">{booking.reference}</span>? Their rooms
                are released from tonight, and the cancellation policy applies to what they paid.
              </p>
            </ConfirmDialog>,
            document.body,
          )
        : null}
    </>
  );
}
