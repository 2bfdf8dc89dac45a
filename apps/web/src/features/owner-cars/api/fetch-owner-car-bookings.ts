import {
  ZOwnerCarBookingList,
  type TOwnerCarBooking,
  type TOwnerCarBookingsQuery,
} from '@waka/shared/cars/car-lists';
import { ApiError, UNREACHABLE, toApiError } from '@/lib/api-client';

export type OwnerCarBookingPage = { bookings: TOwnerCarBooking[]; total: number };

const UNEXPECTED = 'Something went wrong on our side. Please try again.';

/**
 * GET /carbooking/owner?page=&pageSize= — a page of bookings and the
 * X-Total-Count header. apiGet hands back the body only, and the total lives
 * in a header, so this call reads the response itself; failures become the
 * same ApiError as every other call's.
 */
export async function fetchOwnerCarBookings(
  { page, pageSize }: TOwnerCarBookingsQuery,
  signal?: AbortSignal,
): Promise<OwnerCarBookingPage> {
  const search = new URLSearchParams();
  if (page !== undefined) search.set('page', String(page));
  if (pageSize !== undefined) search.set('pageSize', String(pageSize));
  let response: Response;
  try {
    response = await fetch(`/api/v1/carbooking/owner?${search}`, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', UNREACHABLE);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, body);

  const bookings = ZOwnerCarBookingList.safeParse(body);
  const total = Number(response.headers.get('x-total-count') ?? Number.NaN);
  if (!bookings.success || !Number.isInteger(total)) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', UNEXPECTED);
  }
  return { bookings: bookings.data, total };
}
