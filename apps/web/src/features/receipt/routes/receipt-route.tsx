import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { TBooking } from '@waka/shared/bookings/create-booking';
import type { TBookingChange } from '@waka/shared/cancellation/change-booking';
import { lagosToday } from '@waka/shared/dates';
import { CancellationPanel } from '@/components/cancellation/cancellation-panel';
import { PaymentPanel } from '@/components/payment/payment-panel';
import { ReceiptActions } from '@/components/receipt/receipt-actions';
import { ButtonLink } from '@/components/ui/button';
import { PageMessage } from '@/components/ui/page-message';
import { Spinner } from '@/components/ui/spinner';
import { SuccessBanner } from '@/components/ui/success-banner';
import { ApiError } from '@/lib/api-client';
import { bookingKindOf } from '@waka/shared/booking-kind';
import { carHireReceiptPath } from '@waka/shared/receipt-paths';
import { FIND_BOOKING_PATH } from '@/lib/receipt-paths';
import { receiptPdfUrl, useBookingReceipt } from '../api/use-booking-receipt';
import { useChangeTerms } from '../api/use-change-terms';
import { amountToPay, changedWords } from '../change-words';
import { CancelStay } from '../components/cancel-stay';
import { ChangeStay } from '../components/change-stay';
import { ChangeWordsBox } from '../components/change-words-box';
import { ReceiptCard } from '../components/receipt-card';

/**
 * What the page before hands over: the booking the dialog just made, or word
 * that the guest has just confirmed paying at the hotel by the emailed link.
 */
type ReceiptState = { booking?: TBooking; holdConfirmed?: boolean } | null;

const BOOKED = 'Booking successful! Your reservation is being confirmed at the moment.';
const HOLD_CONFIRMED = 'Thank you: your booking is confirmed. You pay at the hotel on arrival.';

/**
 * /booking-receipt?reference=WK-…&email=… — the URL carries the booking, so a
 * reload, a bookmark or the link in the email shows the same receipt (docs/product.md#receipt).
 */
export function ReceiptRoute() {
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim().toUpperCase() ?? '';
  const email = params.get('email')?.trim() ?? '';
  if (!reference || !email) return <ReceiptNotFound />;
  // A car hire's reference (a link written for either kind) opens the car hire's receipt.
  if (bookingKindOf(reference) === 'car')
    return <Navigate replace to={carHireReceiptPath(reference, email)} />;
  return <Receipt reference={reference} email={email} />;
}

function Receipt({ reference, email }: { reference: string; email: string }) {
  const state = useLocation().state as ReceiptState;
  const justMade = state?.booking;
  const receipt = useBookingReceipt(reference, email, justMade);

  if (receipt.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading your receipt..." />
      </div>
    );
  }
  if (receipt.isError) {
    if (
      receipt.error instanceof ApiError &&
      receipt.error.status !== 404 &&
      receipt.error.status !== 400
    ) {
      return (
        <PageMessage title="We couldn't load your receipt">
          <p className="text-slate-600">{receipt.error.message}</p>
          <ButtonLink to={FIND_BOOKING_PATH} variant="secondary">
            Try again
          </ButtonLink>
        </PageMessage>
      );
    }
    return <ReceiptNotFound />;
  }

  return (
    <LoadedReceipt
      booking={receipt.data}
      email={email}
      justMade={justMade !== undefined}
      holdConfirmed={state?.holdConfirmed === true}
    />
  );
}

type LoadedReceiptProps = {
  booking: TBooking;
  email: string;
  justMade: boolean;
  holdConfirmed: boolean;
};

/**
 * The receipt once loaded. While the stay is held and check-in has not
 * passed, it reads the change terms (until when it may be changed, and what
 * is paid so far): "Change dates" shows until the deadline, and a stay made
 * dearer after paying asks only for what is still owed.
 */
function LoadedReceipt({ booking, email, justMade, holdConfirmed }: LoadedReceiptProps) {
  const upcoming = booking.status === 'confirmed' && booking.checkInDate >= lagosToday();
  const terms = useChangeTerms(booking.reference, email, upcoming);
  const [changed, setChanged] = useState<TBookingChange | null>(null);
  const paidOnline = booking.paymentMethod === 'online' || booking.paymentReference !== null;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <title>{`Receipt ${booking.reference} — Waka`}</title>
      {justMade ? <SuccessBanner message={BOOKED} /> : null}
      {holdConfirmed ? <SuccessBanner message={HOLD_CONFIRMED} /> : null}
      {changed && booking.status === 'confirmed' ? (
        <ChangeWordsBox
          words={changedWords(changed, paidOnline)}
          testId="change-notice"
          className="mb-6 print:hidden"
        />
      ) : null}
      <ReceiptCard
        booking={booking}
        payment={
          booking.status === 'cancelled' && booking.cancellation ? (
            <CancellationPanel
              kind="room"
              facts={{ ...booking, cancellation: booking.cancellation }}
              owner={booking.hotelName}
            />
          ) : (
            <PaymentPanel
              kind="room"
              reference={booking.reference}
              email={email}
              facts={booking}
              amount={amountToPay(booking.totalAmount, terms.data?.paidAmount)}
              bookAgainTo={`/rooms/${booking.hotelId}`}
            />
          )
        }
        cancel={
          <div className="mt-3 flex flex-wrap gap-3 empty:hidden print:hidden">
            <ChangeStay
              booking={booking}
              email={email}
              terms={upcoming ? terms.data : undefined}
              paidOnline={paidOnline}
              onChanged={setChanged}
            />
            <CancelStay booking={booking} email={email} />
          </div>
        }
      />
      <ReceiptActions pdfUrl={receiptPdfUrl(booking.reference, email)} />
    </section>
  );
}

function ReceiptNotFound() {
  return (
    <PageMessage title="Booking not found">
      <p className="text-slate-600">
        We couldn't find a booking with that reference and email. Check both against your
        confirmation email.
      </p>
      <ButtonLink to={FIND_BOOKING_PATH}>Find your booking</ButtonLink>
    </PageMessage>
  );
}
