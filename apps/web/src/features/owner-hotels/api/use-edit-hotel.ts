import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZHotel } from '@waka/shared/hotels/hotel';
import type { TEditHotelRequest } from '@waka/shared/hotels/register-hotel';
import { apiSend } from '@/lib/api-client';
import { OWNER_HOTELS } from '@/lib/owner-queries';

/** PUT /hotels/{hotelId} — the Edit Hotel modal's save (docs/product.md#api). */
export function useEditHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hotelId, request }: { hotelId: string; request: TEditHotelRequest }) =>
      apiSend('PUT', `/hotels/${encodeURIComponent(hotelId)}`, ZHotel, { body: request }),
    onSuccess: async (hotel) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: OWNER_HOTELS }),
        queryClient.invalidateQueries({ queryKey: ['hotels'] }),
        queryClient.invalidateQueries({ queryKey: ['hotel', hotel.hotelId] }),
      ]);
    },
  });
}
