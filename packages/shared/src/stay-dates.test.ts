import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STAY_MESSAGES, checkStayDates } from './stay-dates';
import { ZSearchForm } from './hotels/search-hotels';

const ZStay = (today: string) =>
  z
    .object({ checkIn: z.string(), checkOut: z.string() })
    .superRefine((v, ctx) => checkStayDates(v, ctx, undefined, today));

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('stay dates (docs/product.md#validation, #dates)', () => {
  it('accepts a stay from today', () => {
    expect(
      ZStay('2026-11-22').safeParse({ checkIn: '2026-11-22', checkOut: '2026-11-23' }).success,
    ).toBe(true);
  });

  it('refuses a check-in before today and a check-out not after check-in', () => {
    expect(
      messages(ZStay('2026-11-22').safeParse({ checkIn: '2026-11-21', checkOut: '2026-11-21' })),
    ).toEqual([
      `checkIn: ${STAY_MESSAGES.checkInPast}`,
      `checkOut: ${STAY_MESSAGES.checkOutBeforeCheckIn}`,
    ]);
  });

  it('gives the search form its required-field messages', () => {
    expect(
      messages(ZSearchForm.safeParse({ destination: ' ', checkIn: '', checkOut: '' })),
    ).toEqual([
      `destination: ${STAY_MESSAGES.destinationRequired}`,
      `checkIn: ${STAY_MESSAGES.checkInRequired}`,
      `checkOut: ${STAY_MESSAGES.checkOutRequired}`,
    ]);
  });
});
