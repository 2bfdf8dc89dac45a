import { z } from 'zod';
import { ZOptionalStayDate, checkOptionalStay } from '../stay-dates';

export const ZHotelIdParams = z.object({
  hotelId: z.uuid({ error: 'hotelId must be a hotel id' }),
});

/** GET /rooms/hotel/{hotelId}?checkIn=&checkOut= — dates both or neither. */
export const ZOptionalStayQuery = z
  .object({ checkIn: ZOptionalStayDate, checkOut: ZOptionalStayDate })
  .superRefine(checkOptionalStay);
