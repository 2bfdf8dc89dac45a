import { describe, expect, it } from 'vitest';
import { isPastPickup, validHours } from './hire-hours';

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
