import { z } from 'zod';

/**
 * What a person's name may hold (docs/decisions/0016): letters of any script
 * with their accents, and spaces, apostrophes, hyphens and dots between them.
 * No digits, `@`, `:` or `/`, and no dot joining two words, so a name Waka
 * writes into an email can never carry a link, an address or a sentence with
 * numbers in it.
 */
const NAME_LIKE = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

/**
 * A dot between letters with a word of two or more letters on either side is
 * how a web address reads (www.evil.example, x.co); dots between single letters
 * are initials (J.R.R.), and a dot before a space ends an abbreviation (Dr. Bello).
 */
const DOMAIN_LIKE = /(?:\p{L}\p{M}*){2}\.\p{L}|\p{L}\p{M}*\.(?:\p{L}\p{M}*){2}/u;

export const nameLikeMessage = (label: string) =>
  `${label} can only contain letters, spaces, apostrophes, hyphens and dots`;

export function isNameLike(value: string): boolean {
  return NAME_LIKE.test(value) && !DOMAIN_LIKE.test(value);
}

/**
 * A person's name as every form and call takes it: trimmed, required, at most
 * `max` characters, name-like. `label` starts the field's message ("First name").
 * One message per name, and none of them aborts: an aborting issue would stop
 * the form's own checks (a past check-in date), hiding their messages.
 */
export function ZPersonName(label: string, options: { requiredMessage: string; max: number }) {
  return z
    .string({ error: options.requiredMessage })
    .trim()
    .min(1, options.requiredMessage)
    .max(options.max, `Maximum ${options.max} characters`)
    .refine(
      (name) => name.length === 0 || name.length > options.max || isNameLike(name),
      nameLikeMessage(label),
    );
}
