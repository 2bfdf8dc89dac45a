import { zodResolver } from '@hookform/resolvers/zod';
import { checkPickupNotPast, ZCarBookingForm } from '@waka/shared/cars/car-booking';
import type { z } from 'zod';

const sharedResolver = zodResolver(ZCarBookingForm);

/**
 * The shared rental request schema, plus one thing about timing, not rules:
 * zod skips the form's past-pickup check while another field is wrong (an
 * empty pickup time aborts it), so 'Pickup date must be in the future' would
 * stay unsaid until everything else was right. When the date itself reads
 * well, the same shared check runs on it here, so the message shows as soon
 * as the date is touched (docs/product.md#validation).
 */
export const rentalRequestResolver: typeof sharedResolver = async (values, context, options) => {
  const result = await sharedResolver(values, context, options);
  if (Object.keys(result.errors).length === 0 || result.errors.pickupDate) return result;

  let pastDate: string | undefined;
  const collect = {
    addIssue: (issue: string | { path?: PropertyKey[]; message?: string }) => {
      if (typeof issue !== 'string' && issue.path?.[0] === 'pickupDate') pastDate = issue.message;
    },
  } as unknown as z.RefinementCtx;
  checkPickupNotPast(values as { pickupDate: string; pickupTime: string }, collect);
  if (!pastDate) return result;
  return {
    values: {},
    errors: { ...result.errors, pickupDate: { type: 'custom', message: pastDate } },
  };
};
