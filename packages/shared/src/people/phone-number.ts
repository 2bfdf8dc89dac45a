import { z } from 'zod';

/** A phone number's words, the same in every form that takes one (docs/product.md#validation). */
export const PHONE_MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneDigits: 'Must be only digits',
  phoneLength: 'Must be at least 10 digits',
  phoneTooLong: 'Must be 15 digits or less',
} as const;

const PHONE_DIGITS = /^\+?\d+$/;
const digitCount = (phone: string) => phone.replace('+', '').length;

/**
 * A Nigerian phone number as a guest types it (docs/product.md#constants): 10
 * to 15 digits, with a leading + for the international form (+2348031234567
 * as well as 08031234567). The booking dialog, the car-hire request and a
 * person's profile all take this one rule, so a number saved on the profile
 * fills either form and passes.
 */
export const ZPhoneNumber = z
  .string({ error: PHONE_MESSAGES.phoneRequired })
  .trim()
  .min(1, PHONE_MESSAGES.phoneRequired)
  .regex(PHONE_DIGITS, PHONE_MESSAGES.phoneDigits)
  .refine((phone) => digitCount(phone) >= 10, PHONE_MESSAGES.phoneLength)
  .refine((phone) => digitCount(phone) <= 15, PHONE_MESSAGES.phoneTooLong);

/** The same rule where a phone may be left out: empty means none, and reads as null. */
export const ZOptionalPhoneNumber = z
  .string({ error: PHONE_MESSAGES.phoneDigits })
  .trim()
  .transform((phone) => (phone === '' ? null : phone))
  .pipe(ZPhoneNumber.nullable());
