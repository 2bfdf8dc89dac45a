import { z } from 'zod';
import { HOTEL_AMENITY_VALUES, PROPERTY_TYPES } from './hotel-amenities';

/** A hotel as every public call answers it (docs/product.md#data: field names, docs/product.md#api). */
export const ZHotel = z
  .object({
    hotelId: z.uuid(),
    hotelName: z.string(),
    hotelContactNo: z.string(),
    hotelDescription: z.string(),
    hotelAddress: z.string(),
    minimumPrice: z.number().meta({ description: 'Lowest nightly price in naira' }),
    propertyType: z.enum(PROPERTY_TYPES),
    hotelImage: z.string(),
    country: z.string(),
    state: z.string(),
    stateId: z.number().int().nullable(),
    localGov: z.string(),
    city: z.string(),
    hotelRating: z.number().min(1).max(5),
    hotelAmenities: z.array(z.enum(HOTEL_AMENITY_VALUES)),
    checkInTime: z.string().meta({
      description:
        "When guests may check in, 'HH:MM' in Lagos (14:00 unless the hotel sets another); free cancellation ends 48 hours before it",
    }),
    createdAt: z.string(),
  })
  .meta({ id: 'Hotel' });
export type THotel = z.infer<typeof ZHotel>;

export const ZHotelList = z.array(ZHotel);
export type THotelList = z.infer<typeof ZHotelList>;
