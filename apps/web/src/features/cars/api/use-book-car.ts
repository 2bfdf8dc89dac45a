import { useMutation } from '@tanstack/react-query';
import { ZCarBooking, type TCreateCarBookingRequest } from '@waka/shared/cars/car-booking';
import { useRef } from 'react';
import { apiSend } from '@/lib/api-client';

/**
 * POST /carbooking/book with an Idempotency-Key (docs/product.md#idempotency), as the hotel booking
 * does: the key stays while the request stays the same, so a double click or
 * a retry after a lost answer books once. After a success the key is dropped:
 * the page has reset, and the next request, even an identical one, is a new
 * booking the server must judge (and refuse as an overlap).
 */
export function useBookCar() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (request: TCreateCarBookingRequest) => {
      const body = JSON.stringify(request);
      if (last.current?.body !== body) last.current = { body, key: crypto.randomUUID() };
      return apiSend('POST', '/carbooking/book', ZCarBooking, {
        body: request,
        headers: { 'idempotency-key': last.current.key },
      });
    },
    onSuccess: () => {
      last.current = null;
    },
  });
}
