import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES } from '@waka/shared/accounts/account-messages';
import type { TSignInRequest, TSignUpRequest } from '@waka/shared/accounts/accounts';
import { ApiError, apiSend } from '@/lib/api-client';
import { pageOnScreen } from '@/lib/page-on-screen';
import { SESSION_KEY } from '@/lib/session';
import { clerkSignOut } from '../components/clerk-mode';

/** better-auth answers with its own shape; the session query reads who signed in. */
const anyAnswer = { parse: (data: unknown) => data };

function useAfterChange() {
  const queryClient = useQueryClient();
  // Everything cached was read as the previous person: drop it, then learn who is here now.
  return async () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  };
}

/** POST /auth/sign-in/email */
export function useSignIn() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (body: TSignInRequest) =>
      apiSend('POST', '/auth/sign-in/email', anyAnswer, { body }),
    onSuccess: afterChange,
  });
}

/**
 * POST /auth/sign-up/email, then /auth/sign-in/email with the same details. A
 * sign-up answers a known address exactly as a new one, so it opens no session
 * itself (docs/decisions/0018); the sign-in is what signs a new person in.
 */
export function useSignUp() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: async (body: TSignUpRequest) => {
      await apiSend('POST', '/auth/sign-up/email', anyAnswer, { body });
      const credentials = { email: body.email, password: body.password };
      return apiSend('POST', '/auth/sign-in/email', anyAnswer, { body: credentials }).catch(
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 401) {
            throw new ApiError(401, error.error, ACCOUNT_MESSAGES.signUpNotSignedIn);
          }
          throw error;
        },
      );
    },
    onSuccess: afterChange,
  });
}

/** The sign-out mutation's key: SignOutFailure reads its outcome after the button that started it is gone. */
export const SIGN_OUT_KEY = ['sign-out'] as const;

/**
 * POST /auth/sign-out, then home (docs/product.md#accounts). Home comes first: were the session
 * dropped first, a page for signed-in people would send the visitor to sign in.
 */
export function useSignOut() {
  const afterChange = useAfterChange();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: SIGN_OUT_KEY,
    mutationFn: async () => {
      // Home first, on screen before the session ends: once "nobody is signed
      // in" reached an owner page still on screen, its guard sent the person to
      // sign in again instead of home (a CI failure; the order rules it out).
      await pageOnScreen(() => navigate('/'));
      // In Clerk mode Clerk's script ends the session; else better-auth's route does.
      await (clerkSignOut() ?? apiSend('POST', '/auth/sign-out', anyAnswer, { body: {} }));
    },
    onSuccess: afterChange,
  });
}
