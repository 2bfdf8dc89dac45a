import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiSend } from '@/lib/api-client';
import { pageOnScreen } from '@/lib/page-on-screen';
import { clerkSignOut } from '../components/clerk-mode';
import { anyAnswer, useAfterChange } from './use-after-change';

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
