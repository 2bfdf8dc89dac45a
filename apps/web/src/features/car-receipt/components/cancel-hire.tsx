import type { TCarBooking } from '@waka/shared/cars/car-booking';
import { lagosToday } from '@waka/shared/dates';
import { CancelBookingButton } from '@/components/cancellation/cancel-booking-button';
import { calendarDayText } from '@/lib/calendar-day';

/**
 * The car receipt's way to cancel (docs/product.md#cancellation), while the
 * hire is held and pickup day has not passed; the dialog says whether it is
 * still free, and after pickup time that it can no longer be cancelled.
 */
export function CancelHire({ hire, email }: { hire: TCarBooking; email: string }) {
  if (hire.status !== 'confirmed' || hire.pickupDate < lagosToday()) return null;
  return (
    <CancelBookingButton
      reference={hire.reference}
      email={email}
      summary={`${hire.carName}, ${calendarDayText(hire.pickupDate)} from ${hire.pickupTime}`}
      context={{
        kind: 'car',
        asOwner: false,
        units: 1,
        paidOnline: hire.paymentMethod === 'online' || hire.paymentReference !== null,
      }}
      // The receipt shows the cancellation from the cache the dialog wrote.
      onCancelled={() => undefined}
      className="mt-3"
    />
  );
}
