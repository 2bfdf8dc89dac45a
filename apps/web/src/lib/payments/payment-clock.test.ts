import { describe, expect, it } from 'vitest';
import { lagosClock, lagosDayAndTime, minutesUntil } from './payment-clock';

describe('minutesUntil', () => {
  const now = Date.parse('2027-03-01T13:00:00.000Z');
  const at = (ms: number) => new Date(now + ms).toISOString();

  it('rounds to the nearest minute, so a 30-minute link a few seconds old reads 30', () => {
    expect(minutesUntil(at(30 * 60_000 + 4_000), now)).toBe(30);
    expect(minutesUntil(at(29 * 60_000 + 50_000), now)).toBe(30);
  });

  it('says 1 minute until the very end, then 0', () => {
    expect(minutesUntil(at(10_000), now)).toBe(1);
    expect(minutesUntil(at(0), now)).toBe(0);
    expect(minutesUntil(at(-60_000), now)).toBe(0);
  });
});

describe('Lagos clock', () => {
  it('shows an instant on the Lagos clock, one hour ahead of UTC', () => {
    expect(lagosClock('2027-03-01T13:35:00.000Z')).toBe('14:35');
    expect(lagosClock('2027-03-01T23:05:00.000Z')).toBe('00:05');
    expect(lagosDayAndTime('2027-03-01T23:05:00.000Z')).toBe('2 Mar 2027, 00:05');
  });
});
