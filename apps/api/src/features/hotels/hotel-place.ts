import { HOTEL_MESSAGES } from '@waka/shared/hotels/register-hotel';
import type { Database } from '../../db/database';
import { invalidInput } from '../../lib/app-error';
import {
  findCountryByName,
  findLocalGovernmentByName,
  findStateById,
  findStateByName,
} from './owner-hotel-repository';

export type HotelPlaceInput = {
  country: string;
  state: string;
  stateId?: number | null;
  localGov: string;
  city: string;
};
export type HotelPlace = { country: string; state: string; stateId: number | null; localGov: string; city: string };

const NIGERIA = 'Nigeria';

/**
 * Where a hotel is, checked against the places data (D13): a country from
 * the list; in Nigeria, one of its states and a local government of that
 * state, stored in their own spelling with the state's id. Elsewhere state
 * and local government are free text (spec §2).
 */
export async function resolveHotelPlace(db: Database, input: HotelPlaceInput): Promise<HotelPlace> {
  const country = await findCountryByName(db, input.country);
  if (!country) throw invalidInput({ country: HOTEL_MESSAGES.unknownCountry });
  if (country.name !== NIGERIA) {
    return { country: country.name, state: input.state, stateId: null, localGov: input.localGov, city: input.city };
  }

  const state = input.stateId ? await findStateById(db, input.stateId) : await findStateByName(db, input.state);
  if (!state) throw invalidInput({ [input.stateId ? 'stateId' : 'state']: HOTEL_MESSAGES.unknownState });
  if (state.name.toLowerCase() !== input.state.toLowerCase()) throw invalidInput({ state: HOTEL_MESSAGES.stateMismatch });

  const localGovernment = await findLocalGovernmentByName(db, state.id, input.localGov);
  if (!localGovernment) throw invalidInput({ localGov: HOTEL_MESSAGES.localGovNotInState(state.name) });

  return { country: country.name, state: state.name, stateId: state.id, localGov: localGovernment.name, city: input.city };
}
