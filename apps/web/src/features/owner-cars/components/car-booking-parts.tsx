import type { TOwnerCarBooking } from '@waka/shared/cars/car-lists';
import { formatLagosDateTime } from '@waka/shared/dates';
import { pickupDay, returnText } from '../car-booking-display';

type BookingProps = { booking: TOwnerCarBooking };

/** The car booked, and its plate (the car may have been deleted since: its bookings stay). */
export function BookedCar({ booking }: BookingProps) {
  return (
    <>
      <span className="block font-semibold break-words text-slate-900">
        {booking.make} {booking.model} {booking.year}
      </span>
      <span className="block font-mono text-slate-600">{booking.licensePlate}</span>
    </>
  );
}

/** Who hires it and how to reach them. */
export function Customer({ booking }: BookingProps) {
  return (
    <>
      <span className="block font-semibold break-words text-slate-900">{booking.fullName}</span>
      <a
        href={`tel:${booking.phone}`}
        className="block text-brand-800 underline-offset-2 hover:underline"
      >
        {booking.phone}
      </a>
      <a
        href={`mailto:${booking.email}`}
        className="block break-words text-brand-800 underline-offset-2 hover:underline"
      >
        {booking.email}
      </a>
    </>
  );
}

/** Pickup on a Lagos clock (docs/product.md#dates): the day, the hour, and when the car is due back. */
export function Pickup({ booking }: BookingProps) {
  return (
    <>
      <span className="block font-semibold whitespace-nowrap text-slate-900">
        {pickupDay(booking.pickupDate)}
      </span>
      <span className="block text-slate-700 tabular-nums">
        {booking.pickupTime} to {returnText(booking)}
      </span>
    </>
  );
}

/** When the booking was made, DD-MM-YYYY hh:mm A in Lagos, as the dashboard shows it (docs/product.md#car-bookings). */
export function BookedOn({ booking }: BookingProps) {
  const [day, ...time] = formatLagosDateTime(booking.createdDate).split(' ');
  return (
    <>
      <span className="whitespace-nowrap">{day}</span>{' '}
      <span className="whitespace-nowrap">{time.join(' ')}</span>
    </>
  );
}

/** A cancelled booking says so; a confirmed one needs no badge. */
export function CancelledBadge({ booking }: BookingProps) {
  if (booking.status !== 'cancelled') return null;
  return (
    <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
      Cancelled
    </span>
  );
}
