import { ZCarList, type TCar } from '@waka/shared/cars/car';
import { apiGetPage } from '@/lib/api-client';

export type CarPage = { cars: TCar[]; total: number };

/** GET /cars/allcars?{query}: one page of cars and how many match in all (X-Total-Count). */
export async function fetchCarPage(query: string, signal?: AbortSignal): Promise<CarPage> {
  const { items, total } = await apiGetPage(`/cars/allcars${query ? `?${query}` : ''}`, ZCarList, {
    signal,
  });
  return { cars: items, total };
}
