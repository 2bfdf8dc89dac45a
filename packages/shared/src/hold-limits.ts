import { dayFirst } from './cars/pickup-window';
import { addMonths, lagosToday } from './dates';

/*
 * How much one request may hold, and how far ahead (docs/decisions/0017-holds-
 * and-dates-are-bounded.md). Without bounds one anonymous booking took a whole
 * hotel for a year, and a date in year 9999 reached code that cannot write it.
 *
 * The shared schemas are module constants used by the web forms, the routes
 * and the OpenAPI document alike, so the refinements read the limits when they
 * run. They are the defaults below until the server sets its configured
 * values once, as it builds the app (MAX_STAY_NIGHTS and friends): one process
 * serves one set of limits.
 */

export type HoldLimits = {
  /** Nights in one stay (check-out minus check-in). */
  maxStayNights: number;
  /** Units of one room type in one booking. */
  maxUnitsPerRoomType: number;
  /** Units of all room types together in one booking. */
  maxRoomsPerBooking: number;
  /** Calendar months after today in Lagos that a check-in, check-out or pickup may reach. */
  maxMonthsAhead: number;
  /** Days one car hire may last (24-hour days from the pickup). */
  maxHireDays: number;
};

export const DEFAULT_HOLD_LIMITS: Readonly<HoldLimits> = Object.freeze({
  maxStayNights: 30,
  maxUnitsPerRoomType: 10,
  maxRoomsPerBooking: 20,
  maxMonthsAhead: 18,
  maxHireDays: 30,
});

/** The largest values configuration accepts: past them the ledger and the calendar stop being small. */
export const HOLD_LIMIT_CEILINGS: Readonly<HoldLimits> = Object.freeze({
  maxStayNights: 365,
  maxUnitsPerRoomType: 100,
  maxRoomsPerBooking: 200,
  maxMonthsAhead: 60,
  maxHireDays: 90,
});

let current: Readonly<HoldLimits> = DEFAULT_HOLD_LIMITS;

/** The limits in force in this process. */
export function holdLimits(): Readonly<HoldLimits> {
  return current;
}

/** Sets the limits for this process (the server, from its configuration); unset ones are the defaults. */
export function setHoldLimits(limits: Partial<HoldLimits> = {}): void {
  const next = { ...DEFAULT_HOLD_LIMITS, ...limits };
  for (const [name, value] of Object.entries(next) as [keyof HoldLimits, number][]) {
    if (!Number.isInteger(value) || value < 1 || value > HOLD_LIMIT_CEILINGS[name]) {
      throw new RangeError(`${name} must be a whole number from 1 to ${HOLD_LIMIT_CEILINGS[name]}`);
    }
  }
  current = Object.freeze(next);
}

/** The last date a stay or pickup may reach: today in Lagos plus the months ahead. */
export function latestBookableDate(
  today: string = lagosToday(),
  limits: HoldLimits = holdLimits(),
): string {
  return addMonths(today, limits.maxMonthsAhead);
}

/** The words a traveller reads when a bound is passed: each says what to change. */
export const HOLD_MESSAGES = {
  stayTooLong: (nights: number) => `A stay can be at most ${nights} nights`,
  unitsPerRoomType: (units: number) => `At most ${units} of one room type in a booking`,
  roomsPerBooking: (rooms: number) => `At most ${rooms} rooms in one booking`,
  tooFarAhead: (what: string, months: number, latest: string) =>
    `${what} can be at most ${months} months ahead (on or before ${dayFirst(latest)})`,
} as const;
