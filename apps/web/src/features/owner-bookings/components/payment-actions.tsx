import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import { lagosToday } from '@waka/shared/dates';
import { ConfirmReceivedDialog } from '@/components/payment/confirm-received-dialog';
import { PaymentStatusBadge } from '@/components/payment/payment-status-badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirmPayment, useMarkNoShow } from '../api/use-confirm-payment';

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

/** The payment state, and Paystack's reference when it was paid online (docs/product.md#payment). */
export function PaymentState({ booking }: BookingProps) {
  return (
    <span className="flex flex-col items-start gap-1">
      <PaymentStatusBadge paymentStatus={booking.paymentStatus} />
      {booking.paymentReference ? (
        <span className="text-xs text-slate-600">
          Paystack ref <span className="font-mono">{booking.paymentReference}</span>
        </span>
      ) : null}
    </span>
  );
}

/**
 * What the owner can do about the money and the stay (docs/product.md#owner-bookings):
 * confirm cash or a transfer received (never offered once paid, so never for
 * an online payment), and from the check-in day, mark a guest who never came.
 */
export function PaymentActions({ booking, onNotice, className = '' }: ActionProps) {
  const today = lagosToday();
  const confirmable = CONFIRMABLE.includes(booking.paymentStatus);
  const noShowable =
    booking.paymentStatus !== 'expired' &&
    booking.checkInDate <= today &&
    today <= booking.checkOutDate;
  if (!confirmable && !noShowable) return null;
  return (
    <span className={`flex flex-col gap-2 ${className}`}>
      {confirmable ? <ConfirmPaymentButton booking={booking} onNotice={onNotice} /> : null}
      {noShowable ? <NoShowButton booking={booking} onNotice={onNotice} /> : null}
    </span>
  );
}

const FAILED = 'Failed to update the payment status. Please try again.';

function ConfirmPaymentButton({ booking, onNotice }: ActionProps) {
  const save = useConfirmPayment(booking);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className="text-balance"
        disabled={save.isPending}
        onClick={() => {
          save.reset();
          setAsking(true);
        }}
      >
        Confirm payment received
        {/* Every row has this button: its name says which booking it is for. */}
        <span className="sr-only"> for {booking.reference}</span>
      </Button>
      {asking ? (
        <ConfirmReceivedDialog
          reference={booking.reference}
          guest={`${booking.firstName} ${booking.lastName}`}
          amount={booking.totalAmount}
          busy={save.isPending}
          error={save.error ? save.error.message || FAILED : null}
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            save.mutate(undefined, {
              onSuccess: () => {
                setAsking(false);
                onNotice({ tone: 'success', message: `${booking.reference} is marked as paid.` });
              },
            })
          }
        />
      ) : null}
    </>
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
                mark.mutate(undefined, {
                  onSuccess: () => {
                    setAsking(false);
                    onNotice({
                      tone: 'success',
                      message: `${booking.reference} is marked as a no-show.`,
                    });
                  },
                })
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
