import { useQuery } from '@tanstack/react-query';
import type { TProfile } from '@waka/shared/accounts/profile';
import { apiGet } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** The one cache entry of the signed-in person's profile: the profile page writes it back. */
export const PROFILE_KEY = ['profile'] as const;

/**
 * GET /accounts/me/profile — the signed-in person's name, email and phone
 * (docs/decisions/0026), for the profile page and the booking forms they
 * start from. Asked only while someone is signed in: a guest's forms start
 * empty.
 */
export function useProfile() {
  const session = useSession();
  const signedIn = Boolean(session.data);
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) =>
      apiGet(
        '/accounts/me/profile',
        async () => (await import('@waka/shared/accounts/profile')).ZProfile,
        { signal },
      ),
    enabled: signedIn,
    staleTime: 5 * 60_000,
    select: (profile) => (signedIn ? profile : undefined),
  });
}

/** The booking dialog's guest, from a profile: the name's first word, then the rest. */
export function guestFromProfile(profile: TProfile) {
  const [firstName = '', ...rest] = profile.name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' '), email: profile.email, phone: profile.phone ?? '' };
}

/** The car-hire request's renter, from a profile. */
export function renterFromProfile(profile: TProfile) {
  return { fullName: profile.name, email: profile.email, phone: profile.phone ?? '' };
}
