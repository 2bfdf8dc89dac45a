import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  PROFILE_MESSAGES,
  ZUpdateProfileRequest,
  type TProfile,
} from '@waka/shared/accounts/profile';
import { FormActions, FormFooter } from '@/components/form/form-footer';
import { useSendForm } from '@/components/form/use-send-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useUpdateProfile } from '../api/use-update-profile';

type ProfileFields = z.input<typeof ZUpdateProfileRequest>;

/**
 * The name and phone (docs/decisions/0026): the booking and car-hire forms
 * start with them. The email is how the person signs in, shown, not edited;
 * with Clerk the name is Clerk's too.
 */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: TProfile;
  onSaved: (message: string) => void;
}) {
  const update = useUpdateProfile();
  const form = useForm<ProfileFields, unknown, z.output<typeof ZUpdateProfileRequest>>({
    resolver: zodResolver(ZUpdateProfileRequest),
    mode: 'onTouched',
    defaultValues: { name: profile.name, phone: profile.phone ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const atClerk = profile.accountHome === 'clerk';
  const { submit, failure } = useSendForm(form, {
    send: async (values) => {
      const saved = await update.mutateAsync({ name: values.name, phone: values.phone ?? '' });
      form.reset({ name: saved.name, phone: saved.phone ?? '' });
      onSaved(PROFILE_MESSAGES.saved);
    },
    describeFailure: (error) =>
      error instanceof ApiError ? error.message : 'Your details were not saved. Please try again.',
    fieldOf: (field) => (field === 'name' || field === 'phone' ? field : null),
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Full name"
          autoComplete="name"
          readOnly={atClerk}
          hint={atClerk ? 'Kept by your sign-in account' : undefined}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <FormField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="e.g. 08031234567 or +2348031234567; leave empty to remove"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">Email: </span>
        <span className="break-all">{profile.email}</span>
      </p>
      <FormFooter failure={failure}>
        <FormActions>
          <Button type="submit" size="field" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save details'}
          </Button>
        </FormActions>
      </FormFooter>
    </form>
  );
}
