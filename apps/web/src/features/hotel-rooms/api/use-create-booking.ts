import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { ZBooking, type TCreateBookingRequest } from '@waka/shared/bookings/create-booking';
import { apiSend } from '@/lib/api-client';

/**
 * POST /bookings with an Idempotency-Key (docs/product.md#idempotency). The
 * key stays the same while the request stays the same, so a double click or a
 * retry after a dropped connection cannot book twice; a changed request gets
 * a new key.
 */
export function useCreateBooking() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (request: TCreateBookingRequest) => {
      const body = JSON.stringify(request);
      if (last.current?.body !== body) last.current = { body, key: crypto.randomUUID() };
      return apiSend('POST', '/bookings', ZBooking, {
        body: request,
        headers: { 'idempotency-key': last.current.key },
      });
    },
  });
}
