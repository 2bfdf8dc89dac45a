import { HOTEL_MESSAGES } from '@waka/shared/hotels/register-hotel';
import type { Database } from '../../db/database';
import { invalidInput } from '../../lib/app-error';
import { findCountryByName } from '../../lib/places/place-lookup-repository';
import { resolveNigerianPlace } from '../../lib/places/resolve-nigerian-place';

export type HotelPlaceInput = {
  country: string;
  state: string;
  stateId?: number | null;
  localGov: string;
  city: string;
};
export type HotelPlace = {
  country: string;
  state: string;
  stateId: number | null;
  localGov: string;
  city: string;
};

const NIGERIA = 'Nigeria';

/**
 * Where a hotel is (docs/product.md#places): a country from the list; in Nigeria, a checked
 * state and local government; elsewhere state and local government are free
 * text (docs/product.md#register-hotel).
 */
export async function resolveHotelPlace(db: Database, input: HotelPlaceInput): Promise<HotelPlace> {
  const country = await findCountryByName(db, input.country);
  if (!country) throw invalidInput({ country: HOTEL_MESSAGES.unknownCountry });
  const place =
    country.name === NIGERIA
      ? await resolveNigerianPlace(db, input)
      : { state: input.state, stateId: null, localGov: input.localGov };
  return { country: country.name, ...place, city: input.city };
}
