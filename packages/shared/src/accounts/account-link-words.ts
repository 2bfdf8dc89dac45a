/*
 * The emailed account links' settings and words (docs/decisions/0025), apart
 * from account-messages.ts, which every page loads first: these load only
 * with the pages, the banner and the schemas that use them. The words say
 * "1 hour" and "24 hours": change them with the settings.
 */

/** How long a password-reset link works; it works once. */
export const PASSWORD_RESET_LINK_MINUTES = 60;
/** How long an email-verification link works. */
export const EMAIL_VERIFICATION_LINK_HOURS = 24;
/** Password-reset or verification mails to one address in 24 hours, each kind apart (docs/product.md#writing-to-people). */
export const ACCOUNT_LINK_MAILS_A_DAY = 5;

export const ACCOUNT_LINK_MESSAGES = {
  passwordsDiffer: 'The two passwords are not the same',
  /** Changing a password always signs out every other session. */
  othersAlwaysSignedOut: 'Changing your password always signs you out everywhere else',
  /** What a reset request answers, whether or not the address has an account (docs/decisions/0018). */
  resetLinkSent:
    'If an account uses that email, we have sent a link to choose a new password. It lasts 1 hour.',
  resetLinkUnusable:
    'This link has expired or has already been used. Ask for a new one and use it within the hour.',
  verificationLinkExpired: 'This link has expired. Sign in and ask for a new one from the banner.',
  verificationLinkInvalid:
    'This link is not valid. Check that you opened the whole link from the email, or ask for a new one.',
  /** The verify link opened again once the address is confirmed: nothing is changed. */
  emailAlreadyVerified:
    'This email is already confirmed, so its password was not changed. Sign in, or choose a new password from “Forgot password?”.',
  tooManyLinks:
    'We have sent several links to this address today. Please look for them (and in your spam folder), or try again tomorrow.',
} as const;
