import { isIsoDate } from '@waka/shared/dates';
import { STAY_MESSAGES, checkStayDates } from '@waka/shared/stay-dates';
import { z } from 'zod';

/**
 * The rooms page's Check in / Check out pair (docs/product.md#validation search-form rules and
 * words). Every rule lives in one superRefine, rather than in the fields, so
 * that a past check-in is reported while check-out is still empty: a failing
 * field would otherwise stop the pair's rules from running at all.
 */
export const ZStayForm = z
  .object({ checkIn: z.string(), checkOut: z.string() })
  .superRefine((value, ctx) => {
    const field = (name: 'checkIn' | 'checkOut', required: string) => {
      const date = value[name];
      if (!date) ctx.addIssue({ code: 'custom', path: [name], message: required });
      else if (!isIsoDate(date))
        ctx.addIssue({ code: 'custom', path: [name], message: STAY_MESSAGES.invalidDate });
    };
    field('checkIn', STAY_MESSAGES.checkInRequired);
    field('checkOut', STAY_MESSAGES.checkOutRequired);
    checkStayDates(value, ctx);
  });
export type TStayForm = z.infer<typeof ZStayForm>;
