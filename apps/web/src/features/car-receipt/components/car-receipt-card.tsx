import type { ReactNode } from 'react';
import { CAR_CANCELLATION_POLICY } from '@waka/shared/cancellation/cancellation-words';
import type { TCarBooking } from '@waka/shared/cars/car-booking';
import { HirePriceLines } from '@/components/car-hire/hire-price-lines';
import { SupportLine } from '@/components/support/support-line';
import { calendarDayText } from '@/lib/calendar-day';
import { hireLengthWords } from '@/lib/hire-length-words';
import { lagosDayAndTime } from '@/lib/payments/payment-clock';
import { cancelledPaymentText, paymentStatusText } from '@/lib/payments/payment-kind-words';

type CarReceiptCardProps = {
  hire: TCarBooking;
  /** Where the money stands, or the cancellation in its place. */
  payment: ReactNode;
  /** The way to cancel, under the policy; nothing once it cannot be. */
  cancel?: ReactNode;
};

/**
 * The car hire's receipt: the car, the window on a Lagos clock, who hires it,
 * the price line by line as charged
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md), and the car
 * policy (docs/product.md#cancellation).
 */
export function CarReceiptCard({ hire, payment, cancel }: CarReceiptCardProps) {
  const cancelled = hire.status === 'cancelled';
  const rows: [string, ReactNode][] = [
    [
      'Booking ID',
      <span key="ref" data-testid="car-receipt-reference" className="font-mono">
        {hire.reference}
      </span>,
    ],
    ['Hired by', hire.fullName],
    ['Pickup', `${calendarDayText(hire.pickupDate)}, ${hire.pickupTime}`],
    ['Return', `${calendarDayText(hire.returnDate)}, ${hire.returnTime}`],
    ['Duration', hireLengthWords(hire.hours)],
    ['Driver-escort', hire.escort ? 'Yes' : 'No'],
    ['Booked on', lagosDayAndTime(hire.createdAt)],
    [
      'Payment status',
      <span key="status" data-testid="receipt-payment-status">
        {cancelled
          ? cancelledPaymentText(hire, 'car')
          : paymentStatusText(hire.paymentStatus, 'car')}
      </span>,
    ],
    ...(cancelled ? ([['Booking status', 'Cancelled']] as [string, ReactNode][]) : []),
  ];
  return (
    <article
      aria-labelledby="car-receipt-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:shadow-none"
    >
      <header className="border-b border-slate-200 pb-4">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          Car hire receipt
        </p>
        <h1 id="car-receipt-title" className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
          {hire.carName}
        </h1>
        <p className="mt-1 text-slate-600">
          Pickup at {hire.pickupAddress} · <span className="font-mono">{hire.licensePlate}</span>
        </p>
      </header>
      <div className="py-5">{payment}</div>
      <dl className="divide-y divide-slate-100 border-y border-slate-200 py-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="shrink-0 text-slate-600">{label}</dt>
            <dd className="text-right font-semibold break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="car-receipt-price" className="pt-4">
        <h2 id="car-receipt-price" className="font-semibold text-slate-900">
          Price
        </h2>
        <HirePriceLines
          lines={hire.priceLines}
          total={hire.totalPrice}
          totalTestId="car-receipt-total"
        />
      </section>
      <section
        aria-labelledby="car-receipt-policy"
        className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-700"
      >
        <h2 id="car-receipt-policy" className="mb-1 font-semibold text-slate-900">
          Cancellation policy
        </h2>
        <p data-testid="car-cancellation-policy">{CAR_CANCELLATION_POLICY}</p>
        {cancel}
        {cancelled ? null : (
          <p className="mt-3">
            A confirmation email has been sent to{' '}
            <span className="font-semibold">{hire.email}</span>.
          </p>
        )}
        <SupportLine className="mt-3" />
      </section>
    </article>
  );
}
