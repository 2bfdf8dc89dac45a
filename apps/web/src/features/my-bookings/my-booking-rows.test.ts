import type { TListedBooking } from '@waka/shared/bookings/booking-lists';
import type { TMyCarHire } from '@waka/shared/cars/my-car-hires';
import { describe, expect, it } from 'vitest';
import { myBookingRows } from './my-booking-rows';

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
