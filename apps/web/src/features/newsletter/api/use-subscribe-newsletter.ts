import { useMutation } from '@tanstack/react-query';
import {
  ZSubscribeNewsletterResponse,
  type TSubscribeNewsletterRequest,
} from '@waka/shared/newsletter/subscribe-newsletter';
import { apiSend } from '@/lib/api-client';

/**
 * POST /newsletter (D12). 201 carries the thank-you message; a repeated email
 * is a 409 and a bad one a 400, both with `fields.email`. No cache to refresh:
 * nothing on screen lists subscriptions.
 */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (request: TSubscribeNewsletterRequest) =>
      apiSend('POST', '/newsletter', ZSubscribeNewsletterResponse, { body: request }),
  });
}
