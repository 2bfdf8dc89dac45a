import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_LINK_MESSAGES } from '@waka/shared/accounts/account-link-words';
import { PASSWORD_MIN_LENGTH } from '@waka/shared/accounts/account-messages';
import { ZResetPasswordForm, type TResetPasswordForm } from '@waka/shared/accounts/account-links';
import { FormBanner } from '@/components/form/form-banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/use-reset-password';
import { AuthCard } from '../components/auth-card';
import { ClerkOrLocal } from '../components/clerk-mode';

/** The link's token is unknown, used or past its hour, or the account is gone. */
const isUnusable = (error: unknown) =>
  error instanceof ApiError &&
  (['INVALID_TOKEN', 'USER_NOT_FOUND'].includes(error.error) || 'token' in error.fields);

/**
 * /reset-password?token=… — the emailed link (docs/decisions/0025): the new
 * password twice. The link works once, within the hour; an unusable one says
 * so and offers a new one.
 */
export function ResetPasswordRoute() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const form = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  if (token === '' || isUnusable(reset.error)) {
    return (
      <ClerkOrLocal screen="sign-in" next="/">
        <AuthCard title="This link can’t be used">
          <div className="flex flex-col gap-4 text-slate-700">
            <p className="font-semibold text-slate-900">
              {ACCOUNT_LINK_MESSAGES.resetLinkUnusable}
            </p>
            <ButtonLink to="/forgot-password" size="lg">
              Ask for a new link
            </ButtonLink>
          </div>
        </AuthCard>
      </ClerkOrLocal>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard title="Your password is changed">
        <div role="status" className="flex flex-col gap-4 text-slate-700">
          <p>
            Sign in with your new password. For your safety, every device that was signed in to your
            account has been signed out.
          </p>
          <ButtonLink to="/sign-in" size="lg">
            Sign in
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  const failure = reset.error
    ? reset.error instanceof ApiError
      ? reset.error.message
      : 'We couldn’t change your password. Please try again.'
    : null;

  return (
    <ClerkOrLocal screen="sign-in" next="/">
      <AuthCard
        title="Choose a new password"
        footer={
          <>
            Remembered it?{' '}
            <Link
              to="/sign-in"
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              Sign in
            </Link>
          </>
        }
      >
        <FormBanner message={failure} className="mb-4" />
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit(async ({ newPassword }) => {
            await reset.mutateAsync({ token, newPassword }).catch(() => undefined);
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
          <Button type="submit" size="lg" disabled={reset.isPending}>
            {reset.isPending ? 'Saving...' : 'Save new password'}
          </Button>
        </form>
      </AuthCard>
    </ClerkOrLocal>
  );
}
