import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCar } from '@waka/shared/cars/car';
import type { TRegisterCarRequest } from '@waka/shared/cars/register-car';
import { apiSend } from '@/lib/api-client';
import { PUBLIC_CARS, ownerCarKeys } from './owner-car-keys';

/** POST /cars/registration — offers a new car for hire, owned by the signed-in owner. */
export function useRegisterCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TRegisterCarRequest) =>
      apiSend('POST', '/cars/registration', ZCar, { body: request }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerCarKeys.cars() }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_CARS }),
      ]);
    },
  });
}
