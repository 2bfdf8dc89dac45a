import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import { madeOnce } from '@waka/shared/made-once';

/** A stay date (YYYY-MM-DD, no zone: D2) as an owner reads it: 'Sat, 12 Jun 2027'. */
const stayDayFormat = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
export const stayDay = (isoDate: string) =>
  stayDayFormat().format(new Date(`${isoDate}T00:00:00Z`));

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** The spec's two payment states (§3, §4), in the owner's words. */
export const PAYMENT_LABELS: Record<TListedBooking['paymentStatus'], string> = {
  paid: 'Paid',
  'not paid': 'Not paid',
};
