import { CANCELLATION_POLICY, type TBooking } from '@waka/shared/bookings/create-booking';
import { formatNaira } from '@waka/shared/money';
import { paymentNextStep } from '@waka/shared/payments/payment-next-step';
import { PAYMENT_STATUS_WORDS } from '@waka/shared/payments/payment-words';
import {
  BRAND,
  cancellationRows,
  lagosTimeWords,
  METHOD_WORDS,
  renderReceipt,
} from '../../lib/receipts/receipt-pdf';

/** The booking receipt as a real PDF (docs/product.md#completed-features), the same facts as the receipt page. */
export async function renderReceiptPdf(booking: TBooking): Promise<Buffer> {
  return renderReceipt(`Waka receipt ${booking.reference}`, 'Booking receipt', (page) => {
    const { doc, row } = page;
    doc.font('bold').fontSize(16).fillColor('#111').text(booking.hotelName);
    doc.font('regular').fontSize(10).fillColor('#333').text(booking.hotelAddress);
    doc.moveDown();

    row('Booking ID', booking.reference);
    row('Guest', `${booking.customer.firstName} ${booking.customer.lastName}`);
    row('Check-in', booking.checkInDate);
    row('Check-out', booking.checkOutDate);
    row('Nights', String(booking.nights));
    row('Booking date', lagosTimeWords(booking.createdAt));
    row('Payment status', PAYMENT_STATUS_WORDS[booking.paymentStatus]);
    if (booking.paymentMethod) row('Payment method', METHOD_WORDS[booking.paymentMethod]);
    row('Contact phone', booking.hotelContactNo);
    cancellationRows(page, booking.cancellation, 'the hotel');
    doc.moveDown();

    // What the guest should do about the money next (docs/product.md#payment).
    for (const line of paymentNextStep(booking, 'hotel'))
      doc.font('bold').fontSize(11).fillColor(BRAND).text(line);
    doc.moveDown();

    doc.font('bold').fontSize(13).fillColor('#111').text('Rooms');
    for (const line of booking.rooms) {
      doc
        .font('regular')
        .fontSize(11)
        .text(
          `${line.quantity} × ${line.roomType} — ${formatNaira(line.price)} a night × ${booking.nights} = ${formatNaira(line.lineTotal)}`,
        );
    }
    doc.moveDown();
    row('Room charges', formatNaira(booking.totalAmount));
    doc
      .font('bold')
      .fontSize(14)
      .fillColor(BRAND)
      .text(`Total bill: ${formatNaira(booking.totalAmount)}`);
    doc.moveDown();

    doc.font('bold').fontSize(11).fillColor('#111').text('Cancellation policy');
    doc.font('regular').fontSize(10).fillColor('#333').text(CANCELLATION_POLICY);
  });
}
