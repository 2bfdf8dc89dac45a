import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ZSignInRequest, type TSignInRequest } from '@waka/shared/accounts/accounts';
import { FormBanner } from '@/components/form/form-banner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useSignIn } from '../api/use-sign-in';
import { AuthCard } from '../components/auth-card';
import { ClerkOrLocal } from '../components/clerk-mode';
import { safeNext } from '../safe-next';

/** /sign-in?next=/my-bookings */
export function SignInRoute() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<TSignInRequest>({
    resolver: zodResolver(ZSignInRequest),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const failure =
    signIn.error instanceof ApiError
      ? signIn.error.message
      : signIn.error
        ? 'Sign-in failed. Please try again.'
        : null;

  return (
    <ClerkOrLocal screen="sign-in" next={next}>
      <AuthCard
        title="Sign in"
        footer={
          <>
            New to Waka?{' '}
            <Link
              to={`/sign-up?next=${encodeURIComponent(next)}`}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              Create an account
            </Link>
          </>
        }
      >
        <FormBanner message={failure} className="mb-4" />
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit(async (body) => {
            await signIn.mutateAsync(body).then(
              () => navigate(next, { replace: true }),
              () => undefined,
            );
          })}
        >
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <FormField
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Link
            to="/forgot-password"
            className="-mt-2 self-end text-sm font-semibold text-brand-800 underline underline-offset-4"
          >
            Forgot password?
          </Link>
          <Button type="submit" size="lg" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
        <p className="mt-4 text-sm text-slate-600">
          Booked without an account?{' '}
          <Link
            to="/find-booking"
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            Find your booking
          </Link>
        </p>
      </AuthCard>
    </ClerkOrLocal>
  );
}
