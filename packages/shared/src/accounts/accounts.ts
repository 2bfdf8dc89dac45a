import { z } from 'zod';
import { ZPersonName } from '../people/person-name';

/** The roles a person can hold (spec §3 User.role, D10). */
export const ROLES = ['customer', 'hotelOwner'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be 128 characters or less',
  roleInvalid: 'Role must be customer or hotelOwner',
  signInRequired: 'Please sign in to continue',
  ownersOnly: 'This is for property owners only',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

const ZEmail = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.emailRequired)
  .pipe(z.email(ACCOUNT_MESSAGES.emailInvalid));

/** A person's name on their account: the same rule wherever an auth call takes one. */
export const ZAccountName = ZPersonName('Name', { requiredMessage: ACCOUNT_MESSAGES.nameRequired, max: 100 });

/** POST /api/v1/auth/sign-up/email (the form and the server's check). */
export const ZSignUpRequest = z.object({
  name: ZAccountName,
  email: ZEmail,
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
    .max(128, ACCOUNT_MESSAGES.passwordTooLong),
  role: z.enum(ROLES, { error: ACCOUNT_MESSAGES.roleInvalid }).optional(),
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

/** POST /api/v1/auth/sign-in/email */
export const ZSignInRequest = z.object({
  email: ZEmail,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

/** Who is signed in, as the web sees it. */
export const ZSessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** GET /api/v1/accounts/provider: how the web signs people in (D9). */
export const ZAccountsProvider = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('better-auth') }),
  z.object({ provider: z.literal('clerk'), publishableKey: z.string() }),
]);
export type TAccountsProvider = z.infer<typeof ZAccountsProvider>;
