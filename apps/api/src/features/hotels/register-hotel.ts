import { nairaToKobo } from '@waka/shared/money';
import type { THotel } from '@waka/shared/hotels/hotel';
import type { RegisterHotelValues } from '@waka/shared/hotels/register-hotel';
import type { TSessionUser } from '@waka/shared/accounts/accounts';
import type { Database } from '../../db/database';
import { toHotel } from './find-hotels';
import { resolveHotelPlace } from './hotel-place';
import { insertHotel } from './owner-hotel-repository';

/** Lists a new hotel owned by the signed-in owner (docs/product.md#validation: "Hotel registration", docs/product.md#roles). */
export async function registerHotel(
  db: Database,
  owner: TSessionUser,
  values: RegisterHotelValues,
): Promise<THotel> {
  const place = await resolveHotelPlace(db, values);
  const saved = await insertHotel(db, {
    ownerId: owner.id,
    hotelName: values.hotelName,
    hotelContactNo: values.hotelContactNo,
    hotelDescription: values.hotelDescription,
    hotelAddress: values.hotelAddress,
    minimumPriceKobo: nairaToKobo(values.minimumPrice),
    propertyType: values.propertyType,
    hotelImage: values.hotelImage,
    ...place,
    hotelRating: values.hotelRating,
    hotelAmenities: values.hotelAmenities,
    checkInTime: values.checkInTime ?? null,
  });
  return toHotel(saved);
}
