import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import type { TMyCarHire } from '@waka/shared/cars/my-car-hires';
import { describe, expect, it } from 'vitest';
import { myBookingRows, upcomingAndPast } from './my-booking-rows';

const stay = (reference: string, createdDate: string) =>
  ({ reference, createdDate }) as TListedBooking;
const hire = (reference: string, createdAt: string) => ({ reference, createdAt }) as TMyCarHire;

describe('myBookingRows', () => {
  it('puts stays and car hires in one list, the newest made first', () => {
    const rows = myBookingRows(
      [stay('WK-OLD', '2027-06-01T09:00:00Z'), stay('WK-NEW', '2027-06-05T09:00:00Z')],
      [hire('WC-MID', '2027-06-03T09:00:00+01:00'), hire('WC-NEWEST', '2027-06-06T08:00:00Z')],
    );
    expect(rows.map((row) => (row.kind === 'stay' ? row.booking : row.hire).reference)).toEqual([
      'WC-NEWEST',
      'WK-NEW',
      'WC-MID',
      'WK-OLD',
    ]);
    expect(rows.map((row) => row.kind)).toEqual(['car', 'stay', 'car', 'stay']);
  });

  it('is empty when neither list has anything', () => {
    expect(myBookingRows([], [])).toEqual([]);
  });
});

describe('upcomingAndPast', () => {
  const today = '2027-06-10';
  const stayUntil = (reference: string, checkOutDate: string, status = 'confirmed') =>
    ({ reference, checkOutDate, status, createdDate: '2027-06-01T09:00:00Z' }) as TListedBooking;
  const hireUntil = (reference: string, returnDate: string, status = 'confirmed') =>
    ({ reference, returnDate, status, createdAt: '2027-06-01T09:00:00Z' }) as TMyCarHire;
  const references = (rows: ReturnType<typeof myBookingRows>) =>
    rows.map((row) => (row.kind === 'stay' ? row.booking : row.hire).reference);

  it('keeps trips still ahead or under way apart from those over, cancelled or expired', () => {
    const rows = myBookingRows(
      [
        stayUntil('WK-AHEAD', '2027-06-20'),
        stayUntil('WK-LEAVING-TODAY', today),
        stayUntil('WK-OVER', '2027-06-09'),
        stayUntil('WK-CANCELLED', '2027-06-20', 'cancelled'),
        stayUntil('WK-NO-SHOW', today, 'no show'),
      ],
      [hireUntil('WC-AHEAD', '2027-06-11'), hireUntil('WC-EXPIRED', '2027-06-11', 'expired')],
    );
    const { upcoming, past } = upcomingAndPast(rows, today);
    expect(references(upcoming)).toEqual(['WK-AHEAD', 'WK-LEAVING-TODAY', 'WC-AHEAD']);
    expect(references(past)).toEqual(['WK-OVER', 'WK-CANCELLED', 'WK-NO-SHOW', 'WC-EXPIRED']);
  });
});
