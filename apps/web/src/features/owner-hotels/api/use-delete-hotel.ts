import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { OWNER_HOTELS } from '@/lib/owner-queries';

/** 204 No Content: there is nothing to check. */
const noContent = { parse: () => undefined };

/**
 * DELETE /hotels/{hotelId} (docs/product.md#deleting). A hotel with upcoming bookings is refused
 * with 409 and a message naming them; on success the list is refetched.
 */
export function useDeleteHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hotelId: string) =>
      apiSend('DELETE', `/hotels/${encodeURIComponent(hotelId)}`, noContent),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: OWNER_HOTELS }),
        queryClient.invalidateQueries({ queryKey: ['hotels'] }),
      ]);
    },
  });
}
