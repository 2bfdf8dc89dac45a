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

/** The reset page's form: the new password twice. */
export const ZResetPasswordForm = z
  .strictObject({ newPassword: ZNewPassword, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: ACCOUNT_LINK_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

/** POST /api/v1/auth/send-verification-email: to the signed-in person's own address, so no fields. */
export const ZSendVerificationEmailRequest = z.strictObject({});

/** GET /api/v1/auth/verify-email?token=…: the token from the emailed link. */
export const ZVerifyEmailQuery = z.strictObject({ token: ZLinkToken });
export type TVerifyEmailQuery = z.infer<typeof ZVerifyEmailQuery>;
