import { CAR_MESSAGES } from '@waka/shared/cars/register-car';
import type { Database } from '../../db/database';
import { invalidInput } from '../../lib/app-error';
import { findLocalGovernmentByName, findStateById, findStateByName } from './owner-car-repository';

export type CarPlaceInput = { state: string; stateId?: number | null; localGov: string };
export type CarPlace = { state: string; stateId: number; localGov: string };

/**
 * Where a car is picked up, checked against the places data (D13): one of
 * Nigeria's states and a local government of that state, stored in their
 * own spelling with the state's id. Car hire is in Nigeria (spec §1).
 */
export async function resolveCarPlace(db: Database, input: CarPlaceInput): Promise<CarPlace> {
  const state = input.stateId
    ? await findStateById(db, input.stateId)
    : await findStateByName(db, input.state);
  if (!state)
    throw invalidInput({ [input.stateId ? 'stateId' : 'state']: CAR_MESSAGES.unknownState });
  if (state.name.toLowerCase() !== input.state.toLowerCase())
    throw invalidInput({ state: CAR_MESSAGES.stateMismatch });

  const localGovernment = await findLocalGovernmentByName(db, state.id, input.localGov);
  if (!localGovernment)
    throw invalidInput({ localGov: CAR_MESSAGES.localGovNotInState(state.name) });

  return { state: state.name, stateId: state.id, localGov: localGovernment.name };
}
