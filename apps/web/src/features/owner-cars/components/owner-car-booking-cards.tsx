import type { ReactNode } from 'react';
import type { TOwnerCarBooking } from '@waka/shared/cars/car-lists';
import { formatNaira } from '@waka/shared/money';
import { hireLengthWords } from '@/lib/hire-length-words';
import { BookedCar, BookedOn, CancelledBadge, Customer, Pickup } from './car-booking-parts';
import { CarPayment } from './car-payment';

type OwnerCarBookingCardsProps = {
  bookings: TOwnerCarBooking[];
  onConfirmed: (message: string) => void;
};

/** View Car Bookings as a card each, where seven columns cannot fit (phones, tablets beside the sidebar). */
export function OwnerCarBookingCards({ bookings, onConfirmed }: OwnerCarBookingCardsProps) {
  return (
    <ul aria-label="Car bookings" className="grid gap-3 @2xl:grid-cols-2">
      {bookings.map((booking) => (
        <li
          key={booking.bookingId}
          className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <h3 className="font-mono text-base font-semibold text-slate-900">
            {booking.reference}
            <CancelledBadge booking={booking} />
          </h3>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <Detail term="Car">
              <BookedCar booking={booking} />
            </Detail>
            <Detail term="Customer">
              <Customer booking={booking} />
            </Detail>
            <Detail term="Pickup">
              <Pickup booking={booking} />
            </Detail>
            <Detail term="Length">{hireLengthWords(booking.hours)}</Detail>
            <Detail term="Total">
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatNaira(booking.totalPrice)}
              </span>
            </Detail>
            <Detail term="Created">
              <BookedOn booking={booking} />
            </Detail>
          </dl>
          <CarPayment
            booking={booking}
            onConfirmed={onConfirmed}
            className="border-t border-slate-100 pt-3"
          />
        </li>
      ))}
    </ul>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0 font-medium break-words text-slate-800">{children}</dd>
    </>
  );
}
