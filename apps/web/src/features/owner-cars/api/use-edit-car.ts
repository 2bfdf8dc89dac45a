import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCar, type TCar } from '@waka/shared/cars/car';
import type { TEditCarRequest } from '@waka/shared/cars/register-car';
import { apiSend } from '@/lib/api-client';
import { PUBLIC_CARS, ownerCarKeys } from './owner-car-keys';

/** PUT /cars/{carId} — the Edit car modal's save (docs/product.md#api); without carImage the photo stays. */
export function useEditCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ carId, request }: { carId: string; request: TEditCarRequest }) =>
      apiSend('PUT', `/cars/${encodeURIComponent(carId)}`, ZCar, { body: request }),
    onSuccess: async (car) => {
      // The row shows the new values at once; the refetch confirms them.
      queryClient.setQueryData<TCar[]>(ownerCarKeys.cars(), (cars) =>
        cars?.map((cached) => (cached.carId === car.carId ? car : cached)),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerCarKeys.all }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_CARS }),
      ]);
    },
  });
}
