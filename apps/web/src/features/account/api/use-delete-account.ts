import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeleteAccountRequest } from '@waka/shared/accounts/profile';
import { apiSend } from '@/lib/api-client';
import { pageOnScreen } from '@/lib/page-on-screen';
import { ACCOUNT_DELETED_STATE } from '../routes/account-route';
import { SESSION_KEY } from '@/lib/session';
import { useNavigate } from 'react-router';

/** A 204 has no body to check. */
const noAnswer = { parse: () => null };

/**
 * POST /accounts/me/delete (docs/decisions/0026). On success the account
 * page is told first, then every cached answer of the person goes and nobody
 * is signed in: the other way round, the page would send them to sign in.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: TDeleteAccountRequest) =>
      apiSend('POST', '/accounts/me/delete', noAnswer, { body }),
    onSuccess: async () => {
      await pageOnScreen(() =>
        navigate('/account', { replace: true, state: { [ACCOUNT_DELETED_STATE]: true } }),
      );
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
      queryClient.setQueryData(SESSION_KEY, null);
    },
  });
}
