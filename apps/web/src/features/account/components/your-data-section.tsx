import { useState } from 'react';
import type { TProfile } from '@waka/shared/accounts/profile';
import { buttonClasses } from '@/components/ui/button';
import { DangerButton } from '@/components/ui/danger-button';
import { AccountCard } from './account-card';
import { DeleteAccountDialog } from './delete-account-dialog';
import { WhatIsKept } from './what-is-kept';

/** The file the server sends as an attachment: the browser downloads it, signed in by its cookie. */
const MY_DATA_URL = '/api/v1/accounts/me/data';

const EXTERNAL_LINK = 'font-semibold text-brand-800 underline underline-offset-4';

/**
 * Your data (NDPA 2023, docs/decisions/0026): everything Waka holds about the
 * person as one file, and deleting the account, here or, when Clerk holds the
 * account, on Clerk's page.
 */
export function YourDataSection({ profile }: { profile: TProfile }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <AccountCard id="your-data-title" title="Your data">
        <p className="text-slate-700">
          Download everything Waka holds about you: your profile, sign-ins, bookings, car hires,
          payments, newsletter and the mail we sent you
          {profile.role === 'hotelOwner' ? ', and your hotels, rooms and cars' : ''}.
        </p>
        <div>
          <a
            href={MY_DATA_URL}
            download
            className={buttonClasses({ variant: 'secondary', size: 'field' })}
          >
            Download my data
          </a>
        </div>
      </AccountCard>

      <AccountCard id="delete-account-title" title="Delete your account" tone="danger">
        <WhatIsKept />
        {profile.accountPage ? (
          <p className="text-slate-700">
            Your account is held by Clerk, our sign-in provider: delete it on{' '}
            <a href={profile.accountPage} className={EXTERNAL_LINK} rel="noreferrer">
              your account page there
            </a>
            .
          </p>
        ) : (
          <div>
            <DangerButton look="outline" size="field" onClick={() => setDeleting(true)}>
              Delete my account
            </DangerButton>
          </div>
        )}
      </AccountCard>
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </>
  );
}
