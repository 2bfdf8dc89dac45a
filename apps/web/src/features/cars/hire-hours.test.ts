import { describe, expect, it } from 'vitest';
import { formHireHours, isPastPickup, validHours, withChosenLength } from './hire-hours';

describe('validHours', () => {
  it('takes a whole number of hours from 1 to 24, typed or as a number', () => {
    expect(validHours(1)).toBe(1);
    expect(validHours('24')).toBe(24);
    expect(validHours(' 6 ')).toBe(6);
  });

  it('refuses anything else', () => {
    for (const typed of [0, 25, 2.5, '', '  ', 'three', null, undefined, Number.NaN]) {
      expect(validHours(typed)).toBeNull();
    }
  });
});

describe('isPastPickup', () => {
  // Lagos is UTC+1 all year: 09:00 in Lagos is 08:00 UTC.
  const now = new Date('2027-06-12T08:00:00Z');

  it('is true for an hour that has begun on a Lagos clock, the present one included', () => {
    expect(isPastPickup('2027-06-12', '09:00', now)).toBe(true);
    expect(isPastPickup('2027-06-12', '08:00', now)).toBe(true);
    expect(isPastPickup('2027-06-11', '23:00', now)).toBe(true);
  });

  it('is false for a later hour or a later day', () => {
    expect(isPastPickup('2027-06-12', '10:00', now)).toBe(false);
    expect(isPastPickup('2027-06-13', '00:00', now)).toBe(false);
  });
});

describe('withChosenLength', () => {
  const values = {
    pickupDate: '2027-06-12',
    pickupTime: '10:00',
    hours: '5',
    returnDate: '2027-06-15',
    returnTime: '10:00',
    fullName: 'Ada Obi',
  };

  it('keeps the hours and leaves the return out, by the hour', () => {
    expect(withChosenLength(values, 'hours')).toEqual({
      pickupDate: '2027-06-12',
      pickupTime: '10:00',
      hours: '5',
      fullName: 'Ada Obi',
    });
  });

  it('keeps the return and leaves the hours out, until a date', () => {
    const chosen = withChosenLength(values, 'return');
    expect(chosen).not.toHaveProperty('hours');
    expect(chosen).toMatchObject({ returnDate: '2027-06-15', returnTime: '10:00' });
  });
});

describe('formHireHours', () => {
  const pickup = { pickupDate: '2027-06-12', pickupTime: '10:00' };

  it('reads the hours typed, by the hour', () => {
    expect(formHireHours({ ...pickup, hours: '3', returnDate: '2027-06-20' }, 'hours')).toBe(3);
    expect(formHireHours({ ...pickup, hours: '48' }, 'hours')).toBeNull();
  });

  it('counts the hours to the return, until a date, up to 30 days', () => {
    const until = (returnDate: string, returnTime: string) =>
      formHireHours({ ...pickup, hours: '3', returnDate, returnTime }, 'return');
    expect(until('2027-06-15', '10:00')).toBe(72);
    expect(until('2027-06-13', '11:00')).toBe(25);
    expect(until('2027-07-12', '10:00')).toBe(720);
    expect(until('2027-07-12', '11:00')).toBeNull();
    expect(until('2027-06-12', '10:00')).toBeNull();
    expect(until('', '')).toBeNull();
  });
});
