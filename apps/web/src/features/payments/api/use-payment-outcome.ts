import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, apiSend } from '@/lib/api-client';

/** How often the callback page asks again while Paystack has not settled the payment. */
export const VERIFY_EVERY_MS = 1_500;
/** How long it keeps asking before it says it will email instead. */
export const VERIFY_FOR_MS = 60_000;

const outcomeSchema = async () => (await import('@waka/shared/payments/payments')).ZPaymentOutcome;

/**
 * POST /payments/{paymentReference}/verify — Waka asks Paystack and settles
 * the payment (docs/decisions/0022-payments-and-holds.md); asking again is
 * harmless. Polled while the attempt is pending, for at most a minute.
 */
export function usePaymentOutcome(paymentReference: string) {
  const [gaveUp, setGaveUp] = useState(false);
  const stopped = useRef(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      stopped.current = true;
      setGaveUp(true);
    }, VERIFY_FOR_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const outcome = useQuery({
    queryKey: ['payment-outcome', paymentReference],
    queryFn: ({ signal }) =>
      apiSend('POST', `/payments/${encodeURIComponent(paymentReference)}/verify`, outcomeSchema, {
        signal,
      }),
    enabled: paymentReference !== '',
    refetchInterval: (query) =>
      query.state.data?.attemptStatus === 'pending' && !stopped.current ? VERIFY_EVERY_MS : false,
    // A dropped connection is worth another try; a refusal (unknown reference) is not.
    retry: (failures, error) => error instanceof ApiError && error.status === 0 && failures < 3,
    staleTime: Infinity,
    gcTime: 0,
  });
  const pending = outcome.isPending || outcome.data?.attemptStatus === 'pending';
  return { outcome, stillPending: pending && gaveUp };
}
