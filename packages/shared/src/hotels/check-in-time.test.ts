import { describe, expect, it } from 'vitest';
import { HOTEL_MESSAGES, ZCheckInTime, ZEditHotelRequest } from './register-hotel';

describe('ZCheckInTime', () => {
  it('takes a 24-hour Lagos time from 00:00 to 23:59', () => {
    for (const time of ['00:00', '09:30', '14:00', '23:59', ' 12:00 '])
      expect(ZCheckInTime.parse(time)).toBe(time.trim());
  });

  it('refuses anything else, in words a person can act on', () => {
    for (const time of ['24:00', '7:00', '12:60', '12:00:00', '2pm', ''])
      expect(ZCheckInTime.safeParse(time).error?.issues[0]?.message).toBe(
        HOTEL_MESSAGES.checkInTimeInvalid,
      );
  });

  it('is optional on an edit, where leaving it out keeps the stored time', () => {
    const edit = ZEditHotelRequest.shape.checkInTime;
    expect(edit.parse(undefined)).toBeUndefined();
    expect(edit.safeParse('25:00').success).toBe(false);
  });
});
