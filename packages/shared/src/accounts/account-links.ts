import { z } from 'zod';
import { ACCOUNT_LINK_MESSAGES } from './account-link-words';
import { ZEmail, ZNewPassword } from './accounts';

/*
 * The emailed account links (docs/decisions/0025): a password reset, and the
 * link that verifies an address. Bodies are strict, as every auth body is
 * (docs/decisions/0018); Waka builds the links itself, so no call takes a
 * redirect or callback URL.
 */

/** A token as it comes back from an emailed link: better-auth's, opaque to Waka. */
const ZLinkToken = z
  .string({ error: 'token is required' })
  .trim()
  .min(1, 'token is required')
  .max(2000, 'token is too long');

/** POST /api/v1/auth/request-password-reset: the same answer whether or not the address has an account. */
export const ZRequestPasswordResetRequest = z.strictObject({ email: ZEmail });
export type TRequestPasswordResetRequest = z.infer<typeof ZRequestPasswordResetRequest>;

/** POST /api/v1/auth/reset-password: the token from the link, once, within the hour. */
export const ZResetPasswordRequest = z.strictObject({
  token: ZLinkToken,
  newPassword: ZNewPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** The new password twice: the reset page's form, and the verify page's. */
export const ZResetPasswordForm = z
  .strictObject({ newPassword: ZNewPassword, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: ACCOUNT_LINK_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

/** POST /api/v1/auth/send-verification-email: to the signed-in person's own address, so no fields. */
export const ZSendVerificationEmailRequest = z.strictObject({});

/**
 * POST /api/v1/auth/verify-email: the token from the emailed link and the
 * password the holder chooses. Anyone may sign up with an address before its
 * holder does, so confirming it also sets the password and ends every
 * session (docs/decisions/0033).
 */
export const ZVerifyEmailRequest = z.strictObject({
  token: ZLinkToken,
  newPassword: ZNewPassword,
});
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;
