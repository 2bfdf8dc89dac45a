import { z } from 'zod';
import { koboToNaira, nairaToKobo } from '../money';

/*
 * Field rules the hotel and room forms share. Each accepts what a form input
 * holds (text) as well as what a JSON client sends (numbers, lists), so one
 * schema serves the web form, the route and the OpenAPI document.
 */

/** Required text, trimmed, with the spec's "… is required" words. */
export const ZRequiredText = (requiredMessage: string, max: number) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `Must be ${max} characters or less`);

/**
 * A number from a number input ('12500', '') or a JSON number. Empty or
 * missing reads as the required message; then `rules` apply to the number.
 */
export const ZNumberFromInput = <T extends z.ZodType<number, number>>(
  requiredMessage: string,
  rules: T,
) =>
  z
    .union([z.number(), z.string()], { error: requiredMessage })
    .transform((value) =>
      typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value),
    )
    .pipe(z.number({ error: requiredMessage }).pipe(rules));

/** True when a sum of naira has at most two decimals, i.e. is a whole number of kobo (docs/product.md#money). */
export function isWholeKobo(naira: number): boolean {
  if (!Number.isFinite(naira)) return false;
  const kobo = nairaToKobo(naira);
  // 1e308 naira is Infinity kobo, which koboToNaira refuses by throwing: a 500 where the max rule answers.
  return Number.isSafeInteger(kobo) && koboToNaira(kobo) === naira;
}

/** A sum of naira: more than 0, whole kobo, and not absurd. */
export const ZPositiveNaira = (messages: { positive: string }) =>
  z
    .number()
    .positive(messages.positive)
    .max(100_000_000, 'Must be ₦100,000,000 or less')
    .refine(isWholeKobo, 'Must have at most 2 decimal places');

/**
 * Where an uploaded image lives: the answer of the upload endpoint
 * (`secure_url`, an http(s) address) or a path on this site (`/media/…`).
 */
export function isImageAddress(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const IMAGE_ADDRESS_MESSAGE = 'Must be an image address (URL)';

export const ZImageAddress = (requiredMessage: string) =>
  ZRequiredText(requiredMessage, 2000).refine(isImageAddress, IMAGE_ADDRESS_MESSAGE);

/**
 * The spec sends lists both as lists and as JSON text of a list (roomImage
 * on edit, amenities in listings), and a single image as one URL. All three
 * read as a list here; `list` then checks it and each entry.
 */
export const ZListOrJsonText = <T extends z.ZodType<unknown[], string[]>>(
  list: T,
  requiredMessage: string,
) =>
  z
    .union([z.array(z.string()), z.string()], { error: requiredMessage })
    .transform((value): string[] => (Array.isArray(value) ? value : listFromText(value)))
    .pipe(list);

function listFromText(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed))
        return parsed.map((entry) => (typeof entry === 'string' ? entry : String(entry)));
    } catch {
      // Not JSON after all: checked below as one value, which names the problem.
    }
  }
  return [trimmed];
}

/** Each value once, in the order first given. */
export const unique = <T>(values: T[]): T[] => [...new Set(values)];
