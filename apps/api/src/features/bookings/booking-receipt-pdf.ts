import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CANCELLATION_POLICY, type TBooking } from '@waka/shared/bookings/create-booking';
import { formatNaira } from '@waka/shared/money';
import { paymentNextStep } from '@waka/shared/payments/payment-next-step';
import { PAYMENT_STATUS_WORDS } from '@waka/shared/payments/payment-words';
import type { TPaymentMethod } from '@waka/shared/payments/payments';

// DejaVu Sans has the naira sign (₦); PDF's built-in Helvetica does not.
const fonts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/fonts');
const REGULAR = path.join(fonts, 'DejaVuSans.ttf');
const BOLD = path.join(fonts, 'DejaVuSans-Bold.ttf');
const BRAND = '#0f766e';

const METHOD_WORDS: Record<TPaymentMethod, string> = {
  online: 'Online (Paystack)',
  'at hotel': 'At the hotel',
  'at pickup': 'At pickup',
  transfer: 'Bank transfer',
};

/** The booking receipt as a real PDF (docs/product.md#completed-features), the same facts as the receipt page. */
export async function renderReceiptPdf(booking: TBooking): Promise<Buffer> {
  // Loaded on the first receipt, not at start-up (bench/README.md#start-up).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Waka receipt ${booking.reference}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('regular', REGULAR).registerFont('bold', BOLD);
  doc.font('bold').fontSize(22).fillColor(BRAND).text('Waka');
  doc.font('regular').fontSize(10).fillColor('#555').text('Booking receipt');
  doc.moveDown();

  doc.font('bold').fontSize(16).fillColor('#111').text(booking.hotelName);
  doc.font('regular').fontSize(10).fillColor('#333').text(booking.hotelAddress);
  doc.moveDown();

  const row = (label: string, value: string) => {
    doc.font('regular').fontSize(11).fillColor('#555').text(`${label}: `, { continued: true });
    doc.font('bold').fillColor('#111').text(value);
  };
  row('Booking ID', booking.reference);
  row('Guest', `${booking.customer.firstName} ${booking.customer.lastName}`);
  row('Check-in', booking.checkInDate);
  row('Check-out', booking.checkOutDate);
  row('Nights', String(booking.nights));
  row(
    'Booking date',
    new Date(booking.createdAt).toLocaleString('en-NG', { timeZone: 'Africa/Lagos' }),
  );
  row('Payment status', PAYMENT_STATUS_WORDS[booking.paymentStatus]);
  if (booking.paymentMethod) row('Payment method', METHOD_WORDS[booking.paymentMethod]);
  row('Contact phone', booking.hotelContactNo);
  const { cancellation } = booking;
  if (cancellation) {
    const when = new Date(cancellation.cancelledAt).toLocaleString('en-NG', {
      timeZone: 'Africa/Lagos',
    });
    row(
      'Cancelled',
      `${when} by ${cancellation.cancelledBy === 'owner' ? 'the hotel' : 'the guest'}`,
    );
    if (cancellation.reason) row('Reason', cancellation.reason);
    row('Kept', formatNaira(cancellation.keptAmount));
    row('Refund', formatNaira(cancellation.refundAmount));
  }
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
  doc.end();
  return done;
}
