import { useCallback, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { useProfile } from '@/lib/profile';
import { AccountCard } from './account-card';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { YourDataSection } from './your-data-section';

const ROLE_WORDS = {
  customer: 'Traveller',
  hotelOwner: 'Property owner',
  admin: "Waka's staff",
} as const;

/**
 * /account (docs/decisions/0026): the signed-in person's name and phone (the
 * booking forms start with them), their password, a download of everything
 * Waka holds about them, and deleting the account.
 */
export function AccountPage() {
  const profile = useProfile();
  const [notice, setNotice] = useState<string | null>(null);
  const dismiss = useCallback(() => setNotice(null), []);
  const person = profile.data;

  return (
    <section className="mx-auto max-w-3xl px-4 pt-10 pb-16 sm:px-6">
      <title>Your account — Waka</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your account</h1>
      {profile.isError ? (
        <LoadError
          title="We couldn’t load your account."
          detail={profile.error.message}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : !person ? (
        <Spinner label="Loading your account..." />
      ) : (
        <>
          <p className="mt-2 mb-6 text-slate-600">
            {ROLE_WORDS[person.role]} · <span className="break-all">{person.email}</span>
          </p>
          <div className="flex flex-col gap-6">
            <AccountCard id="details-title" title="Your details">
              <ProfileForm profile={person} onSaved={setNotice} />
            </AccountCard>
            <AccountCard id="password-title" title="Password">
              {person.accountPage ? (
                <p className="text-slate-700">
                  Your password is kept by Clerk, our sign-in provider: change it on{' '}
                  <a
                    href={person.accountPage}
                    rel="noreferrer"
                    className="font-semibold text-brand-800 underline underline-offset-4"
                  >
                    your account page there
                  </a>
                  .
                </p>
              ) : (
                <PasswordForm onChanged={setNotice} />
              )}
            </AccountCard>
            <YourDataSection profile={person} />
          </div>
        </>
      )}
      <Toast message={notice} onDismiss={dismiss} />
    </section>
  );
}
