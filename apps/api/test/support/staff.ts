import type { App } from '../../src/app';
import type { Database } from '../../src/db/database';
import { grantAdmin } from '../../src/lib/staff/admin-role';
import { signUp, type SignedIn } from './accounts';

/** One of Waka's staff: signed up as a customer, then granted as `npm run admin -- grant` does. */
export async function signUpAdmin(app: App, db: Database): Promise<SignedIn> {
  const person = await signUp(app, 'customer');
  await grantAdmin(db, person.email);
  return person;
}
