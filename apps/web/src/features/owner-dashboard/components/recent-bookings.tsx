import type { ReactNode } from 'react';
import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import { formatLagosDateTime } from '@waka/shared/dates';
import { formatNaira } from '@waka/shared/money';
import { EmptyState } from '@/components/ui/empty-state';
import { PaymentStatusBadge } from '@/components/payment/payment-status-badge';

type Column = {
  label: string;
  cell: (booking: TListedBooking) => ReactNode;
  numeric?: boolean;
  /** Who booked stands out: it is what the owner scans for. */
  emphasis?: boolean;
  /** Where it sits on a small-screen card: a grid of a wide column and a narrow one on the right. */
  card: { row: number; className: string };
};

/** The table's columns (docs/product.md#owner-dashboard), in order; the small-screen cards rearrange them. */
const COLUMNS: readonly Column[] = [
  {
    label: 'User Name',
    cell: (b) => `${b.firstName} ${b.lastName}`,
    emphasis: true,
    card: { row: 1, className: '' },
  },
  { label: 'Hotel Name', cell: (b) => b.hotelName, card: { row: 2, className: 'col-span-2' } },
  { label: 'Room Name', cell: (b) => b.roomType, card: { row: 3, className: 'col-span-2' } },
  {
    label: 'Reservation Date',
    cell: (b) => formatLagosDateTime(b.createdDate),
    card: { row: 4, className: 'col-span-2' },
  },
  { label: 'Quantity', cell: (b) => b.quantity, numeric: true, card: { row: 5, className: '' } },
  {
    label: 'Total Amount',
    cell: (b) => formatNaira(b.totalAmount),
    numeric: true,
    card: { row: 5, className: 'text-right whitespace-nowrap tabular-nums' },
  },
  {
    label: 'Payment Status',
    cell: (b) => <PaymentStatusBadge paymentStatus={b.paymentStatus} />,
    card: { row: 1, className: 'text-right' },
  },
];

/** The card's reading order: row by row, left before right. */
const CARD_FIELDS = [...COLUMNS].sort((a, b) => a.card.row - b.card.row);

/**
 * Recent Room Bookings: a table where the section is 768 px wide or more, a
 * card per booking where seven columns cannot fit (every phone, and tablets
 * beside the sidebar). The parent is the size container. Only one of the two
 * is ever displayed, so a screen reader meets each booking once.
 */
export function RecentBookings({
  bookings,
  headingId,
}: {
  bookings: TListedBooking[];
  headingId: string;
}) {
  if (bookings.length === 0) {
    return (
      <EmptyState title="No bookings yet">
        <p className="text-sm text-slate-600">
          When guests book rooms in your hotels, their bookings show here.
        </p>
      </EmptyState>
    );
  }
  return (
    <>
      <ul aria-labelledby={headingId} className="flex flex-col gap-3 @3xl:hidden">
        {bookings.map((booking) => (
          <li
            key={booking.bookingId}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-3">
              {CARD_FIELDS.map((field) => (
                <div key={field.label} className={`min-w-0 ${field.card.className}`}>
                  <dt className="text-xs font-normal text-slate-600">{field.label}</dt>
                  <dd
                    className={`mt-0.5 text-sm break-words text-slate-900 ${field.emphasis ? 'font-semibold' : 'font-medium'}`}
                  >
                    {field.cell(booking)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>

      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm @3xl:block">
        <table aria-labelledby={headingId} className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={`px-3 py-3 font-semibold ${column.numeric ? 'text-right' : ''}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {bookings.map((booking) => (
              <tr key={booking.bookingId} className="align-top hover:bg-slate-50">
                {COLUMNS.map((column) => (
                  <td
                    key={column.label}
                    className={`px-3 py-3 text-slate-800 ${
                      column.numeric ? 'text-right whitespace-nowrap tabular-nums' : ''
                    } ${column.emphasis ? 'font-semibold text-slate-900' : ''}`}
                  >
                    {column.cell(booking)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
