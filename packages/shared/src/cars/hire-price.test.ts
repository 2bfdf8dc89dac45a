import { describe, expect, it } from 'vitest';
import { hirePriceSentence, priceHire, type HireRatesKobo } from './hire-price';

// The landing's example car: ₦3,500 an hour, ₦42,000 a day, ₦250,000 a week.
const rates: HireRatesKobo = {
  hourlyKobo: 350_000,
  dailyKobo: 4_200_000,
  weeklyKobo: 25_000_000,
  escortDailyKobo: null,
};
const naira = (hours: number, r: HireRatesKobo = rates) => priceHire(hours, r).totalKobo / 100;
const sentence = (hours: number, r: HireRatesKobo = rates) =>
  hirePriceSentence(priceHire(hours, r));

describe('a hire costs the cheapest cover of its hours by week, day and hour', () => {
  it('charges by the hour while that is cheaper than a day', () => {
    expect(naira(3)).toBe(10_500);
    expect(sentence(3)).toBe('3 hours ₦10,500.00');
    expect(naira(12)).toBe(42_000); // 12 × 3,500 = 42,000 ties with a day: the day line wins
    expect(sentence(12)).toBe('1 day ₦42,000.00');
  });

  it('never charges more than a day for 23 or 24 hours, and adds an hour at 25', () => {
    expect(naira(23)).toBe(42_000);
    expect(naira(24)).toBe(42_000);
    expect(naira(25)).toBe(45_500);
    expect(sentence(25)).toBe('1 day ₦42,000.00 + 1 hour ₦3,500.00 = ₦45,500.00');
  });

  it('never charges more than a week for 6 or 7 days, and adds a day at 8', () => {
    expect(naira(6 * 24)).toBe(250_000); // 6 days at ₦42,000 would be ₦252,000
    expect(naira(7 * 24)).toBe(250_000);
    expect(naira(8 * 24)).toBe(292_000);
    expect(sentence(9 * 24)).toBe('1 week ₦250,000.00 + 2 days ₦84,000.00 = ₦334,000.00');
  });

  it('prices 30 days as 4 weeks and 2 days', () => {
    expect(naira(30 * 24)).toBe(1_084_000);
    expect(priceHire(30 * 24, rates).lines.map((line) => [line.unit, line.count])).toEqual([
      ['week', 4],
      ['day', 2],
    ]);
  });

  it('takes a fifth week when it is cheaper than 4 weeks and 6 days', () => {
    expect(naira(34 * 24)).toBe(1_250_000);
  });

  it('charges a driver-escort per started day', () => {
    const withEscort = { ...rates, escortDailyKobo: 1_500_000 };
    expect(naira(3, withEscort)).toBe(10_500 + 15_000);
    expect(naira(25, withEscort)).toBe(45_500 + 30_000);
    expect(sentence(48, withEscort)).toBe(
      '2 days ₦84,000.00 + 2 days of driver-escort ₦30,000.00 = ₦114,000.00',
    );
  });

  it('never costs less for more hours, whatever the rates', () => {
    const odd: HireRatesKobo[] = [
      rates,
      { hourlyKobo: 100, dailyKobo: 5_000, weeklyKobo: 1_000_000, escortDailyKobo: 700 },
      { hourlyKobo: 999_999, dailyKobo: 1, weeklyKobo: 1, escortDailyKobo: null },
      { hourlyKobo: 1, dailyKobo: 1_000_000, weeklyKobo: 1_000_000, escortDailyKobo: null },
    ];
    for (const r of odd) {
      let previous = 0;
      for (let hours = 1; hours <= 30 * 24; hours += 1) {
        const { totalKobo, lines } = priceHire(hours, r);
        expect(totalKobo).toBeGreaterThanOrEqual(previous);
        expect(totalKobo).toBe(lines.reduce((sum, line) => sum + line.amountKobo, 0));
        const carKobo = totalKobo - (lines.find((l) => l.unit === 'escort day')?.amountKobo ?? 0);
        if (hours <= 24) expect(carKobo).toBeLessThanOrEqual(r.dailyKobo);
        if (hours <= 7 * 24) expect(carKobo).toBeLessThanOrEqual(r.weeklyKobo);
        previous = totalKobo;
      }
    }
  });

  it('refuses a length that is not a whole number of hours', () => {
    expect(() => priceHire(0, rates)).toThrow(RangeError);
    expect(() => priceHire(1.5, rates)).toThrow(RangeError);
  });
});
