import type { TCarBooking } from '@waka/shared/cars/car-booking';
import { formatNaira } from '@waka/shared/money';
import { Link } from 'react-router';
import { PaymentPanel } from '@/components/payment/payment-panel';
import { Button } from '@/components/ui/button';
import { calendarDayText } from '@/lib/calendar-day';
import { usePaymentFacts } from '@/lib/payments/booking-queries';
import { CAR_LISTING_PATH } from '@/lib/paths';
import { carHireReceiptPath } from '@waka/shared/receipt-paths';

type HireBookedProps = { booking: TCarBooking; onBookAnother: () => void };

/**
 * What was just booked, in place of the form: the reference to quote
 * (docs/product.md#booking-references), the window and the total the server
 * charged, and the two ways to pay (docs/product.md#payment).
 */
export function HireBooked({ booking, onBookAnother }: HireBookedProps) {
  const facts = usePaymentFacts(booking.reference, booking.email, booking);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <section
        aria-labelledby="booked-title"
        className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="booked-title" className="text-xl font-bold text-slate-900">
          Booking reference{' '}
          <span data-testid="car-booking-reference" className="font-mono whitespace-nowrap">
            {booking.reference}
          </span>
        </h2>
        <p className="mt-2 text-slate-700">
          {booking.carName}, {calendarDayText(booking.pickupDate)} from {booking.pickupTime} for{' '}
          {booking.hours === 1 ? '1 hour' : `${booking.hours} hours`} at {booking.pickupAddress}.
          Total{' '}
          <span className="font-semibold text-slate-900">{formatNaira(booking.totalPrice)}</span>. A
          confirmation is on its way to <span className="break-words">{booking.email}</span>.
        </p>
        <p className="mt-3 text-sm">
          <Link
            to={carHireReceiptPath(booking.reference, booking.email)}
            state={{ hire: booking }}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            Open your receipt
          </Link>
        </p>
      </section>
      <PaymentPanel
        kind="car"
        reference={booking.reference}
        email={booking.email}
        facts={facts.data ?? booking}
        amount={booking.totalPrice}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button variant="secondary" onClick={onBookAnother}>
          Book another time
        </Button>
        <Link
          to={CAR_LISTING_PATH}
          className="font-semibold text-brand-800 underline-offset-4 hover:underline sm:ml-auto"
        >
          See other cars
        </Link>
      </div>
    </div>
  );
}
