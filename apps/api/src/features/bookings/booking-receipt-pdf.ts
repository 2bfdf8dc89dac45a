import { CANCELLATION_POLICY, type TBooking } from '@waka/shared/bookings/create-booking';
import { formatNaira } from '@waka/shared/money';
import { paymentNextStep } from '@waka/shared/payments/payment-next-step';
import {
  cancellationRows,
  lagosTimeWords,
  paymentRows,
  renderReceipt,
} from '../../lib/receipts/receipt-pdf';
import type { SupportNumbers } from '@waka/shared/support/support-line';

/** The booking receipt as a real PDF (docs/product.md#completed-features), the same facts as the receipt page. */
export async function renderReceiptPdf(
  booking: TBooking,
  support: SupportNumbers,
): Promise<Buffer> {
  return renderReceipt(
    {
      title: `Waka receipt ${booking.reference}`,
      kind: 'Booking receipt',
      heading: booking.hotelName,
      subheading: booking.hotelAddress,
      rows: [
        ['Booking ID', booking.reference],
        ['Guest', `${booking.customer.firstName} ${booking.customer.lastName}`],
        ['Check-in', booking.checkInDate],
        ['Check-out', booking.checkOutDate],
        ['Nights', String(booking.nights)],
        ['Booking date', lagosTimeWords(booking.createdAt)],
        ...paymentRows(booking),
        ['Contact phone', booking.hotelContactNo],
        ...cancellationRows(booking.cancellation, 'the hotel'),
      ],
      nextSteps: paymentNextStep(booking, 'hotel'),
      linesTitle: 'Rooms',
      lines: booking.rooms.map(
        (line) =>
          `${line.quantity} × ${line.roomType} — ${formatNaira(line.price)} a night × ${booking.nights} = ${formatNaira(line.lineTotal)}`,
      ),
      afterLines: [['Room charges', formatNaira(booking.totalAmount)]],
      total: `Total bill: ${formatNaira(booking.totalAmount)}`,
      policy: CANCELLATION_POLICY,
    },
    support,
  );
}
