import { z } from 'zod';

/*
 * Cars are hired out in Nigeria (docs/product.md#overview: Abuja), and the
 * API checks a car's state against Nigeria's states (docs/product.md#places).
 * The registration form still has the spec's country list
 * (docs/product.md#completed-features), so choosing another country gets a
 * clear answer at once rather than the server's "Choose one of Nigeria's
 * states".
 */

export const CAR_HIRE_COUNTRY = 'Nigeria';

export const CAR_COUNTRY_MESSAGES = {
  required: 'Country is required',
  nigeriaOnly: 'Cars can be listed for hire in Nigeria only',
} as const;

export const ZCarCountry = z
  .string({ error: CAR_COUNTRY_MESSAGES.required })
  .min(1, { error: CAR_COUNTRY_MESSAGES.required, abort: true })
  .refine((country) => country === CAR_HIRE_COUNTRY, CAR_COUNTRY_MESSAGES.nigeriaOnly);
