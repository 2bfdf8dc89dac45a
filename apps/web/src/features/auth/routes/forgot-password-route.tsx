import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_LINK_MESSAGES } from '@waka/shared/accounts/account-link-words';
import {
  ZRequestPasswordResetRequest,
  type TRequestPasswordResetRequest,
} from '@waka/shared/accounts/account-links';
import { FormBanner } from '@/components/form/form-banner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/use-request-password-reset';
import { AuthCard } from '../components/auth-card';
import { ClerkOrLocal } from '../components/clerk-mode';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4';

/**
 * /forgot-password?email=… — asks for a link to choose a new password
 * (docs/decisions/0025). Whatever the address, it then says the same thing:
 * the page must not tell who has an account.
 */
export function ForgotPasswordRoute() {
  const [params] = useSearchParams();
  const ask = useRequestPasswordReset();
  const form = useForm<TRequestPasswordResetRequest>({
    resolver: zodResolver(ZRequestPasswordResetRequest),
    mode: 'onTouched',
    defaultValues: { email: params.get('email') ?? '' },
  });
  const { errors } = form.formState;
  const failure =
    ask.error instanceof ApiError
      ? ask.error.message
      : ask.error
        ? 'We couldn’t send the link. Please try again.'
        : null;

  return (
    <ClerkOrLocal screen="sign-in" next="/">
      <AuthCard
        title="Forgot your password?"
        footer={
          <>
            Remembered it?{' '}
            <Link to="/sign-in" className={linkClass}>
              Sign in
            </Link>
          </>
        }
      >
        {ask.isSuccess ? (
          <div role="status" className="flex flex-col gap-4 text-slate-700">
            <p className="font-semibold text-slate-900">{ACCOUNT_LINK_MESSAGES.resetLinkSent}</p>
            <p>
              Open the link on this device or any other. Nothing there? Look in your spam folder, or
              check the address and{' '}
              <button type="button" className={linkClass} onClick={() => ask.reset()}>
                ask again
              </button>
              .
            </p>
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600">
              Type the email you signed up with and we will send you a link to choose a new
              password.
            </p>
            <FormBanner message={failure} className="mb-4" />
            <form
              noValidate
              className="flex flex-col gap-4"
              onSubmit={form.handleSubmit(async (body) => {
                await ask.mutateAsync(body).catch(() => undefined);
              })}
            >
              <FormField
                label="Email"
                type="email"
                autoComplete="email"
                error={errors.email?.message}
                {...form.register('email')}
              />
              <Button type="submit" size="lg" disabled={ask.isPending}>
                {ask.isPending ? 'Sending...' : 'Email me a link'}
              </Button>
            </form>
          </>
        )}
      </AuthCard>
    </ClerkOrLocal>
  );
}
