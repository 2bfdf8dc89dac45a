import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProfile, type TUpdateProfileRequest } from '@waka/shared/accounts/profile';
import { apiSend } from '@/lib/api-client';
import { PROFILE_KEY } from '@/lib/profile';
import { SESSION_KEY } from '@/lib/session';

/**
 * PUT /accounts/me/profile — the name and phone (docs/decisions/0026). The
 * answer is the profile the booking forms start from; the header's menu reads
 * the name again from the session.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProfileRequest) =>
      apiSend('PUT', '/accounts/me/profile', ZProfile, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      return queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
