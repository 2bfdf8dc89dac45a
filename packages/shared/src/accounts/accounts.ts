import { z } from 'zod';
import { ACCOUNT_LINK_MESSAGES } from './account-link-words';
import { ZPersonName } from '../people/person-name';
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH, ROLES, SIGN_UP_ROLES } from './account-messages';

/** An account's email address, as every auth call takes it. */
export const ZEmail = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.emailRequired)
  .pipe(z.email(ACCOUNT_MESSAGES.emailInvalid));

/** A person's name on their account: the same rule wherever an auth call takes one. */
export const ZAccountName = ZPersonName('Name', {
  requiredMessage: ACCOUNT_MESSAGES.nameRequired,
  max: 100,
});

/** A password being chosen: the shared length rule. */
export const ZNewPassword = z
  .string({ error: ACCOUNT_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(128, ACCOUNT_MESSAGES.passwordTooLong);

const ZPassword = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .max(128, ACCOUNT_MESSAGES.passwordTooLong);

/*
 * The bodies of the auth calls Waka exposes (docs/decisions/0018). Each is
 * strict: a field it does not name (`role` on update-user, `emailVerified` on
 * sign-up) is refused, naming that field, instead of reaching better-auth.
 */

/** POST /api/v1/auth/sign-up/email (the form and the server's check). The role is chosen here, once. */
export const ZSignUpRequest = z.strictObject({
  name: ZAccountName,
  email: ZEmail,
  password: ZNewPassword,
  role: z.enum(SIGN_UP_ROLES, { error: ACCOUNT_MESSAGES.roleInvalid }).optional(),
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

/** POST /api/v1/auth/sign-in/email */
export const ZSignInRequest = z.strictObject({
  email: ZEmail,
  password: ZPassword,
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

/** POST /api/v1/auth/update-user: a person's own name, and nothing else. */
export const ZUpdateUserRequest = z.strictObject({ name: ZAccountName });
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

/**
 * POST /api/v1/auth/change-password. Every other session is signed out, always
 * (docs/decisions/0025): `revokeOtherSessions` may be left out or say true.
 */
export const ZChangePasswordRequest = z.strictObject({
  currentPassword: ZPassword,
  newPassword: ZNewPassword,
  revokeOtherSessions: z
    .literal(true, { error: ACCOUNT_LINK_MESSAGES.othersAlwaysSignedOut })
    .optional(),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/**
 * POST /api/v1/auth/sign-out takes no fields: no body at all, an empty one, or
 * `{}`. Signing out must never fail for the shape of nothing.
 */
export const ZSignOutRequest = z.strictObject({}).nullish();

/** Who is signed in, as the web sees it. */
export const ZSessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Whether the person has opened the link emailed to that address (always true under Clerk). */
  emailVerified: z.boolean(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** GET /api/v1/accounts/provider: how the web signs people in (docs/product.md#accounts). */
export const ZAccountsProvider = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('better-auth') }),
  z.object({ provider: z.literal('clerk'), publishableKey: z.string() }),
]);
export type TAccountsProvider = z.infer<typeof ZAccountsProvider>;
