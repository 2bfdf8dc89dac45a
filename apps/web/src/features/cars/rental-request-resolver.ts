import { zodResolver } from '@hookform/resolvers/zod';
import {
  checkPickupNotPast,
  ZCarBookingForm,
  type TCarBookingForm,
} from '@waka/shared/cars/car-booking';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { withChosenLength, type HireBy } from './hire-hours';

const sharedResolver = zodResolver(ZCarBookingForm);

/** What the form tells its resolver: which length the traveller chose. */
export type RentalRequestContext = { by: HireBy };

/** The rental request's form: the fields as typed, and the checked values submitted. */
export type RentalRequestFormApi = UseFormReturn<
  TCarBookingForm,
  RentalRequestContext,
  z.output<typeof ZCarBookingForm>
>;

/**
 * The shared rental request schema on the length the traveller chose (hours,
 * or a return date and time: the other's fields are left out, as the schema
 * takes exactly one), plus one thing about timing, not rules: zod skips the
 * form's past-pickup check while another field is wrong (an empty pickup
 * time aborts it), so 'Pickup date must be in the future' would stay unsaid
 * until everything else was right. When the date itself reads well, the same
 * shared check runs on it here, so the message shows as soon as the date is
 * touched (docs/product.md#validation).
 */
export const rentalRequestResolver: Resolver<
  TCarBookingForm,
  RentalRequestContext,
  z.output<typeof ZCarBookingForm>
> = async (values, context, options) => {
  const chosen = withChosenLength(values, context?.by ?? 'hours');
  const result = await sharedResolver(chosen, context, options);
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
