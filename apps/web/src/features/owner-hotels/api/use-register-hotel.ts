import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZHotel } from '@waka/shared/hotels/hotel';
import type { TRegisterHotelRequest } from '@waka/shared/hotels/register-hotel';
import { apiSend } from '@/lib/api-client';
import { OWNER_HOTELS } from '@/lib/owner-queries';

/** POST /hotels — lists a new hotel owned by the signed-in owner; answers it with its hotelId. */
export function useRegisterHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TRegisterHotelRequest) =>
      apiSend('POST', '/hotels', ZHotel, { body: request }),
    onSuccess: async () => {
      // The owner's lists and the public hotel list (home, /rooms) gain it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: OWNER_HOTELS }),
        queryClient.invalidateQueries({ queryKey: ['hotels'] }),
      ]);
    },
  });
}
