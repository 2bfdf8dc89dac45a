import { z } from 'zod';
import { CAR_MESSAGES } from './car-messages';
import { ZCarRate } from './car-fields';

/*
 * The original client's registration payload spells two rates HourlyRate and
 * WeeklyRate and its edit payload hourlyRate and weeklyRate; the original
 * field names still work (docs/product.md#api). Both calls accept either
 * spelling; the answer always uses the lower-case one.
 */
function requireRate(
  value: Record<string, unknown>,
  ctx: z.RefinementCtx,
  names: [lower: string, upper: string],
  message: string,
): void {
  if (value[names[0]] === undefined && value[names[1]] === undefined) {
    ctx.addIssue({ code: 'custom', path: [names[0]], message });
  }
}

export function rateSpellings(min: 1 | 10) {
  return {
    hourlyRate: ZCarRate(CAR_MESSAGES.hourlyRateRequired, min).optional(),
    HourlyRate: ZCarRate(CAR_MESSAGES.hourlyRateRequired, min)
      .optional()
      .meta({ description: 'The spec’s registration spelling of hourlyRate' }),
    weeklyRate: ZCarRate(CAR_MESSAGES.weeklyRateRequired, 1).optional(),
    WeeklyRate: ZCarRate(CAR_MESSAGES.weeklyRateRequired, 1)
      .optional()
      .meta({ description: 'The spec’s registration spelling of weeklyRate' }),
  };
}

export function checkRates(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  requireRate(value, ctx, ['hourlyRate', 'HourlyRate'], CAR_MESSAGES.hourlyRateRequired);
  requireRate(value, ctx, ['weeklyRate', 'WeeklyRate'], CAR_MESSAGES.weeklyRateRequired);
}

export function oneSpelling<
  T extends { hourlyRate?: number; HourlyRate?: number; weeklyRate?: number; WeeklyRate?: number },
>(
  value: T,
): Omit<T, 'hourlyRate' | 'HourlyRate' | 'weeklyRate' | 'WeeklyRate'> & {
  hourlyRate: number;
  weeklyRate: number;
} {
  const { hourlyRate, HourlyRate, weeklyRate, WeeklyRate, ...rest } = value;
  return {
    ...rest,
    hourlyRate: (hourlyRate ?? HourlyRate)!,
    weeklyRate: (weeklyRate ?? WeeklyRate)!,
  };
}
