import type { TCarBooking } from '@waka/shared/cars/car-booking';
import { dayFirst } from '@waka/shared/cars/pickup-window';
import { CAR_CANCELLATION_POLICY } from '@waka/shared/cancellation/cancellation-words';
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

/**
 * A car hire's receipt as a real PDF, the same facts as /car-hire-receipt:
 * the car, the window on the Lagos clock, the lines charged and the money
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md).
 */
export async function renderCarHireReceiptPdf(hire: TCarBooking): Promise<Buffer> {
  return renderReceipt(`Waka car hire receipt ${hire.reference}`, 'Car hire receipt', (page) => {
    const { doc, row } = page;
    doc.font('bold').fontSize(16).fillColor('#111').text(hire.carName);
    doc.font('regular').fontSize(10).fillColor('#333').text(hire.pickupAddress);
    doc.moveDown();

    row('Booking ID', hire.reference);
    row('Renter', hire.fullName);
    row('Licence plate', hire.licensePlate);
    row('Pickup', `${hire.pickupTime} on ${dayFirst(hire.pickupDate)}`);
    row('Return', `${hire.returnTime} on ${dayFirst(hire.returnDate)}`);
    row('Hours', String(hire.hours));
    if (hire.escort) row('Driver-escort', 'Yes');
    row('Booking date', lagosTimeWords(hire.createdAt));
    row('Payment status', PAYMENT_STATUS_WORDS[hire.paymentStatus]);
    if (hire.paymentMethod) row('Payment method', METHOD_WORDS[hire.paymentMethod]);
    cancellationRows(page, hire.cancellation, "the car's owner");
    doc.moveDown();

    for (const line of paymentNextStep(hire, 'pickup'))
      doc.font('bold').fontSize(11).fillColor(BRAND).text(line);
    doc.moveDown();

    doc.font('bold').fontSize(13).fillColor('#111').text('Price');
    for (const line of hire.priceLines) {
      doc
        .font('regular')
        .fontSize(11)
        .text(`${line.words} × ${formatNaira(line.unitPrice)} = ${formatNaira(line.amount)}`);
    }
    doc.moveDown();
    doc
      .font('bold')
      .fontSize(14)
      .fillColor(BRAND)
      .text(`Total: ${formatNaira(hire.totalPrice)}`);
    doc.moveDown();

    doc.font('bold').fontSize(11).fillColor('#111').text('Cancellation policy');
    doc.font('regular').fontSize(10).fillColor('#333').text(CAR_CANCELLATION_POLICY);
  });
}
