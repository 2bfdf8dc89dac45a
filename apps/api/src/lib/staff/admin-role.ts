import { SIGN_UP_ROLES, type Role } from '@waka/shared/accounts/account-messages';
import type { Database } from '../../db/database';
import { appendAudit, latestAudit, SERVER_ACTOR } from '../audit/audit-repository';
import { lockAccountByEmail, setRole } from './staff-repository';

/*
 * Waka's staff are made only on the server's command line (npm run admin,
 * docs/decisions/0037), never through the API. Each grant and revoke is in
 * the audit log, with the role the account held before, so that revoking
 * gives a property owner back their hotels rather than making them a customer.
 */

export type RoleChange = {
  email: string;
  userId: string;
  from: Role;
  to: Role;
  /** False when the account already held the role asked for: nothing was written. */
  changed: boolean;
};

export class UnknownAccountError extends Error {
  constructor(readonly email: string) {
    super(`No Waka account has the email ${email}`);
    this.name = 'UnknownAccountError';
  }
}

const GRANT = 'admin.grant';
const REVOKE = 'admin.revoke';
const FROM_NOTE = /^from (\w+)$/;

/** Makes the account with this email an admin. */
export async function grantAdmin(db: Database, email: string): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const account = await lockAccountByEmail(tx, email);
    if (!account) throw new UnknownAccountError(email);
    const change = { email: account.email, userId: account.id, from: account.role };
    if (account.role === 'admin') return { ...change, to: 'admin', changed: false };
    await setRole(tx, account.id, 'admin');
    await appendAudit(tx, {
      actor: SERVER_ACTOR,
      action: GRANT,
      subject: `user:${account.id}`,
      note: `from ${account.role}`,
    });
    return { ...change, to: 'admin', changed: true };
  });
}

/**
 * Takes admin away: the account goes back to the role it held before its
 * latest grant (customer or hotelOwner), or to customer when none is recorded.
 */
export async function revokeAdmin(db: Database, email: string): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const account = await lockAccountByEmail(tx, email);
    if (!account) throw new UnknownAccountError(email);
    const change = { email: account.email, userId: account.id, from: account.role };
    if (account.role !== 'admin') return { ...change, to: account.role, changed: false };
    const subject = `user:${account.id}`;
    const grant = await latestAudit(tx, GRANT, subject);
    const before = grant?.note?.match(FROM_NOTE)?.[1];
    const to = SIGN_UP_ROLES.find((role) => role === before) ?? 'customer';
    await setRole(tx, account.id, to);
    await appendAudit(tx, { actor: SERVER_ACTOR, action: REVOKE, subject, note: `to ${to}` });
    return { ...change, to, changed: true };
  });
}
