import { nairaToKobo } from '@waka/shared/money';
import type { THotel } from '@waka/shared/hotels/hotel';
import type { EditHotelValues } from '@waka/shared/hotels/register-hotel';
import type { TSessionUser } from '@waka/shared/accounts/accounts';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { toHotel } from './find-hotels';
import { resolveHotelPlace } from './hotel-place';
import { updateOwnedHotel } from './owner-hotel-repository';

/**
 * Changes the owner's own hotel (docs/product.md#validation: "Hotel edit"). Another owner's
 * hotel, or a deleted one, is not found. The amenities list and the image
 * stay as they were when the edit does not send them.
 */
export async function editHotel(
  db: Database,
  owner: TSessionUser,
  hotelId: string,
  values: EditHotelValues,
): Promise<THotel> {
  const place = await resolveHotelPlace(db, values);
  const amenities = values.amenities ?? values.hotelAmenities;
  const saved = await updateOwnedHotel(db, owner.id, hotelId, {
    hotelName: values.hotelName,
    hotelContactNo: values.hotelContactNo,
    hotelDescription: values.hotelDescription,
    hotelAddress: values.hotelAddress,
    minimumPriceKobo: nairaToKobo(values.minimumPrice),
    propertyType: values.propertyType,
    ...place,
    hotelRating: values.hotelRating,
    ...(amenities ? { hotelAmenities: amenities } : {}),
    ...(values.hotelImage ? { hotelImage: values.hotelImage } : {}),
    ...(values.checkInTime ? { checkInTime: values.checkInTime } : {}),
  });
  if (!saved) throw notFound('Hotel');
  return toHotel(saved);
}
