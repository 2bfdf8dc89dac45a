import { parseClerkPublishableKey } from '../../lib/auth/clerk-keys';

export type AccountsProvider =
  { provider: 'better-auth' } | { provider: 'clerk'; publishableKey: string };

/**
 * Clerk's own page for a person's account (its Account Portal's /user), where
 * a Clerk-held account changes its password or is deleted: accounts.<domain>
 * for a production instance (whose Frontend API is clerk.<domain>), or the
 * instance's accounts.dev host in development (docs/decisions/0026).
 */
export function clerkAccountPage(publishableKey: string): string {
  const frontendApi = parseClerkPublishableKey(publishableKey)?.frontendApi ?? '';
  const portal = frontendApi.endsWith('.clerk.accounts.dev')
    ? frontendApi.replace(/\.clerk\.accounts\.dev$/, '.accounts.dev')
    : frontendApi.replace(/^clerk\./, 'accounts.');
  return `https://${portal}/user`;
}

/** Where a person's password and deletion are handled, and Clerk's page for them if there. */
export function accountHome(provider: AccountsProvider) {
  return provider.provider === 'clerk'
    ? { accountHome: 'clerk' as const, accountPage: clerkAccountPage(provider.publishableKey) }
    : { accountHome: 'waka' as const, accountPage: null };
}
