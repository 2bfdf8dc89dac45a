import { ClerkProvider, SignIn, SignUp } from '@clerk/react';
import type { ReactNode } from 'react';

/*
 * Clerk mode (docs/product.md#accounts): Clerk's own components, loaded only when the server says
 * accounts live at Clerk, so the usual bundle carries none of it. Clerk sets
 * its __session cookie on this site and the API verifies it. The role a
 * person picks travels in unsafeMetadata and reaches the API as a session
 * claim (README: Clerk mode); the API accepts only customer or hotelOwner.
 */

export function ClerkRoot({
  publishableKey,
  children,
}: {
  publishableKey: string;
  children: ReactNode;
}) {
  return (
    <ClerkProvider publishableKey={publishableKey} afterSignOutUrl="/">
      {children}
    </ClerkProvider>
  );
}

export function ClerkSignIn({ publishableKey, next }: { publishableKey: string; next: string }) {
  return (
    <ClerkRoot publishableKey={publishableKey}>
      <div className="flex justify-center px-4 py-12">
        <SignIn routing="hash" forceRedirectUrl={next} signUpUrl="/sign-up" />
      </div>
    </ClerkRoot>
  );
}

export function ClerkSignUp({
  publishableKey,
  next,
  owner,
}: {
  publishableKey: string;
  next: string;
  owner: boolean;
}) {
  return (
    <ClerkRoot publishableKey={publishableKey}>
      <div className="flex justify-center px-4 py-12">
        <SignUp
          routing="hash"
          forceRedirectUrl={next}
          signInUrl="/sign-in"
          unsafeMetadata={{ role: owner ? 'hotelOwner' : 'customer' }}
        />
      </div>
    </ClerkRoot>
  );
}
