import { Link, useLocation, useSearchParams } from 'react-router';
import { CAR_BOOKING_MESSAGES, type TCarBooking } from '@waka/shared/cars/car-booking';
import { CancellationPanel } from '@/components/cancellation/cancellation-panel';
import { PaymentPanel } from '@/components/payment/payment-panel';
import { ReceiptActions } from '@/components/receipt/receipt-actions';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageMessage } from '@/components/ui/page-message';
import { Spinner } from '@/components/ui/spinner';
import { SuccessBanner } from '@/components/ui/success-banner';
import { ApiError } from '@/lib/api-client';
import { CAR_LISTING_PATH, carRentalPath } from '@/lib/paths';
import { FIND_BOOKING_PATH } from '@/lib/receipt-paths';
import { carReceiptPdfUrl, useCarReceipt } from '../api/use-car-receipt';
import { CancelHire } from '../components/cancel-hire';
import { CarReceiptCard } from '../components/car-receipt-card';

type CarReceiptState = { hire?: TCarBooking; holdConfirmed?: boolean } | null;

const HOLD_CONFIRMED = 'Thank you: your car hire is confirmed. You pay at pickup.';

/**
 * /car-hire-receipt?reference=WC-…&email=… — a car hire's receipt with its
 * payment panel (docs/product.md#car-hire-receipt); the URL carries the hire,
 * so a reload or the link in the email shows it again. The rental request
 * comes here once booked, with the hire it was answered.
 */
export function CarReceiptRoute() {
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim().toUpperCase() ?? '';
  const email = params.get('email')?.trim() ?? '';
  if (!reference || !email) return <HireNotFound />;
  return <CarReceipt reference={reference} email={email} />;
}

function CarReceipt({ reference, email }: { reference: string; email: string }) {
  const state = useLocation().state as CarReceiptState;
  const receipt = useCarReceipt(reference, email, state?.hire);

  if (receipt.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading your receipt..." />
      </div>
    );
  }
  if (receipt.isError) {
    const unknown =
      receipt.error instanceof ApiError &&
      (receipt.error.status === 404 || receipt.error.status === 400);
    if (unknown) return <HireNotFound />;
    return (
      <PageMessage title="We couldn't load your receipt">
        <p className="text-slate-600">{receipt.error.message}</p>
        <Button variant="secondary" onClick={() => void receipt.refetch()}>
          Try again
        </Button>
      </PageMessage>
    );
  }

  const hire = receipt.data;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <title>{`Receipt ${hire.reference} — Waka`}</title>
      {state?.hire?.reference === hire.reference ? (
        <SuccessBanner message={CAR_BOOKING_MESSAGES.submitted} />
      ) : null}
      {state?.holdConfirmed ? <SuccessBanner message={HOLD_CONFIRMED} /> : null}
      <CarReceiptCard
        hire={hire}
        payment={
          hire.status === 'cancelled' && hire.cancellation ? (
            <CancellationPanel
              kind="car"
              facts={{ ...hire, cancellation: hire.cancellation }}
              owner="The car’s owner"
            />
          ) : (
            <PaymentPanel
              kind="car"
              reference={hire.reference}
              email={email}
              facts={hire}
              amount={hire.totalPrice}
              bookAgainTo={carRentalPath(hire.carId)}
            />
          )
        }
        cancel={<CancelHire hire={hire} email={email} />}
      />
      <ReceiptActions pdfUrl={carReceiptPdfUrl(hire.reference, email)} />
      <p className="mt-4 text-sm print:hidden">
        <Link
          to={CAR_LISTING_PATH}
          className="font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          See other cars
        </Link>
      </p>
    </section>
  );
}

function HireNotFound() {
  return (
    <PageMessage title="Car hire not found">
      <p className="text-slate-600">
        We couldn't find a car hire with that reference and email. Check both against your
        confirmation email.
      </p>
      <ButtonLink to={FIND_BOOKING_PATH}>Find your booking</ButtonLink>
    </PageMessage>
  );
}
