import { describe, expect, it } from 'vitest';
import { pickupDay, returnText } from './car-booking-display';

describe('returnText', () => {
  it('is the hour alone when the car is back the day it left', () => {
    expect(
      returnText({ pickupDate: '2027-06-12', returnDate: '2027-06-12', returnTime: '13:00' }),
    ).toBe('13:00');
  });

  it('names the day when the hire crosses midnight', () => {
    expect(
      returnText({ pickupDate: '2027-06-12', returnDate: '2027-06-13', returnTime: '02:00' }),
    ).toBe(`02:00 on ${pickupDay('2027-06-13')}`);
    expect(pickupDay('2027-06-13')).toBe('Sun, 13 Jun 2027');
  });
});
