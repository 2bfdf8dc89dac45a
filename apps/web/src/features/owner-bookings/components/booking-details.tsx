import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import { CancelledSummary } from '@/components/cancellation/cancelled-summary';
import { HoldLine } from '@/components/payment/hold-line';
import { plural, stayDay } from '../booking-display';

/** Who booked: name first, then how to reach them. */
export function GuestDetails({ booking }: { booking: TListedBooking }) {
  const at = booking.email.lastIndexOf('@');
  const [local, domain] = [booking.email.slice(0, at), booking.email.slice(at)];
  return (
    <>
      <span className="block font-semibold text-slate-900">
        {booking.firstName} {booking.lastName}
      </span>
      <a
        href={`mailto:${booking.email}`}
        className="block break-words text-brand-800 underline-offset-2 hover:underline"
      >
        {/* A narrow column breaks the address before its @ rather than anywhere. */}
        {local}
        <wbr />
        {domain}
      </a>
      <a
        href={`tel:${booking.phone}`}
        className="block text-slate-700 underline-offset-2 hover:underline"
      >
        {booking.phone}
      </a>
    </>
  );
}

/** The booked room types and how many units in all. */
export function RoomsBooked({ booking }: { booking: TListedBooking }) {
  return (
    <>
      <span className="block">{booking.roomType}</span>
      <span className="block text-slate-600">{plural(booking.quantity, 'room')}</span>
    </>
  );
}

/** Check-in to check-out, and the nights between. */
export function StayDates({ booking }: { booking: TListedBooking }) {
  return (
    <>
      <span className="block whitespace-nowrap">{stayDay(booking.checkInDate)}</span>
      <span className="block whitespace-nowrap">
        <span className="text-slate-600">to </span>
        {stayDay(booking.checkOutDate)}
      </span>
      <span className="block text-slate-600">{plural(booking.nights, 'night')}</span>
    </>
  );
}

/**
 * Until when a hold awaiting payment runs, or, once the booking was cancelled
 * or the guest never came, what was kept and what goes back: the receipt's
 * words, told to the owner. Nothing for a booking neither held unpaid nor ended.
 */
export function BookingMoney({
  booking,
  className = '',
}: {
  booking: TListedBooking;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-1 empty:hidden ${className}`}>
      <HoldLine facts={booking} kind="room" reader="owner" />
      <CancelledSummary facts={booking} kind="room" reader="owner" />
    </div>
  );
}
