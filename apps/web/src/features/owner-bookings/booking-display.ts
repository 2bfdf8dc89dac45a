import { PAYMENT_STATUS_WORDS } from '@waka/shared/payments/payment-words';
import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import { calendarDayText } from '@/lib/calendar-day';

/** A stay date as an owner reads it: 'Sat, 12 Jun 2027'. */
export const stayDay = calendarDayText;

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** The payment states (docs/product.md#payment), in the owner's words. */
export const PAYMENT_LABELS: Record<TListedBooking['paymentStatus'], string> = PAYMENT_STATUS_WORDS;
