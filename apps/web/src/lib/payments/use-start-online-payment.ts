import { useMutation } from '@tanstack/react-query';
import { ONLINE_PAYMENT_MESSAGES } from '@waka/shared/payments/payment-words';
import { useEffect } from 'react';
import { ApiError, apiSend } from '@/lib/api-client';

const startedSchema = async () => (await import('@waka/shared/payments/payments')).ZPaymentStarted;

export type StartPayment = { reference: string; email?: string };

/**
 * POST /payments, then off to Paystack's checkout (docs/product.md#payment).
 * Each start is a new attempt with its own reference; the amount is the
 * server's. While the browser leaves, the button stays busy; coming back with
 * the Back button (the page restored from the browser's cache) frees it again.
 */
export function useStartOnlinePayment() {
  const start = useMutation({
    mutationFn: (request: StartPayment) =>
      apiSend('POST', '/payments', startedSchema, { body: request }),
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
  });
  const { reset } = start;
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);
  return {
    start: start.mutate,
    /** Asking the server, or already on the way to Paystack. */
    busy: start.isPending || start.isSuccess,
    failure: start.error ? startFailure(start.error) : null,
    /** The server said online payment is off (503): only the other choice is left. */
    unavailable: start.error instanceof ApiError && start.error.status === 503,
    reset,
  };
}

/** Why the payment could not start, in words for the guest. */
export function startFailure(error: Error): string {
  if (error instanceof ApiError && error.status === 503) return ONLINE_PAYMENT_MESSAGES.unavailable;
  return error.message || ONLINE_PAYMENT_MESSAGES.unavailable;
}
