// The minimal entry leaves out the Kysely adapters Waka does not use: faster to
// load (bench/README.md#start-up).
import type { BetterAuthOptions } from 'better-auth';
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import {
  EMAIL_VERIFICATION_LINK_HOURS,
  PASSWORD_RESET_LINK_MINUTES,
} from '@waka/shared/accounts/account-link-words';
import {
  ACCOUNT_MESSAGES,
  PASSWORD_MIN_LENGTH,
  SIGN_UP_ROLES,
} from '@waka/shared/accounts/account-messages';
import { ZAccountName } from '@waka/shared/accounts/accounts';
import type { Database } from '../../db/database';
import { accounts, sessions, users, verifications } from '../../db/schema/auth';

export type AuthOptions = {
  db: Database;
  publicUrl: string;
  secret: string;
  trustedOrigins: string[];
  /** Sign-in and sign-up attempts per address per minute (docs/product.md#accounts). */
  signInPerMinute: number;
  /** Where those attempts are counted when several processes share them (hit-counter.ts); else memory. */
  rateLimitStorage?: NonNullable<BetterAuthOptions['rateLimit']>['customStorage'];
  /** Someone signed up with the address of an existing account: tell its holder. */
  onSignUpWithExistingEmail?: (holder: AccountHolder) => Promise<void>;
  /** Mail the holder a link to choose a new password (docs/decisions/0025). */
  sendPasswordResetLink?: (holder: AccountHolder, token: string) => Promise<void>;
  /** Mail the holder the link that verifies their address: after sign-up, or asked again. */
  sendVerificationLink?: (holder: AccountHolder, token: string) => Promise<void>;
  /** The holder opened a good verification link: mark the address verified (and what follows, docs/decisions/0033). */
  onEmailVerifying?: (holder: AccountHolder & { id: string }) => Promise<void>;
};

export type AccountHolder = { name: string; email: string };

/**
 * Accounts through better-auth (docs/product.md#accounts): email and password, sessions in the
 * database, an http-only SameSite=Lax cookie (Secure over https), and a role
 * chosen at sign-up among customer and hotelOwner only (docs/product.md#roles).
 */
/** The header the auth route passes the caller's address in (see auth-routes.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-waka-client-address';

export function createAuth(options: AuthOptions) {
  const secureCookies = options.publicUrl.startsWith('https://');
  return betterAuth({
    appName: 'Waka',
    baseURL: options.publicUrl,
    basePath: '/api/v1/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    telemetry: { enabled: false },
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      // Off, so a sign-up with a known address answers exactly as one with a new
      // address (no session either way; the web signs in next), and better-auth
      // calls onExistingUserSignUp instead of answering 422 (docs/decisions/0018).
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        await options.onSignUpWithExistingEmail?.({ name: user.name, email: user.email });
      },
      // Waka writes the link to its own page, /reset-password?token=… (docs/decisions/0025).
      sendResetPassword: async ({ user, token }) => {
        await options.sendPasswordResetLink?.({ name: user.name, email: user.email }, token);
      },
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
    },
    // Verifying is not required to sign in; it sets the password the holder chooses,
    // ends every session and attaches earlier guest bookings (docs/decisions/0033).
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: EMAIL_VERIFICATION_LINK_HOURS * 3600,
      sendVerificationEmail: async ({ user, token }) => {
        await options.sendVerificationLink?.({ name: user.name, email: user.email }, token);
      },
      // Before better-auth marks the address: onEmailVerifying marks it itself, in the
      // transaction that attaches the guest bookings, so the two commit together.
      beforeEmailVerification: async (user) => {
        await options.onEmailVerifying?.({ id: user.id, name: user.name, email: user.email });
      },
    },
    // A leaked database row must not be a live reset link.
    verification: {
      storeIdentifier: { default: 'plain', overrides: { 'reset-password:': 'hashed' } },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'customer', input: true },
      },
    },
    advanced: {
      // Set by the auth route from request.ip; a sender's own X-Forwarded-For is never believed.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
      database: { generateId: () => crypto.randomUUID() },
    },
    rateLimit: {
      enabled: true,
      ...(options.rateLimitStorage ? { customStorage: options.rateLimitStorage } : {}),
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: options.signInPerMinute },
        '/sign-up/email': { window: 60, max: options.signInPerMinute },
        '/request-password-reset': { window: 60, max: options.signInPerMinute },
        '/reset-password': { window: 60, max: options.signInPerMinute },
        '/send-verification-email': { window: 60, max: options.signInPerMinute },
        '/verify-email': { window: 60, max: options.signInPerMinute },
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const role = (user as { role?: unknown }).role ?? 'customer';
            // Never admin: Waka's staff are made on the server's command line (npm run admin).
            if (!SIGN_UP_ROLES.includes(role as (typeof SIGN_UP_ROLES)[number])) {
              throw new APIError('BAD_REQUEST', { message: ACCOUNT_MESSAGES.roleInvalid });
            }
            checkName(user.name);
            return { data: { ...user, role } };
          },
        },
        // The routes already refuse these; this holds for any other way into better-auth.
        update: {
          before: async (user) => {
            if ('role' in user)
              throw new APIError('BAD_REQUEST', { message: ACCOUNT_MESSAGES.roleFixed });
            if ('name' in user) checkName(user.name);
            return { data: user };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

function checkName(name: unknown): void {
  const checked = ZAccountName.safeParse(name);
  if (!checked.success)
    throw new APIError('BAD_REQUEST', { message: checked.error.issues[0]!.message });
}
