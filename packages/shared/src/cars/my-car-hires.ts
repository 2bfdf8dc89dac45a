import { z } from 'zod';
import { ZCarBooking } from './car-booking';

/**
 * GET /api/v1/carbooking/mine — the signed-in customer's car hires for My
 * Bookings, beside their stays from /bookings/mine
 * (docs/decisions/0024-car-hire-by-the-hour-day-and-week.md): each as its
 * receipt tells it, with the car's photo.
 */
export const ZMyCarHire = ZCarBooking.extend({
  carImage: z.string().meta({ description: "The car's photo, as the listing shows it" }),
}).meta({ id: 'MyCarHire' });
export type TMyCarHire = z.infer<typeof ZMyCarHire>;

/** Newest made first. */
export const ZMyCarHireList = z.array(ZMyCarHire);
