import type { Database } from '../../db/database';
import { grantAdmin, revokeAdmin, UnknownAccountError, type RoleChange } from './admin-role';

export const ADMIN_USAGE = `Usage: npm run admin -- grant EMAIL   make that account one of Waka's staff
       npm run admin -- revoke EMAIL  give it back the role it held before`;

type Output = { out: (line: string) => void; err: (line: string) => void };

/** `npm run admin -- grant|revoke EMAIL` on an open database; answers the exit code. */
export async function runAdminCommand(
  db: Database,
  args: string[],
  { out, err }: Output,
): Promise<number> {
  const [verb, email, ...rest] = args;
  if ((verb !== 'grant' && verb !== 'revoke') || !email || rest.length > 0) {
    err(ADMIN_USAGE);
    return 2;
  }
  try {
    const change = verb === 'grant' ? await grantAdmin(db, email) : await revokeAdmin(db, email);
    out(describe(verb, change));
    return 0;
  } catch (error) {
    if (!(error instanceof UnknownAccountError)) throw error;
    err(`${error.message}: nothing changed. They sign up first, then you grant.`);
    return 1;
  }
}

function describe(verb: 'grant' | 'revoke', change: RoleChange): string {
  if (!change.changed)
    return verb === 'grant'
      ? `${change.email} is already an admin: nothing changed.`
      : `${change.email} is not an admin (${change.from}): nothing changed.`;
  return verb === 'grant'
    ? `${change.email} is now an admin (was ${change.from}); written to the audit log.`
    : `${change.email} is no longer an admin: back to ${change.to}; written to the audit log.`;
}
