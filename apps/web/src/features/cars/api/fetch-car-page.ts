import { ZCarList, type TCar } from '@waka/shared/cars/car';
import { ApiError, UNREACHABLE, toApiError } from '@/lib/api-client';

export type CarPage = { cars: TCar[]; total: number };

/**
 * GET /cars/allcars?{query}: the cars and the X-Total-Count header. apiGet
 * hands back the body only, and the total lives in a header, so this one
 * call reads the response itself; failures still become the same ApiError.
 */
export async function fetchCarPage(query: string, signal?: AbortSignal): Promise<CarPage> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/cars/allcars${query ? `?${query}` : ''}`, {
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

  const cars = ZCarList.safeParse(body);
  const header = response.headers.get('x-total-count');
  const total = header === null ? Number.NaN : Number(header);
  if (!cars.success || !Number.isInteger(total)) {
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      'Something went wrong on our side. Please try again.',
    );
  }
  return { cars: cars.data, total };
}
