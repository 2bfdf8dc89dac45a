import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatLagosDateTime,
  isIsoDate,
  LAGOS_TIME_ZONE,
  lagosToday,
  lagosWallClock,
  nightsBetween,
  nightsOfStay,
} from './dates';

describe('dates (docs/product.md#dates)', () => {
  it("takes today's date in Lagos, not the machine's zone", () => {
    // 23:30 UTC on 31 December is already 00:30 on 1 January in Lagos (UTC+1).
    expect(lagosToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(lagosToday(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
  });

  it('counts whole nights between dates, never negative', () => {
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsBetween('2027-01-02', '2026-12-30')).toBe(0);
    expect(nightsOfStay('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(nightsOfStay('2027-01-02', '2026-12-30')).toEqual([]);
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(nightsBetween('bad', '2026-01-01')).toBe(0);
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
    // Every day of four centuries agrees with the calendar Date keeps (leap rules included).
    for (let day = Date.UTC(1999, 0, 1); day < Date.UTC(2401, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      if (!isIsoDate(iso)) throw new Error(`${iso} should be a date`);
    }
    for (const bad of [
      '2026-00-10',
      '2026-13-01',
      '2026-04-31',
      '2100-02-29',
      '2026-01-00',
      '2026-01-32',
    ]) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('shows an instant as DD-MM-YYYY hh:mm A on the Lagos clock', () => {
    expect(formatLagosDateTime('2027-03-05T13:07:00Z')).toBe('05-03-2027 02:07 PM');
    expect(formatLagosDateTime(new Date('2027-03-05T13:07:00Z'))).toBe('05-03-2027 02:07 PM');
    // 23:30 UTC on 4 March is 00:30 on 5 March in Lagos: midnight reads 12, not 00.
    expect(formatLagosDateTime('2027-03-04T23:30:00.000Z')).toBe('05-03-2027 12:30 AM');
    expect(formatLagosDateTime('2027-03-05T11:05:00Z')).toBe('05-03-2027 12:05 PM');
    expect(formatLagosDateTime('2027-12-31T08:59:59+01:00')).toBe('31-12-2027 08:59 AM');
  });

  it('refuses what is not an instant', () => {
    expect(() => formatLagosDateTime('not a date')).toThrow(RangeError);
  });

  it("reads Lagos's clock as Intl's Africa/Lagos does, at every hour's edges from 1970 to 2100", () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: LAGOS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const asIntl = (instant: Date) => {
      const part = Object.fromEntries(intl.formatToParts(instant).map((p) => [p.type, p.value]));
      return {
        date: `${part.year}-${part.month}-${part.day}`,
        time: `${part.hour}:${part.minute}`,
      };
    };
    const hour = 3_600_000;
    const end = Date.UTC(2100, 0, 1);
    // A prime step walks through every hour of the day and every day of the year.
    for (let at = 0; at < end; at += 997 * hour + 59_000) {
      for (const instant of [
        new Date(at),
        new Date(at - (at % hour) - 1),
        new Date(at - (at % hour)),
      ])
        expect(lagosWallClock(instant), instant.toISOString()).toEqual(asIntl(instant));
    }
  });
});
