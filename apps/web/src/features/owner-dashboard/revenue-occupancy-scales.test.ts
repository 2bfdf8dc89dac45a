import { describe, expect, it } from 'vitest';
import type { DashboardDay } from './api/use-dashboard-series';
import { occupancyText, revenueAxisLabels, roundUp, stretch } from './revenue-occupancy-scales';

const day = (revenue: number, occupiedUnits: number, totalUnits: number): DashboardDay => ({
  date: '2027-06-12',
  revenue,
  occupiedUnits,
  totalUnits,
  occupancy: totalUnits === 0 ? 0 : occupiedUnits / totalUnits,
  carHireRevenue: 0,
});

describe('roundUp', () => {
  it('tops the axis at 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([7, 12, 21, 240, 260, 4_999, 50_000, 50_001].map(roundUp)).toEqual([
      10, 20, 25, 250, 500, 5_000, 50_000, 100_000,
    ]);
  });

  it('is 0 for no revenue', () => {
    expect(roundUp(0)).toBe(0);
    expect(roundUp(-5)).toBe(0);
  });
});

describe('revenueAxisLabels', () => {
  it('labels the top, its half and zero; only zero when there is no top', () => {
    expect(revenueAxisLabels(0)).toEqual(['', '', revenueAxisLabels(10)[2]]);
    const [top, half, zero] = revenueAxisLabels(500_000);
    expect(new Set([top, half, zero]).size).toBe(3);
  });
});

describe('stretch', () => {
  it('adds revenue in kobo, so naira with kobo sum exactly', () => {
    expect(stretch([day(0.1, 0, 1), day(0.2, 0, 1)]).revenue).toBe(0.3);
  });

  it('is occupancy over every unit offered, null when none was', () => {
    expect(stretch([day(0, 1, 4), day(0, 3, 4)]).occupancy).toBe(0.5);
    expect(stretch([day(0, 0, 0)]).occupancy).toBeNull();
    expect(stretch([])).toEqual({ revenue: 0, occupancy: null });
  });
});

describe('occupancyText', () => {
  it('says the share, or that no rooms were on offer', () => {
    expect(occupancyText(0.5)).toBe('50% occupancy');
    expect(occupancyText(null)).toBe('no rooms on offer');
  });
});
