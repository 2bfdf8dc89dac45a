/*
 * The accounts' roles and words, apart from their schemas: the app shell reads
 * these on every page, and importing a module that builds zod schemas at its
 * top level would put zod in every page's first JavaScript.
 */

/** The roles a person chooses among at sign-up (docs/product.md#roles). */
export const SIGN_UP_ROLES = ['customer', 'hotelOwner'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

/**
 * The roles a person can hold (docs/product.md#data: User.role): the sign-up
 * choices, and Waka's own staff, granted only from the server's command line
 * (docs/decisions/0037-wakas-staff-and-attention-items.md).
 */
export const ROLES = [...SIGN_UP_ROLES, 'admin'] as const;
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
  adminsOnly: "This is for Waka's staff only",
} as const;

export const PASSWORD_MIN_LENGTH = 8;
