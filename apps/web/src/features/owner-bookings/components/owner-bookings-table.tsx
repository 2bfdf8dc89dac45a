import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import { formatLagosDateTime } from '@waka/shared/dates';
import { formatNaira } from '@waka/shared/money';
import { ListTable, type ListTableColumn } from '@/components/ui/list-table';
import { BookingMoney, GuestDetails, RoomsBooked, StayDates } from './booking-details';
import { PaymentActions, PaymentState, type PaymentNotice } from './payment-actions';

type OwnerBookingsTableProps = {
  bookings: TListedBooking[];
  onNotice: (notice: PaymentNotice) => void;
};

const COLUMNS: readonly ListTableColumn[] = [
  { label: 'Booking', className: 'whitespace-nowrap' },
  { label: 'Guest', className: 'whitespace-nowrap' },
  { label: 'Hotel and rooms', className: 'whitespace-nowrap' },
  { label: 'Stay', className: 'whitespace-nowrap' },
  { label: 'Total', align: 'right', className: 'whitespace-nowrap' },
  { label: 'Payment', className: 'whitespace-nowrap' },
];

/**
 * The bookings as a table, where the list is wide enough for six columns.
 * When each was made sits under its reference: a column of its own would not fit beside the sidebar.
 */
export function OwnerBookingsTable({ bookings, onNotice }: OwnerBookingsTableProps) {
  return (
    <ListTable caption="Bookings" columns={COLUMNS}>
      {bookings.map((booking) => (
        <tr key={booking.bookingId} className="align-top text-slate-800 hover:bg-slate-50">
          <th scope="row" className="px-3 py-3 font-normal whitespace-nowrap">
            <span className="block font-mono font-semibold text-slate-900">
              {booking.reference}
            </span>
            <BookedOn createdDate={booking.createdDate} />
          </th>
          {/* Wide enough for most addresses on one line; a longer one breaks before its @. */}
          <td className="min-w-52 px-3 py-3">
            <GuestDetails booking={booking} />
          </td>
          <td className="px-3 py-3">
            <span className="block font-semibold break-words text-slate-900">
              {booking.hotelName}
            </span>
            <RoomsBooked booking={booking} />
          </td>
          <td className="px-3 py-3">
            <StayDates booking={booking} />
          </td>
          <td className="px-3 py-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
            {formatNaira(booking.totalAmount)}
          </td>
          <td className="px-3 py-3">
            <div className="flex flex-col items-start gap-2">
              <PaymentState booking={booking} />
              <BookingMoney booking={booking} className="max-w-60" />
              <PaymentActions booking={booking} onNotice={onNotice} />
            </div>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

/** When the booking was made, DD-MM-YYYY hh:mm A in Lagos (docs/product.md#owner-bookings). */
function BookedOn({ createdDate }: { createdDate: string }) {
  // The time under the date, so the column stays as narrow as the reference.
  const [day, ...time] = formatLagosDateTime(createdDate).split(' ');
  return (
    <span className="mt-1 block text-xs text-slate-600 tabular-nums">
      Booked {day}
      <br />
      {time.join(' ')}
    </span>
  );
}
