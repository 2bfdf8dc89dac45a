import { useQueryClient } from '@tanstack/react-query';
import { SESSION_KEY } from '@/lib/session';

/** better-auth answers with its own shape; the session query reads who signed in. */
export const anyAnswer = { parse: (data: unknown) => data };

/** After a sign-in, sign-up or sign-out: drop what was read as the previous person, then learn who is here. */
export function useAfterChange() {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  };
}
