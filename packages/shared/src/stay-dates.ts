import { z } from 'zod';
import { isIsoDate, lagosToday } from './dates';

/** The search form's words (spec §5). */
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
 * not before today in Lagos (D2), check-out after check-in. `today` is
 * injectable so the rule can be tested at any instant.
 */
export function checkStayDates(
  value: { checkIn: string; checkOut: string },
  ctx: z.RefinementCtx,
  names: { checkIn: string; checkOut: string } = { checkIn: 'checkIn', checkOut: 'checkOut' },
  today: string = lagosToday(),
): void {
  const { checkIn, checkOut } = value;
  if (isIsoDate(checkIn) && checkIn < today) {
    ctx.addIssue({ code: 'custom', path: [names.checkIn], message: STAY_MESSAGES.checkInPast });
  }
  if (isIsoDate(checkIn) && isIsoDate(checkOut) && checkOut <= checkIn) {
    ctx.addIssue({ code: 'custom', path: [names.checkOut], message: STAY_MESSAGES.checkOutBeforeCheckIn });
  }
}

/** A stay date on a query string: optional, but a real date when present. */
export const ZOptionalStayDate = z
  .string()
  .optional()
  .refine((v) => !v || isIsoDate(v), STAY_MESSAGES.invalidDate);

/** Optional stay dates on a query string: both or neither, and then valid. */
export function checkOptionalStay(value: { checkIn?: string; checkOut?: string }, ctx: z.RefinementCtx): void {
  const { checkIn, checkOut } = value;
  if (checkIn && !checkOut) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: STAY_MESSAGES.checkOutRequired });
  else if (checkOut && !checkIn) ctx.addIssue({ code: 'custom', path: ['checkIn'], message: STAY_MESSAGES.checkInRequired });
  else if (checkIn && checkOut) checkStayDates({ checkIn, checkOut }, ctx);
}

/** Stay dates alone (the hotel page's date picker): both required, the §5 rules. */
export const ZStayDatesForm = z
  .object({
    checkIn: ZIsoDate(STAY_MESSAGES.checkInRequired),
    checkOut: ZIsoDate(STAY_MESSAGES.checkOutRequired),
  })
  .superRefine((value, ctx) => checkStayDates(value, ctx));
export type TStayDatesForm = z.infer<typeof ZStayDatesForm>;
