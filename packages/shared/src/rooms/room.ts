import { z } from 'zod';

/** A room type as the public calls answer it (docs/product.md#data: Room, naira). */
export const ZRoom = z
  .object({
    roomId: z.uuid(),
    hotelId: z.uuid(),
    hotelName: z.string(),
    roomType: z.string(),
    roomPrice: z.number().meta({ description: 'Nightly price in naira, discount already applied' }),
    roomDiscount: z.number().int().min(0).max(100),
    roomQuantity: z.number().int().min(0),
    roomDescription: z.string(),
    roomStatus: z.boolean(),
    roomImage: z.array(z.string()),
    amenities: z.array(z.string()),
    createdDate: z.string(),
    unitsLeft: z.number().int().min(0).optional().meta({
      description:
        'Units bookable on every night of the asked dates (only with checkIn and checkOut)',
    }),
  })
  .meta({ id: 'Room' });
export type TRoom = z.infer<typeof ZRoom>;
export const ZRoomList = z.array(ZRoom);

/** A room type can be selected when it is on and has units left for the dates. */
export function isRoomAvailable(
  room: Pick<TRoom, 'roomStatus' | 'roomQuantity' | 'unitsLeft'>,
): boolean {
  return room.roomStatus && (room.unitsLeft ?? room.roomQuantity) > 0;
}
