import { describe, expect, it } from 'vitest';
import { clashingWindow, stripDays, takenPickupTimes } from './availability';

// Lagos is UTC+1 all year: 10:00 in Lagos is 09:00 UTC.
const hire = (pickupAt: string, returnAt: string) => ({ pickupAt, returnAt });
const threeDays = hire('2027-06-12T09:00:00Z', '2027-06-15T09:00:00Z'); // 12th 10:00 to 15th 10:00
const evening = hire('2027-06-16T17:00:00Z', '2027-06-16T20:00:00Z'); // 16th 18:00 to 21:00

describe('stripDays', () => {
  it('gives each Lagos day the hours a hire takes of it, across midnights', () => {
    const days = stripDays('2027-06-11', 6, [evening, threeDays]);
    expect(days.map((day) => [day.date, day.spans])).toEqual([
      ['2027-06-11', []],
      ['2027-06-12', [{ from: 10, to: 24 }]],
      ['2027-06-13', [{ from: 0, to: 24 }]],
      ['2027-06-14', [{ from: 0, to: 24 }]],
      ['2027-06-15', [{ from: 0, to: 10 }]],
      ['2027-06-16', [{ from: 18, to: 21 }]],
    ]);
  });

  it('merges back-to-back hires into one span', () => {
    const morning = hire('2027-06-16T07:00:00Z', '2027-06-16T10:00:00Z');
    const noon = hire('2027-06-16T10:00:00Z', '2027-06-16T12:00:00Z');
    expect(stripDays('2027-06-16', 1, [noon, morning])[0]!.spans).toEqual([{ from: 8, to: 13 }]);
  });
});

describe('clashingWindow', () => {
  it('finds a hire overlapping any part of the window', () => {
    // A 2-hour hire in the middle of the 3-day one.
    expect(clashingWindow(new Date('2027-06-13T11:00:00Z'), 2, [evening, threeDays])).toBe(
      threeDays,
    );
    // A week from the 10th reaches into it.
    expect(clashingWindow(new Date('2027-06-10T09:00:00Z'), 7 * 24, [threeDays])).toBe(threeDays);
  });

  it('lets a hire end as another starts, or start as it ends', () => {
    expect(clashingWindow(new Date('2027-06-12T06:00:00Z'), 3, [threeDays])).toBeNull();
    expect(clashingWindow(new Date('2027-06-15T09:00:00Z'), 48, [threeDays])).toBeNull();
  });
});

describe('takenPickupTimes', () => {
  it('names the hours of a day a pickup would fall in a taken window', () => {
    expect([...takenPickupTimes('2027-06-16', [evening])]).toEqual(['18:00', '19:00', '20:00']);
    expect(takenPickupTimes('2027-06-13', [threeDays]).size).toBe(24);
    expect(takenPickupTimes('2027-06-11', [threeDays]).size).toBe(0);
  });
});
