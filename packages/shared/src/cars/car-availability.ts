import { z } from 'zod';
import { isIsoDate, lagosToday } from '../dates';
import { HOLD_MESSAGES, holdLimits, latestBookableDate } from '../hold-limits';

/*
 * GET /api/v1/cars/{carId}/availability — when a car is taken, so the car's
 * dialog and the request form can show its free and taken windows
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md). Only the
 * windows: nothing about who hired.
 */

export const AVAILABILITY_DEFAULT_DAYS = 14;
export const AVAILABILITY_MAX_DAYS = 31;

export const CAR_AVAILABILITY_MESSAGES = {
  fromInvalid: 'from must be a real date written YYYY-MM-DD',
  fromPast: 'from cannot be before today',
  days: `days must be a whole number from 1 to ${AVAILABILITY_MAX_DAYS}`,
} as const;

export const ZCarAvailabilityQuery = z.object({
  from: z
    .string({ error: CAR_AVAILABILITY_MESSAGES.fromInvalid })
    .refine(isIsoDate, { error: CAR_AVAILABILITY_MESSAGES.fromInvalid, abort: true })
    .superRefine((from, ctx) => {
      if (from < lagosToday()) {
        ctx.addIssue({ code: 'custom', message: CAR_AVAILABILITY_MESSAGES.fromPast });
        return;
      }
      const latest = latestBookableDate();
      if (from > latest) {
        ctx.addIssue({
          code: 'custom',
          message: HOLD_MESSAGES.tooFarAhead('from', holdLimits().maxMonthsAhead, latest),
        });
      }
    })
    .optional()
    .meta({ description: 'The first day, YYYY-MM-DD in Lagos, from today on; today when absent' }),
  days: z.coerce
    .number({ error: CAR_AVAILABILITY_MESSAGES.days })
    .int(CAR_AVAILABILITY_MESSAGES.days)
    .min(1, CAR_AVAILABILITY_MESSAGES.days)
    .max(AVAILABILITY_MAX_DAYS, CAR_AVAILABILITY_MESSAGES.days)
    .default(AVAILABILITY_DEFAULT_DAYS)
    .meta({
      description: `How many days from \`from\` (00:00 in Lagos), 1 to ${AVAILABILITY_MAX_DAYS}; ${AVAILABILITY_DEFAULT_DAYS} when absent`,
    }),
});
export type TCarAvailabilityQuery = z.output<typeof ZCarAvailabilityQuery>;

/** A window the car is hired for: held unpaid, promised or paid, not cancelled or expired. */
export const ZTakenWindow = z
  .object({
    pickupDate: z.string().meta({ description: 'YYYY-MM-DD in Lagos' }),
    pickupTime: z.string().meta({ description: "'HH:00' in Lagos" }),
    returnDate: z.string().meta({ description: 'YYYY-MM-DD in Lagos' }),
    returnTime: z.string().meta({ description: "'HH:00' in Lagos" }),
    pickupAt: z.string().meta({ description: 'The pickup, an ISO 8601 instant' }),
    returnAt: z
      .string()
      .meta({ description: 'The return, an ISO 8601 instant; the car is free from then' }),
  })
  .meta({ id: 'TakenWindow' });
export type TTakenWindow = z.infer<typeof ZTakenWindow>;

/** The windows overlapping the days asked for, earliest pickup first, whole (not cut at the edges). */
export const ZCarAvailability = z.array(ZTakenWindow).meta({ id: 'CarAvailability' });
export type TCarAvailability = z.infer<typeof ZCarAvailability>;
