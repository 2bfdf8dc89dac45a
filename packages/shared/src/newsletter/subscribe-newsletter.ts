import { z } from 'zod';

/** POST /api/v1/newsletter — Stay Inspired and the footer box (docs/product.md#completed-features). */
export const ZSubscribeNewsletterRequest = z
  .object({
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .min(1, 'Email is required')
      .max(254, 'Email must be 254 characters or less')
      .pipe(z.email('Please enter a valid email address')),
  })
  .meta({ id: 'SubscribeNewsletterRequest' });
export type TSubscribeNewsletterRequest = z.infer<typeof ZSubscribeNewsletterRequest>;

export const ZSubscribeNewsletterResponse = z.object({ message: z.string() });

/** One answer for a new address and a known one: it never says who is on the list. */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing! Look out for our next newsletter.',
} as const;
