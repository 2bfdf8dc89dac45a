import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CAR_BOOKING_MESSAGES, checkPickupNotPast } from './car-booking';
import { lagosWallClock } from '../dates';
import { PICKUP_TIMES } from './car-options';
import { priceHire } from './hire-price';
import { koboToNaira, nairaToKobo } from '../money';
import { describeWindow, lagosInstant, pickupWindow } from './pickup-window';

describe('a car pickup on a Lagos clock (docs/product.md#dates)', () => {
  it('offers every whole hour from 00:00 to 23:00', () => {
    expect(PICKUP_TIMES).toHaveLength(24);
    expect([PICKUP_TIMES[0], PICKUP_TIMES[9], PICKUP_TIMES[23]]).toEqual([
      '00:00',
      '09:00',
      '23:00',
    ]);
  });

  it('turns a Lagos date and hour into the instant, and back', () => {
    expect(lagosInstant('2027-01-12', '10:00').toISOString()).toBe('2027-01-12T09:00:00.000Z');
    expect(lagosInstant('2027-01-12', '00:00').toISOString()).toBe('2027-01-11T23:00:00.000Z');
    expect(lagosWallClock(new Date('2027-01-11T23:30:00Z'))).toEqual({
      date: '2027-01-12',
      time: '00:30',
    });
  });

  it('describes a window in words, on one day or across midnight', () => {
    expect(describeWindow(pickupWindow('2027-01-12', '10:00', 2))).toBe(
      'from 10:00 to 12:00 on 12-01-2027',
    );
    expect(describeWindow(pickupWindow('2027-01-12', '23:00', 3))).toBe(
      'from 23:00 on 12-01-2027 to 02:00 on 13-01-2027',
    );
    expect(describeWindow(pickupWindow('2027-12-31', '00:00', 24))).toBe(
      'from 00:00 on 31-12-2027 to 00:00 on 01-01-2028',
    );
  });

  it('refuses a pickup earlier than now in Lagos, whatever the machine’s zone', () => {
    const now = new Date('2027-01-12T09:30:00Z'); // 10:30 in Lagos
    const schema = z
      .object({ pickupDate: z.string(), pickupTime: z.string() })
      .superRefine((value, ctx) => checkPickupNotPast(value, ctx, now));
    const issues = (pickupDate: string, pickupTime: string) =>
      schema
        .safeParse({ pickupDate, pickupTime })
        .error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues('2027-01-11', '23:00')).toEqual([
      ['pickupDate', CAR_BOOKING_MESSAGES.pickupDateInFuture],
    ]);
    expect(issues('2027-01-12', '10:00')).toEqual([
      ['pickupTime', CAR_BOOKING_MESSAGES.pickupTimeInFuture],
    ]);
    expect(issues('2027-01-12', '11:00')).toEqual([]);
    expect(issues('2027-01-13', '00:00')).toEqual([]);
  });
});

describe('pricing a hire by the hour (docs/product.md#pricing)', () => {
  // Day and week dearer than any of these hours, so the hourly rate is the cheapest cover.
  const byTheHour = (hourlyKobo: number) => ({
    hourlyKobo,
    dailyKobo: hourlyKobo * 25,
    weeklyKobo: hourlyKobo * 25 * 8,
    escortDailyKobo: null,
  });
  const naira = (hourly: number, hours: number) =>
    koboToNaira(priceHire(hours, byTheHour(nairaToKobo(hourly))).totalKobo);

  it('is hours × the hourly rate, exact in kobo', () => {
    expect(priceHire(3, byTheHour(450_050)).totalKobo).toBe(1_350_150);
    expect(naira(4_500.5, 3)).toBe(13_501.5);
    expect(naira(0.1, 3)).toBe(0.3);
    expect(naira(33_333.33, 24)).toBe(799_999.92);
  });
});
