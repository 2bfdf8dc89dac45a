import type { ReactNode } from 'react';
import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import { formatLagosDateTime } from '@waka/shared/dates';
import { formatNaira } from '@waka/shared/money';
import { plural, stayDay } from '../booking-display';
import { BookingMoney, GuestDetails } from './booking-details';
import { PaymentActions, PaymentState, type PaymentNotice } from './payment-actions';

type OwnerBookingCardsProps = {
  bookings: TListedBooking[];
  onNotice: (notice: PaymentNotice) => void;
};

/** The bookings as a card each, where seven columns cannot fit (phones, and tablets beside the sidebar). */
export function OwnerBookingCards({ bookings, onNotice }: OwnerBookingCardsProps) {
  return (
    <ul aria-label="Bookings" className="grid gap-3 @2xl:grid-cols-2">
      {bookings.map((booking) => (
        <li
          key={booking.bookingId}
          className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-mono text-base font-semibold text-slate-900">
              {booking.reference}
            </h3>
            <PaymentState booking={booking} />
          </div>
          <p className="text-sm">
            <GuestDetails booking={booking} />
          </p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 border-t border-slate-100 pt-3 text-sm">
            <Detail term="Hotel">{booking.hotelName}</Detail>
            <Detail term="Rooms">
              {booking.roomType} ·{' '}
              <span className="whitespace-nowrap">{plural(booking.quantity, 'room')}</span>
            </Detail>
            <Detail term="Check-in">{stayDay(booking.checkInDate)}</Detail>
            <Detail term="Check-out">{stayDay(booking.checkOutDate)}</Detail>
            <Detail term="Nights">{booking.nights}</Detail>
            <Detail term="Total">
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatNaira(booking.totalAmount)}
              </span>
            </Detail>
            <Detail term="Booked on">
              <BookedOn createdDate={booking.createdDate} />
            </Detail>
          </dl>
          <BookingMoney booking={booking} />
          <PaymentActions booking={booking} onNotice={onNotice} className="w-full" />
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

/** DD-MM-YYYY hh:mm A in Lagos (docs/product.md#owner-bookings); a narrow card breaks it between the date and the time only. */
function BookedOn({ createdDate }: { createdDate: string }) {
  const [day, ...time] = formatLagosDateTime(createdDate).split(' ');
  return (
    <>
      <span className="whitespace-nowrap">{day}</span>{' '}
      <span className="whitespace-nowrap">{time.join(' ')}</span>
    </>
  );
}
