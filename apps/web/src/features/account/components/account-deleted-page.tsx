import { ButtonLink } from '@/components/ui/button';
import { PageMessage } from '@/components/ui/page-message';
import { WhatIsKept } from './what-is-kept';

/** Where a person lands once their account is deleted (docs/decisions/0026): signed out, told what stays. */
export function AccountDeletedPage() {
  return (
    <PageMessage title="Your account is deleted">
      <p className="text-slate-700">
        You are signed out, and this email no longer signs in to Waka.
      </p>
      <WhatIsKept />
      <ButtonLink to="/" variant="secondary">
        Back to Waka
      </ButtonLink>
    </PageMessage>
  );
}
