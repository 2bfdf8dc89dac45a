/*
 * Clerk's keys (docs/product.md#accounts), checked at start-up in Clerk's own words. A publishable
 * key is `pk_test_` or `pk_live_` followed by base64 of the instance's
 * Frontend API host and a closing `$`; anything else would only fail later,
 * in a traveller's browser.
 */

const KEYS_PAGE = 'You can get your key at https://dashboard.clerk.com/last-active?path=api-keys.';

export const CLERK_MESSAGES = {
  missingPublishableKey: `Missing publishableKey. ${KEYS_PAGE}`,
  invalidPublishableKey: (key: string) =>
    `The publishableKey passed to Clerk is invalid. ${KEYS_PAGE} (key=${key})`,
  missingSecretKey: `Missing secretKey. ${KEYS_PAGE}`,
  invalidSecretKey: `The secretKey passed to Clerk is invalid (it starts sk_test_ or sk_live_). ${KEYS_PAGE}`,
} as const;

export type ClerkPublishableKey = {
  instanceType: 'development' | 'production';
  frontendApi: string;
};

/** The instance a publishable key names, or null when it is not one. */
export function parseClerkPublishableKey(key: string): ClerkPublishableKey | null {
  const match = /^pk_(test|live)_([A-Za-z0-9+/_-]+={0,2})$/.exec(key);
  if (!match) return null;
  const decoded = Buffer.from(match[2]!, 'base64').toString('utf8');
  if (!decoded.endsWith('$')) return null;
  const frontendApi = decoded.slice(0, -1);
  // A host name: letters, digits, dots and hyphens, with at least one dot.
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(frontendApi)) return null;
  return { instanceType: match[1] === 'live' ? 'production' : 'development', frontendApi };
}

export const isClerkSecretKey = (key: string) => /^sk_(test|live)_[A-Za-z0-9]{10,}$/.test(key);
