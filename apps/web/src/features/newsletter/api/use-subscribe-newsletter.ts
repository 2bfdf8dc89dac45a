import { useMutation } from '@tanstack/react-query';
import {
  ZSubscribeNewsletterResponse,
  type TSubscribeNewsletterRequest,
} from '@waka/shared/newsletter/subscribe-newsletter';
import { apiSend } from '@/lib/api-client';

/**
 * POST /newsletter. 201 carries the thank-you message, for a repeated email
 * too (the answer never says who is on the list: docs/decisions/0018); a bad
 * one is a 400 with `fields.email`. No cache to refresh: nothing on screen
 * lists subscriptions.
 */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (request: TSubscribeNewsletterRequest) =>
      apiSend('POST', '/newsletter', ZSubscribeNewsletterResponse, { body: request }),
  });
}
