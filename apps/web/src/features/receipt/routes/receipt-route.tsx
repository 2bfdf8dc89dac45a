import { useLocation, useSearchParams } from 'react-router';
import type { TBooking } from '@waka/shared/bookings/create-booking';
import { ButtonLink } from '@/components/ui/button';
import { PageMessage } from '@/components/ui/page-message';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useBookingReceipt } from '../api/use-booking-receipt';
import { ReceiptActions } from '../components/receipt-actions';
import { ReceiptCard } from '../components/receipt-card';
import { SuccessBanner } from '../components/success-banner';

/** What the booking dialog hands over when it navigates here. */
type ReceiptState = { booking?: TBooking } | null;

/**
 * /booking-receipt?reference=WK-…&email=… — the URL carries the booking, so a
 * reload, a bookmark or the link in the email shows the same receipt (docs/product.md#receipt).
 */
export function ReceiptRoute() {
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim().toUpperCase() ?? '';
  const email = params.get('email')?.trim() ?? '';
  if (!reference || !email) return <ReceiptNotFound />;
  return <Receipt reference={reference} email={email} />;
}

function Receipt({ reference, email }: { reference: string; email: string }) {
  const justMade = (useLocation().state as ReceiptState)?.booking;
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
          <ButtonLink to="/find-booking" variant="secondary">
            Try again
          </ButtonLink>
        </PageMessage>
      );
    }
    return <ReceiptNotFound />;
  }

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <title>{`Receipt ${receipt.data.reference} — Waka`}</title>
      {justMade ? <SuccessBanner /> : null}
      <ReceiptCard booking={receipt.data} />
      <ReceiptActions reference={receipt.data.reference} email={email} />
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
      <ButtonLink to="/find-booking">Find your booking</ButtonLink>
    </PageMessage>
  );
}
