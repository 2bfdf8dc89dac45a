import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@waka/shared/accounts/account-messages';
import { ZSignUpRequest } from '@waka/shared/accounts/accounts';
import { FormBanner } from '@/components/form/form-banner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useSignUp } from '../api/use-sign-up';
import { AuthCard } from '../components/auth-card';
import { ClerkOrLocal } from '../components/clerk-mode';
import { safeNext } from '../safe-next';

type SignUpForm = z.input<typeof ZSignUpRequest>;

/** /sign-up: a customer by default; "I want to list my property" makes an owner (docs/product.md#roles). */
export function SignUpRoute() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<SignUpForm>({
    resolver: zodResolver(ZSignUpRequest),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      password: '',
      role: params.get('owner') === '1' ? 'hotelOwner' : 'customer',
    },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });
  const failure =
    signUp.error instanceof ApiError
      ? signUp.error.message
      : signUp.error
        ? 'Sign-up failed. Please try again.'
        : null;

  return (
    <ClerkOrLocal screen="sign-up" next={next} owner={params.get('owner') === '1'}>
      <AuthCard
        title="Create your account"
        footer={
          <>
            Already have an account?{' '}
            <Link
              to={`/sign-in?next=${encodeURIComponent(next)}`}
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
          onSubmit={form.handleSubmit(async (body) => {
            await signUp.mutateAsync(body).then(
              () =>
                navigate(body.role === 'hotelOwner' && next === '/' ? '/owner' : next, {
                  replace: true,
                }),
              () => undefined,
            );
          })}
        >
          <FormField
            label="Full name"
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
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
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 h-5 w-5 accent-brand-700"
              checked={role === 'hotelOwner'}
              onChange={(event) =>
                form.setValue('role', event.target.checked ? 'hotelOwner' : 'customer')
              }
            />
            <span>
              <span className="font-semibold">I want to list my property</span>
              <span className="block text-slate-600">
                Run your hotels, rooms and cars from the owner area.
              </span>
            </span>
          </label>
          <Button type="submit" size="lg" disabled={signUp.isPending}>
            {signUp.isPending ? 'Creating your account...' : 'Create account'}
          </Button>
          <p className="text-sm text-slate-600">
            By creating an account you agree to our{' '}
            <Link to="/terms" className="font-semibold text-brand-800 underline underline-offset-4">
              Terms
            </Link>{' '}
            and{' '}
            <Link
              to="/privacy"
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              Privacy policy
            </Link>
            . We will email you a link to confirm your address.
          </p>
        </form>
      </AuthCard>
    </ClerkOrLocal>
  );
}
