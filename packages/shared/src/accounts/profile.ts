import { z } from 'zod';
import { ZOptionalPhoneNumber } from '../people/phone-number';
import { ACCOUNT_MESSAGES, ROLES } from './account-messages';
import { ZAccountName } from './accounts';

/** The profile page's words, and the refusals of deleting an account (docs/decisions/0026). */
export const PROFILE_MESSAGES = {
  saved: 'Your details are saved.',
  passwordWrong: 'That is not your password',
  /** Clerk keeps the name and the sign-in; Waka keeps only the phone. */
  nameAtClerk: 'Your name is kept by your sign-in account: change it there',
  deleteAtClerk: (accountPage: string) =>
    `Your account is held by Clerk, our sign-in provider: delete it on your account page there (${accountPage}).`,
  ownerHasUpcoming: (count: number) =>
    `You have ${count} upcoming ${count === 1 ? 'booking' : 'bookings'} at your hotels or cars. Cancel ${count === 1 ? 'it' : 'them'} or wait until ${count === 1 ? 'it is' : 'they are'} over before deleting your account.`,
  customerHasUpcoming: (count: number) =>
    `You have ${count} upcoming ${count === 1 ? 'stay or car hire' : 'stays or car hires'} of your own. Cancel ${count === 1 ? 'it' : 'them'} or wait until ${count === 1 ? 'it is' : 'they are'} over before deleting your account.`,
} as const;

/** Where a person's sign-in lives: Waka's own accounts, or Clerk (docs/product.md#accounts). */
export const ACCOUNT_HOMES = ['waka', 'clerk'] as const;

/** GET /api/v1/accounts/me/profile: what the profile page shows and the booking forms start from. */
export const ZProfile = z
  .object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    role: z.enum(ROLES),
    emailVerified: z.boolean(),
    createdAt: z.string(),
    /** Where the password and the account's deletion are handled. */
    accountHome: z.enum(ACCOUNT_HOMES),
    /** Clerk's page for the account (password, deletion); null for Waka's own accounts. */
    accountPage: z.string().nullable(),
  })
  .meta({ id: 'Profile' });
export type TProfile = z.infer<typeof ZProfile>;

/** PUT /api/v1/accounts/me/profile: the name and the phone (empty for none). */
export const ZUpdateProfileRequest = z
  .strictObject({ name: ZAccountName, phone: ZOptionalPhoneNumber })
  .meta({ id: 'UpdateProfileRequest' });
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

/** POST /api/v1/accounts/me/delete: the account's password, asked again. */
export const ZDeleteAccountRequest = z
  .strictObject({
    password: z
      .string({ error: ACCOUNT_MESSAGES.passwordRequired })
      .min(1, ACCOUNT_MESSAGES.passwordRequired)
      .max(128, ACCOUNT_MESSAGES.passwordTooLong),
  })
  .meta({ id: 'DeleteAccountRequest' });
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
