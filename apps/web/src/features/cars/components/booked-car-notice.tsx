import type { TCarBooking } from '@waka/shared/cars/car-booking';
import { dayFirst } from '@waka/shared/cars/pickup-window';
import { formatNaira } from '@waka/shared/money';
import { Link } from 'react-router';
import { CAR_LISTING_PATH } from '@/lib/paths';

/**
 * What was just booked, kept on the page after the toast has gone: the
 * reference to quote (docs/product.md#booking-references), the window and the total the server charged.
 */
export function BookedCarNotice({ booking }: { booking: TCarBooking }) {
  return (
    <section
      aria-labelledby="booked-title"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-5 text-brand-900"
    >
      <h2 id="booked-title" className="text-lg font-bold">
        Booking reference{' '}
        <span data-testid="car-booking-reference" className="whitespace-nowrap">
          {booking.reference}
        </span>
      </h2>
      <p className="mt-1">
        {booking.carName}, {dayFirst(booking.pickupDate)} from {booking.pickupTime} for{' '}
        {booking.hours === 1 ? '1 hour' : `${booking.hours} hours`} at {booking.pickupAddress}.
        Total {formatNaira(booking.totalPrice)}. A confirmation is on its way to {booking.email}.
      </p>
      <p className="mt-2 text-sm">
        Book another time below, or{' '}
        <Link to={CAR_LISTING_PATH} className="font-semibold underline underline-offset-4">
          see other cars
        </Link>
        .
      </p>
    </section>
  );
}
