import { NIGERIAN_PLACE_MESSAGES } from '@waka/shared/places/places';
import type { Database } from '../../db/database';
import { invalidInput } from '../../lib/app-error';
import {
  findLocalGovernmentByName,
  findStateById,
  findStateByName,
} from './place-lookup-repository';

export type NigerianPlaceInput = { state: string; stateId?: number | null; localGov: string };
export type NigerianPlace = { state: string; stateId: number; localGov: string };

/**
 * A place in Nigeria checked against the places data (docs/product.md#places): one of its
 * states (by id when the form sent one, else by name) and a local government
 * of that state, answered in their own spelling with the state's id. Hotels in
 * Nigeria and every car's pickup place go through here.
 */
export async function resolveNigerianPlace(
  db: Database,
  input: NigerianPlaceInput,
): Promise<NigerianPlace> {
  const state = input.stateId
    ? await findStateById(db, input.stateId)
    : await findStateByName(db, input.state);
  if (!state)
    throw invalidInput({
      [input.stateId ? 'stateId' : 'state']: NIGERIAN_PLACE_MESSAGES.unknownState,
    });
  if (state.name.toLowerCase() !== input.state.toLowerCase())
    throw invalidInput({ state: NIGERIAN_PLACE_MESSAGES.stateMismatch });

  const localGovernment = await findLocalGovernmentByName(db, state.id, input.localGov);
  if (!localGovernment)
    throw invalidInput({ localGov: NIGERIAN_PLACE_MESSAGES.localGovNotInState(state.name) });

  return { state: state.name, stateId: state.id, localGov: localGovernment.name };
}
