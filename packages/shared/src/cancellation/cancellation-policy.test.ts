import { describe, expect, it } from 'vitest';
import {
  carCancellationTerms,
  nightsReleasedByNoShow,
  noShowTerms,
  roomCancellationTerms,
} from './cancellation-policy';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Check-in 12 Mar 2027 at 14:00 in Lagos (UTC+1) is 13:00 UTC.
const checkIn = Date.parse('2027-03-12T13:00:00Z');
const stay = {
  checkInDate: '2027-03-12',
  // Two room lines: 2 × ₦32,000 and 1 × ₦50,000 a night.
  lines: [
    { unitPriceKobo: 3_200_000, quantity: 2 },
    { unitPriceKobo: 5_000_000, quantity: 1 },
  ],
  paidKobo: 34_200_000,
};

describe('roomCancellationTerms', () => {
  it('is free at exactly 48:00 before check-in, with everything back', () => {
    const terms = roomCancellationTerms(stay, new Date(checkIn - 48 * HOUR));
    expect(terms).toMatchObject({ free: true, chargeKobo: 0, keptKobo: 0, refundKobo: 34_200_000 });
    expect(terms.freeUntil.toISOString()).toBe('2027-03-10T13:00:00.000Z');
  });

  it('keeps the first night of each room line at 47:59 before check-in', () => {
    const terms = roomCancellationTerms(stay, new Date(checkIn - 48 * HOUR + MINUTE));
    expect(terms).toMatchObject({
      free: false,
      chargeKobo: 11_400_000,
      keptKobo: 11_400_000,
      refundKobo: 22_800_000,
    });
  });

  it('reads the deadline on the Lagos clock whatever the zone of the machine', () => {
    // 13:00 UTC is 14:00 in Lagos; a naive reading of 14:00 as UTC would be an hour late.
    const anHourBeforeLagosDeadline = new Date(checkIn - 48 * HOUR + 30 * MINUTE);
    expect(roomCancellationTerms(stay, anHourBeforeLagosDeadline).free).toBe(false);
  });

  it("uses the hotel's own check-in time when it sets one", () => {
    const noon = { ...stay, checkInTime: '12:00' };
    const at = new Date(Date.parse('2027-03-10T11:00:00Z'));
    expect(roomCancellationTerms(noon, at).free).toBe(true);
    expect(roomCancellationTerms(noon, new Date(at.getTime() + MINUTE)).free).toBe(false);
  });

  it('never keeps more than was paid: an unpaid late cancellation refunds nothing', () => {
    const terms = roomCancellationTerms({ ...stay, paidKobo: 0 }, new Date(checkIn));
    expect(terms).toMatchObject({
      free: false,
      chargeKobo: 11_400_000,
      keptKobo: 0,
      refundKobo: 0,
    });
  });
});

describe('carCancellationTerms', () => {
  const pickupAt = new Date('2027-03-12T09:00:00Z');
  const hire = { pickupAt, totalKobo: 8_400_000, dailyRateKobo: 4_200_000, paidKobo: 8_400_000 };

  it('is free until exactly 24 hours before pickup', () => {
    expect(carCancellationTerms(hire, new Date(pickupAt.getTime() - 24 * HOUR)).free).toBe(true);
    expect(carCancellationTerms(hire, new Date(pickupAt.getTime() - 24 * HOUR + MINUTE)).free).toBe(
      false,
    );
  });

  it('keeps a quarter of the hire when that is less than a day', () => {
    // A quarter of ₦84,000 is ₦21,000, less than the ₦42,000 daily rate.
    const terms = carCancellationTerms(hire, pickupAt);
    expect(terms).toMatchObject({ keptKobo: 2_100_000, refundKobo: 6_300_000 });
  });

  it("keeps one day's rate when that is less than a quarter", () => {
    // A week at ₦250,000: a quarter is ₦62,500, more than the ₦42,000 daily rate.
    const week = { ...hire, totalKobo: 25_000_000, paidKobo: 25_000_000 };
    expect(carCancellationTerms(week, pickupAt)).toMatchObject({
      keptKobo: 4_200_000,
      refundKobo: 20_800_000,
    });
  });

  it('rounds the quarter down to the kobo, in the guest’s favour', () => {
    const odd = { ...hire, totalKobo: 350_001, paidKobo: 350_001 };
    expect(carCancellationTerms(odd, pickupAt).keptKobo).toBe(87_500);
  });
});

describe('nightsReleasedByNoShow', () => {
  it('releases every night after the first', () => {
    expect(nightsReleasedByNoShow('2027-03-12', 3)).toEqual(['2027-03-13', '2027-03-14']);
    expect(nightsReleasedByNoShow('2027-03-12', 1)).toEqual([]);
  });
});

describe('noShowTerms', () => {
  it('keeps the first night of each room line and gives back the rest of what was paid', () => {
    expect(noShowTerms(stay.lines, 34_200_000)).toEqual({
      keptKobo: 11_400_000,
      refundKobo: 22_800_000,
    });
  });

  it('keeps no more than was paid', () => {
    expect(noShowTerms(stay.lines, 5_000_000)).toEqual({ keptKobo: 5_000_000, refundKobo: 0 });
    expect(noShowTerms(stay.lines, 0)).toEqual({ keptKobo: 0, refundKobo: 0 });
  });
});
