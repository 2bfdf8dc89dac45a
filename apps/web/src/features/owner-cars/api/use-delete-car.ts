import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCar } from '@waka/shared/cars/car';
import { apiSend } from '@/lib/api-client';
import { PUBLIC_CARS, ownerCarKeys } from './owner-car-keys';

/** 204 No Content: there is nothing to check. */
const noContent = { parse: () => undefined };

/**
 * DELETE /cars/{carId} (docs/product.md#deleting). Refused with 409 and the server's message while
 * the car has upcoming bookings; on success the row goes at once. Its past
 * bookings stay in View Car Bookings.
 */
export function useDeleteCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (car: TCar) =>
      apiSend('DELETE', `/cars/${encodeURIComponent(car.carId)}`, noContent),
    onSuccess: async (_nothing, car) => {
      queryClient.setQueryData<TCar[]>(ownerCarKeys.cars(), (cars) =>
        cars?.filter((cached) => cached.carId !== car.carId),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerCarKeys.all }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_CARS }),
      ]);
    },
  });
}
