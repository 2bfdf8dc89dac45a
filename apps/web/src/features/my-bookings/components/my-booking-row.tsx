import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import { formatWholeNaira } from '@waka/shared/money';
import { CARD_PHOTO_WIDTH } from '@waka/shared/uploads/photo-url';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { calendarDayText } from '@/lib/calendar-day';

const readable = calendarDayText;

/** One booking in My Bookings (docs/product.md#my-bookings): Hotels, Date & Timings, Payment. */
export function MyBookingRow({ booking, onPay }: { booking: TListedBooking; onPay: () => void }) {
  const paid = booking.paymentStatus === 'paid';
  return (
    <tr className="align-top">
      <td className="py-4 pr-4">
        <div className="flex gap-3">
          <ImageWithFallback
            src={booking.roomImage ?? ''}
            sizedTo={CARD_PHOTO_WIDTH}
            alt=""
            width={112}
            height={75}
            className="h-[75px] w-28 shrink-0 rounded-lg object-cover"
          />
          <div className="flex flex-col gap-0.5 text-sm">
            <span className="font-semibold text-slate-900">{booking.hotelName}</span>
            <span className="text-slate-700">{booking.roomType}</span>
            <span className="text-slate-600">{booking.hotelAddress || booking.hotelContactNo}</span>
            <span className="text-slate-600">
              Guests: {booking.firstName} {booking.lastName} · {booking.quantity} room
              {booking.quantity === 1 ? '' : 's'}
            </span>
            <span className="font-semibold text-slate-900">
              Total: {formatWholeNaira(booking.totalAmount)}
            </span>
          </div>
        </div>
      </td>
      <td className="py-4 pr-4 text-sm text-slate-800">
        <span className="block">Check-in: {readable(booking.checkInDate)}</span>
        <span className="block">Check-out: {readable(booking.checkOutDate)}</span>
        <span className="block text-slate-600">Ref {booking.reference}</span>
      </td>
      <td className="py-4 text-sm">
        <span
          className={`inline-flex items-center gap-1.5 font-semibold ${paid ? 'text-green-700' : 'text-red-700'}`}
        >
          <span
            aria-hidden="true"
            className={`h-2.5 w-2.5 rounded-full ${paid ? 'bg-green-600' : 'bg-red-600'}`}
          />
          {paid ? 'Paid' : 'Unpaid'}
        </span>
        {paid ? null : (
          <button
            type="button"
            onClick={onPay}
            className="mt-2 block rounded-lg border border-brand-700 px-3 py-1.5 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Pay Now
            <span className="sr-only">
              {' '}
              for {booking.hotelName}, {booking.reference}
            </span>
          </button>
        )}
      </td>
    </tr>
  );
}
