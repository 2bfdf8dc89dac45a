import { addDays } from '../dates';
import { lagosInstant } from '../cars/pickup-window';
import type { Kobo } from '../money';

/*
 * The cancellation policy (docs/product.md#cancellation), one place for the
 * receipt, the dialog, the API and the emails. Money in kobo; instants as
 * Dates, compared against a Lagos wall clock so the server's own time zone
 * never moves a deadline.
 */

/** A stay is free to cancel until this long before check-in. */
export const ROOM_FREE_CANCELLATION_HOURS = 48;
/** A car hire is free to cancel until this long before pickup. */
export const CAR_FREE_CANCELLATION_HOURS = 24;
/** When a guest may check in, in Lagos, unless the hotel sets another time. */
export const DEFAULT_CHECK_IN_TIME = '14:00';
/** The share of a car hire kept on a late cancellation, unless one day's rate is less. */
export const CAR_LATE_SHARE = 0.25;

const HOUR_MS = 3_600_000;

export type CancellationTerms = {
  /** Cancelling now costs nothing. */
  free: boolean;
  /** The last instant a cancellation is free. */
  freeUntil: Date;
  /** What the policy charges for cancelling now, whatever has been paid. */
  chargeKobo: Kobo;
  /** What Waka keeps of the money paid: the charge, never more than was paid. */
  keptKobo: Kobo;
  /** What goes back to the guest: the rest of what was paid. */
  refundKobo: Kobo;
};

function terms(freeUntil: Date, lateChargeKobo: Kobo, paidKobo: Kobo, now: Date) {
  // "Until 48 hours before": exactly 48:00 before is still free; 47:59 is late.
  const free = now.getTime() <= freeUntil.getTime();
  const chargeKobo = free ? 0 : lateChargeKobo;
  const keptKobo = Math.min(chargeKobo, paidKobo);
  return { free, freeUntil, chargeKobo, keptKobo, refundKobo: paidKobo - keptKobo };
}

/** The first night of each room line: what a late cancellation or a no-show keeps at most. */
export function firstNightKobo(lines: { unitPriceKobo: Kobo; quantity: number }[]): Kobo {
  return lines.reduce((sum, line) => sum + line.unitPriceKobo * line.quantity, 0);
}

export type StayToCancel = {
  checkInDate: string;
  /** 'HH:MM' in Lagos; DEFAULT_CHECK_IN_TIME when the hotel sets none. */
  checkInTime?: string | null;
  lines: { unitPriceKobo: Kobo; quantity: number }[];
  paidKobo: Kobo;
};

/**
 * A stay: free until 48 hours before check-in at the hotel's check-in time;
 * later, the first night of each room line is kept and the rest refunded.
 */
export function roomCancellationTerms(stay: StayToCancel, now: Date): CancellationTerms {
  const checkIn = lagosInstant(stay.checkInDate, stay.checkInTime ?? DEFAULT_CHECK_IN_TIME);
  const freeUntil = new Date(checkIn.getTime() - ROOM_FREE_CANCELLATION_HOURS * HOUR_MS);
  return terms(freeUntil, firstNightKobo(stay.lines), stay.paidKobo, now);
}

export type HireToCancel = {
  pickupAt: Date;
  totalKobo: Kobo;
  /** The car's daily rate when it was hired. */
  dailyRateKobo: Kobo;
  paidKobo: Kobo;
};

/**
 * A car hire: free until 24 hours before pickup; later, the cheaper of one
 * day's rate and a quarter of the hire is kept (rounded to the kobo in the
 * guest's favour).
 */
export function carCancellationTerms(hire: HireToCancel, now: Date): CancellationTerms {
  const freeUntil = new Date(hire.pickupAt.getTime() - CAR_FREE_CANCELLATION_HOURS * HOUR_MS);
  const quarter = Math.floor(hire.totalKobo * CAR_LATE_SHARE);
  return terms(freeUntil, Math.min(hire.dailyRateKobo, quarter), hire.paidKobo, now);
}

/**
 * A no-show: the first night of each room line is kept, never more than was
 * paid; the rest of what was paid goes back.
 */
export function noShowTerms(
  lines: { unitPriceKobo: Kobo; quantity: number }[],
  paidKobo: Kobo,
): { keptKobo: Kobo; refundKobo: Kobo } {
  const keptKobo = Math.min(firstNightKobo(lines), paidKobo);
  return { keptKobo, refundKobo: paidKobo - keptKobo };
}

/** The nights a no-show keeps: the first; the rest of the stay is released. */
export function nightsReleasedByNoShow(checkInDate: string, nights: number): string[] {
  return Array.from({ length: Math.max(0, nights - 1) }, (_, i) => addDays(checkInDate, i + 1));
}
