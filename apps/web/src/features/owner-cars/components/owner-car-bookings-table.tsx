import type { TOwnerCarBooking } from '@waka/shared/cars/car-lists';
import { formatNaira } from '@waka/shared/money';
import { ListTable, type ListTableColumn } from '@/components/ui/list-table';
import { formatLagosDateTime } from '@waka/shared/dates';
import { hireLengthWords } from '@/lib/hire-length-words';
import { BookedCar, CancelledBadge, Customer, Pickup } from './car-booking-parts';
import { CarPayment } from './car-payment';

const COLUMNS: readonly ListTableColumn[] = [
  { label: 'Booking' },
  { label: 'Car' },
  { label: 'Customer' },
  { label: 'Pickup' },
  { label: 'Length', align: 'right' },
  { label: 'Total', align: 'right' },
  { label: 'Payment' },
];

type OwnerCarBookingsTableProps = {
  bookings: TOwnerCarBooking[];
  onConfirmed: (message: string) => void;
};

/**
 * View Car Bookings as a table (docs/product.md#car-bookings), where the list
 * is wide enough for seven columns. When each was made sits under its
 * reference, leaving room for the payment.
 */
export function OwnerCarBookingsTable({ bookings, onConfirmed }: OwnerCarBookingsTableProps) {
  return (
    <ListTable caption="Car bookings" columns={COLUMNS}>
      {bookings.map((booking) => (
        <tr key={booking.bookingId} className="align-top text-slate-800 hover:bg-slate-50">
          <th
            scope="row"
            className="px-3 py-3 font-mono font-semibold whitespace-nowrap text-slate-900"
          >
            {booking.reference}
            <CancelledBadge booking={booking} />
            <BookedUnder booking={booking} />
          </th>
          <td className="px-3 py-3">
            <BookedCar booking={booking} />
          </td>
          <td className="min-w-48 px-3 py-3">
            <Customer booking={booking} />
          </td>
          <td className="px-3 py-3">
            <Pickup booking={booking} />
          </td>
          <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
            {hireLengthWords(booking.hours)}
          </td>
          <td className="px-3 py-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
            {formatNaira(booking.totalPrice)}
          </td>
          <td className="px-3 py-3">
            <CarPayment booking={booking} onConfirmed={onConfirmed} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

/** When the booking was made, under its reference: the date over the time, so the column stays narrow. */
function BookedUnder({ booking }: { booking: TOwnerCarBooking }) {
  const [day, ...time] = formatLagosDateTime(booking.createdDate).split(' ');
  return (
    <span className="mt-1 block font-sans text-xs font-normal text-slate-600 tabular-nums">
      Booked {day}
      <br />
      {time.join(' ')}
    </span>
  );
}
