import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, lagosToday, nightsBetween } from './dates';

describe('dates (D2)', () => {
  it("takes today's date in Lagos, not the machine's zone", () => {
    // 23:30 UTC on 31 December is already 00:30 on 1 January in Lagos (UTC+1).
    expect(lagosToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(lagosToday(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
  });

  it('counts whole nights between dates, never negative', () => {
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsBetween('2027-01-02', '2026-12-30')).toBe(0);
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(nightsBetween('bad', '2026-01-01')).toBe(0);
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
