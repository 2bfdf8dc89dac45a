import { describe, expect, it } from 'vitest';
import { ZCreateCarBookingRequest } from './car-booking';
import { HIRE_LENGTH_MESSAGES, hireHours } from './hire-length';

const base = {
  carId: '00000000-0000-4000-8000-000000000001',
  pickupDate: '2027-03-01',
  pickupTime: '10:00',
  fullName: 'Ada Obi',
  phone: '08031234567',
  email: 'ada@example.ng',
  totalPrice: 1,
};

function issues(body: Record<string, unknown>) {
  const result = ZCreateCarBookingRequest.safeParse({ ...base, ...body });
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('a hire lasts hours or until a return date and time', () => {
  it('reads hours as before, up to 24', () => {
    expect(issues({ hours: 24 })).toEqual([]);
    expect(issues({ hours: 25 })).toEqual([['hours', 'Maximum 24 hours']]);
  });

  it('reads a return date and time as whole hours on a Lagos clock', () => {
    expect(hireHours({ ...base, returnDate: '2027-03-04', returnTime: '10:00' })).toBe(72);
    expect(hireHours({ ...base, returnDate: '2027-03-01', returnTime: '11:00' })).toBe(1);
    expect(issues({ returnDate: '2027-03-04', returnTime: '10:00' })).toEqual([]);
  });

  it('allows 30 days and refuses a minute more than that', () => {
    expect(issues({ returnDate: '2027-03-31', returnTime: '10:00' })).toEqual([]);
    expect(issues({ returnDate: '2027-03-31', returnTime: '11:00' })).toEqual([
      ['returnDate', HIRE_LENGTH_MESSAGES.tooLong(30)],
    ]);
  });

  it('refuses a return at or before the pickup', () => {
    expect(issues({ returnDate: '2027-03-01', returnTime: '10:00' })).toEqual([
      ['returnDate', HIRE_LENGTH_MESSAGES.returnAfterPickup],
    ]);
    expect(issues({ returnDate: '2027-02-28', returnTime: '23:00' })).toEqual([
      ['returnDate', HIRE_LENGTH_MESSAGES.returnAfterPickup],
    ]);
  });

  it('wants exactly one length, and both halves of a return', () => {
    expect(issues({})).toEqual([['hours', 'Hours required']]);
    expect(issues({ hours: 3, returnDate: '2027-03-02', returnTime: '10:00' })).toEqual([
      ['hours', HIRE_LENGTH_MESSAGES.oneLength],
    ]);
    expect(issues({ returnDate: '2027-03-02' })).toEqual([
      ['returnTime', HIRE_LENGTH_MESSAGES.returnTimeRequired],
    ]);
    expect(issues({ returnTime: '10:00' })).toEqual([
      ['returnDate', HIRE_LENGTH_MESSAGES.returnDateRequired],
    ]);
    expect(issues({ returnDate: '2027-03-02', returnTime: '10:30' })).toEqual([
      ['returnTime', HIRE_LENGTH_MESSAGES.returnTimeHourly],
    ]);
  });
});
