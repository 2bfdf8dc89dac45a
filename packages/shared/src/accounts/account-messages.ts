/*
 * The accounts' roles and words, apart from their schemas: the app shell reads
 * these on every page, and importing a module that builds zod schemas at its
 * top level would put zod in every page's first JavaScript.
 */

/** The roles a person can hold (docs/product.md#data: User.role, docs/product.md#roles). */
export const ROLES = ['customer', 'hotelOwner'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be 128 characters or less',
  passwordRequired: 'Password is required',
  roleInvalid: 'Role must be customer or hotelOwner',
  roleFixed: 'The role is chosen at sign-up and cannot be changed',
  signInRequired: 'Please sign in to continue',
  /** The sign-in after a sign-up was refused: the address already had an account with another password. */
  signUpNotSignedIn:
    "We couldn't sign you in. If you already have a Waka account with this email, sign in with its password; we've emailed you about this.",
  ownersOnly: 'This is for property owners only',
  passwordsDiffer: 'The two passwords are not the same',
  /** Changing a password always signs out every other session (docs/decisions/0025). */
  othersAlwaysSignedOut: 'Changing your password always signs you out everywhere else',
  /** What a reset request answers, whether or not the address has an account (docs/decisions/0018). */
  resetLinkSent:
    'If an account uses that email, we have sent a link to choose a new password. It lasts 1 hour.',
  resetLinkUnusable:
    'This link has expired or has already been used. Ask for a new one and use it within the hour.',
  verificationSentAgain: 'We have sent the link again. It lasts 24 hours.',
  verificationLinkExpired: 'This link has expired. Sign in and ask for a new one from the banner.',
  verificationLinkInvalid:
    'This link is not valid. Check that you opened the whole link from the email, or ask for a new one.',
  tooManyLinks:
    'We have sent several links to this address today. Please look for them (and in your spam folder), or try again tomorrow.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

/*
 * Emailed account links (docs/decisions/0025). Their words above say "1 hour"
 * and "24 hours": change them with these.
 */

/** How long a password-reset link works, and it works once. */
export const PASSWORD_RESET_LINK_MINUTES = 60;
/** How long an email-verification link works. */
export const EMAIL_VERIFICATION_LINK_HOURS = 24;
/** Password-reset or verification mails to one address in 24 hours, each kind apart (docs/product.md#writing-to-people). */
export const ACCOUNT_LINK_MAILS_A_DAY = 5;
