import type { TBooking } from '@waka/shared/bookings/create-booking';
import { lagosToday } from '@waka/shared/dates';
import { CancelBookingButton } from '@/components/cancellation/cancel-booking-button';
import { calendarDayText } from '@/lib/calendar-day';

/**
 * The receipt's way to cancel (docs/product.md#cancellation), while the stay
 * is held and check-in day has not passed; the dialog says whether it is
 * still free, and after check-in time that it can no longer be cancelled.
 */
export function CancelStay({ booking, email }: { booking: TBooking; email: string }) {
  if (booking.status !== 'confirmed' || booking.checkInDate < lagosToday()) return null;
  return (
    <CancelBookingButton
      reference={booking.reference}
      email={email}
      summary={`${booking.hotelName}, ${calendarDayText(booking.checkInDate)} to ${calendarDayText(booking.checkOutDate)}`}
      context={{
        kind: 'room',
        asOwner: false,
        units: booking.rooms.reduce((sum, line) => sum + line.quantity, 0),
        paidOnline: booking.paymentMethod === 'online' || booking.paymentReference !== null,
      }}
      // The receipt shows the cancellation from the cache the dialog wrote.
      onCancelled={() => undefined}
    />
  );
}
