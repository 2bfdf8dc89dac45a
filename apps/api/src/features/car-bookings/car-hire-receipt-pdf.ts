import type { TCarBooking } from '@waka/shared/cars/car-booking';
import { dayFirst } from '@waka/shared/cars/pickup-window';
import { CAR_CANCELLATION_POLICY } from '@waka/shared/cancellation/cancellation-words';
import { formatNaira } from '@waka/shared/money';
import { paymentNextStep } from '@waka/shared/payments/payment-next-step';
import {
  cancellationRows,
  lagosTimeWords,
  paymentRows,
  renderReceipt,
} from '../../lib/receipts/receipt-pdf';
import type { SupportNumbers } from '@waka/shared/support/support-line';

/**
 * A car hire's receipt as a real PDF, the same facts as /car-hire-receipt:
 * the car, the window on the Lagos clock, the lines charged and the money
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md).
 */
export async function renderCarHireReceiptPdf(
  hire: TCarBooking,
  support: SupportNumbers,
): Promise<Buffer> {
  return renderReceipt(
    {
      title: `Waka car hire receipt ${hire.reference}`,
      kind: 'Car hire receipt',
      heading: hire.carName,
      subheading: hire.pickupAddress,
      rows: [
        ['Booking ID', hire.reference],
        ['Renter', hire.fullName],
        ['Licence plate', hire.licensePlate],
        ['Pickup', `${hire.pickupTime} on ${dayFirst(hire.pickupDate)}`],
        ['Return', `${hire.returnTime} on ${dayFirst(hire.returnDate)}`],
        ['Hours', String(hire.hours)],
        ...(hire.escort ? [['Driver-escort', 'Yes'] as const] : []),
        ['Booking date', lagosTimeWords(hire.createdAt)],
        ...paymentRows(hire),
        ...cancellationRows(hire.cancellation, "the car's owner"),
      ],
      nextSteps: paymentNextStep(hire, 'pickup'),
      linesTitle: 'Price',
      lines: hire.priceLines.map(
        (line) => `${line.words} × ${formatNaira(line.unitPrice)} = ${formatNaira(line.amount)}`,
      ),
      total: `Total: ${formatNaira(hire.totalPrice)}`,
      policy: CAR_CANCELLATION_POLICY,
    },
    support,
  );
}
