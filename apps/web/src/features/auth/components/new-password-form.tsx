import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@waka/shared/accounts/account-messages';
import { ZResetPasswordForm, type TResetPasswordForm } from '@waka/shared/accounts/account-links';
import { FormBanner } from '@/components/form/form-banner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';

/**
 * The new password twice, checked alike on the reset page and the verify
 * page (docs/decisions/0025, 0033): errors once a field is touched, the
 * server's refusal above the fields.
 */
export function NewPasswordForm({
  failure,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
}: {
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (newPassword: string) => Promise<unknown>;
}) {
  const form = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  return (
    <>
      <FormBanner message={failure} className="mb-4" />
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(async ({ newPassword }) => {
          await onSubmit(newPassword).catch(() => undefined);
        })}
      >
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <FormField
          label="New password again"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </form>
    </>
  );
}
