import type { TCountry, TLocalGovernment, TState } from '@waka/shared/places/places';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { findCountries, findLocalGovernments, findStates, stateExists } from './place-repository';

export async function listStates(db: Database): Promise<TState[]> {
  return (await findStates(db)).map((s) => ({ stateId: s.id, name: s.name }));
}

export async function listCountries(db: Database): Promise<TCountry[]> {
  return (await findCountries(db)).map((c) => ({ country: c.name, code: c.code }));
}

export async function listLocalGovernments(
  db: Database,
  stateId: number,
): Promise<TLocalGovernment[]> {
  if (!(await stateExists(db, stateId))) throw notFound('State');
  return findLocalGovernments(db, stateId);
}
