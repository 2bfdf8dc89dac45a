import type { ReactNode } from 'react';
import type { TCarBooking } from '@waka/shared/cars/car-booking';
import { formatNaira } from '@waka/shared/money';
import { calendarDayText } from '@/lib/calendar-day';
import { lagosDayAndTime } from '@/lib/payments/payment-clock';
import { paymentStatusText } from '@/lib/payments/payment-kind-words';

/** The car hire's receipt: the car, the window on a Lagos clock, who hires it, the total. */
export function CarReceiptCard({ hire, payment }: { hire: TCarBooking; payment: ReactNode }) {
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
    ['Duration', hire.hours === 1 ? '1 hour' : `${hire.hours} hours`],
    ['Hourly rate', formatNaira(hire.hourlyRate)],
    ['Booked on', lagosDayAndTime(hire.createdAt)],
    [
      'Payment status',
      <span key="status" data-testid="receipt-payment-status">
        {paymentStatusText(hire.paymentStatus, 'car')}
      </span>,
    ],
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
      <div className="flex justify-between gap-4 pt-4 text-lg">
        <span className="font-semibold text-slate-900">Total</span>
        <span data-testid="car-receipt-total" className="font-bold text-brand-800">
          {formatNaira(hire.totalPrice)}
        </span>
      </div>
      <p className="mt-4 text-sm text-slate-700">
        A confirmation email has been sent to <span className="font-semibold">{hire.email}</span>.
      </p>
    </article>
  );
}
