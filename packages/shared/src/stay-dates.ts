import { z } from 'zod';
import { addDays, isIsoDate, lagosToday, nightsBetween } from './dates';
import { HOLD_MESSAGES, holdLimits, latestBookableDate, type HoldLimits } from './hold-limits';

/** The search form's words (docs/product.md#validation). */
export const STAY_MESSAGES = {
  destinationRequired: 'Destination is required',
  checkInRequired: 'Check-in date is required',
  checkInPast: 'Check-in date cannot be in the past',
  checkOutRequired: 'Check-out date is required',
  checkOutBeforeCheckIn: 'Check-out date must be after check-in date',
  invalidDate: 'Use a real date written YYYY-MM-DD',
} as const;

export const ZIsoDate = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .refine(isIsoDate, STAY_MESSAGES.invalidDate);

/**
 * The rules every pair of stay dates obeys, with the spec's messages: check-in
 * not before today in Lagos (docs/product.md#dates), check-out after check-in; and the bounds of
 * docs/decisions/0017-holds-and-dates-are-bounded.md: neither date past the
 * months ahead, the stay no longer than the most nights. `today` and `limits`
 * are injectable so the rule can be tested at any instant and any setting.
 */
export function checkStayDates(
  value: { checkIn: string; checkOut: string },
  ctx: z.RefinementCtx,
  names: { checkIn: string; checkOut: string } = { checkIn: 'checkIn', checkOut: 'checkOut' },
  today: string = lagosToday(),
  limits: HoldLimits = holdLimits(),
): void {
  const { checkIn, checkOut } = value;
  const latest = latestBookableDate(today, limits);
  const tooFar = (what: string) => HOLD_MESSAGES.tooFarAhead(what, limits.maxMonthsAhead, latest);
  if (isIsoDate(checkIn) && checkIn < today) {
    ctx.addIssue({ code: 'custom', path: [names.checkIn], message: STAY_MESSAGES.checkInPast });
  } else if (isIsoDate(checkIn) && checkIn > latest) {
    ctx.addIssue({ code: 'custom', path: [names.checkIn], message: tooFar('Check-in date') });
  }
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return;
  if (checkOut <= checkIn) {
    ctx.addIssue({
      code: 'custom',
      path: [names.checkOut],
      message: STAY_MESSAGES.checkOutBeforeCheckIn,
    });
  } else if (nightsBetween(checkIn, checkOut) > limits.maxStayNights) {
    ctx.addIssue({
      code: 'custom',
      path: [names.checkOut],
      message: HOLD_MESSAGES.stayTooLong(limits.maxStayNights),
    });
  } else if (checkOut > latest && checkIn <= latest) {
    ctx.addIssue({ code: 'custom', path: [names.checkOut], message: tooFar('Check-out date') });
  }
}

/**
 * The latest dates the pickers offer, so a picker never offers a date the
 * rules refuse: check-in the day before the last date a stay may reach, check-out
 * that last date or the most nights after the chosen check-in, whichever is sooner.
 */
export function stayDatesMax(
  checkIn: string | undefined,
  today: string = lagosToday(),
  limits: HoldLimits = holdLimits(),
): { checkIn: string; checkOut: string } {
  const latest = latestBookableDate(today, limits);
  const byNights = checkIn && isIsoDate(checkIn) ? addDays(checkIn, limits.maxStayNights) : latest;
  return { checkIn: addDays(latest, -1), checkOut: byNights < latest ? byNights : latest };
}

/** A stay date on a query string: optional, but a real date when present. */
export const ZOptionalStayDate = z
  .string()
  .optional()
  .refine((v) => !v || isIsoDate(v), STAY_MESSAGES.invalidDate);

/** Optional stay dates on a query string: both or neither, and then valid. */
export function checkOptionalStay(
  value: { checkIn?: string; checkOut?: string },
  ctx: z.RefinementCtx,
): void {
  const { checkIn, checkOut } = value;
  if (checkIn && !checkOut)
    ctx.addIssue({ code: 'custom', path: ['checkOut'], message: STAY_MESSAGES.checkOutRequired });
  else if (checkOut && !checkIn)
    ctx.addIssue({ code: 'custom', path: ['checkIn'], message: STAY_MESSAGES.checkInRequired });
  else if (checkIn && checkOut) checkStayDates({ checkIn, checkOut }, ctx);
}

/** Stay dates alone (the hotel page's date picker): both required, the rules of docs/product.md#validation. */
export const ZStayDatesForm = z
  .object({
    checkIn: ZIsoDate(STAY_MESSAGES.checkInRequired),
    checkOut: ZIsoDate(STAY_MESSAGES.checkOutRequired),
  })
  .superRefine((value, ctx) => checkStayDates(value, ctx));
export type TStayDatesForm = z.infer<typeof ZStayDatesForm>;
