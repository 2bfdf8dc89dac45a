import { FormField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { RentalRequestFormApi } from '../rental-request-resolver';

const SPECIAL_REQUESTS_MAX = 200;

type CustomerFieldsProps = {
  form: RentalRequestFormApi;
  specialRequests: string | null | undefined;
};

/** Who is hiring (docs/product.md#car-request): name, phone, email and special requests. */
export function CustomerFields({ form, specialRequests }: CustomerFieldsProps) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="Full name"
        autoComplete="name"
        className="sm:col-span-2"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <FormField
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="e.g. 08031234567 or +2348031234567"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextareaField
        label="Special requests (optional)"
        rows={3}
        className="sm:col-span-2"
        hint={`${(specialRequests ?? '').length}/${SPECIAL_REQUESTS_MAX} characters`}
        error={errors.specialRequests?.message}
        {...form.register('specialRequests')}
      />
    </div>
  );
}
