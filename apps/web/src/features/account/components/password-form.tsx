import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZChangePasswordRequest } from '@waka/shared/accounts/accounts';
import { FormActions, FormFooter } from '@/components/form/form-footer';
import { useSendForm } from '@/components/form/use-send-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/use-change-password';

type PasswordFields = { currentPassword: string; newPassword: string };

/** better-auth's word for a current password that does not match. */
const WRONG_PASSWORD = 'INVALID_PASSWORD';

/** Changing the password: the current one first, then the new one (docs/decisions/0018). */
export function PasswordForm({ onChanged }: { onChanged: (message: string) => void }) {
  const change = useChangePassword();
  const form = useForm<PasswordFields>({
    resolver: zodResolver(ZChangePasswordRequest),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { submit, failure } = useSendForm(form, {
    send: async (values) => {
      try {
        await change.mutateAsync(values);
      } catch (error) {
        if (error instanceof ApiError && error.error === WRONG_PASSWORD)
          form.setError('currentPassword', { message: 'That is not your current password' });
        throw error;
      }
      form.reset();
      onChanged('Your password is changed.');
    },
    describeFailure: (error) =>
      error instanceof ApiError
        ? error.message
        : 'Your password was not changed. Please try again.',
    fieldOf: (field) => (field === 'currentPassword' || field === 'newPassword' ? field : null),
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
      </div>
      <FormFooter failure={failure}>
        <FormActions>
          <Button type="submit" size="field" variant="secondary" disabled={isSubmitting}>
            {isSubmitting ? 'Changing...' : 'Change password'}
          </Button>
        </FormActions>
      </FormFooter>
    </form>
  );
}
