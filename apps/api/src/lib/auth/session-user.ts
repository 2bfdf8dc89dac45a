import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '@waka/shared/accounts/account-messages';
import type { TSessionUser } from '@waka/shared/accounts/accounts';
import { AppError } from '../app-error';
import { roleOfAccount } from '../staff/staff-repository';

/** Who is signed in (better-auth's cookie or a Clerk token); undefined for a guest. */
export function sessionUser(request: FastifyRequest): Promise<TSessionUser | undefined> {
  return request.server.identify(request);
}

/** 401 for a guest (docs/product.md#roles). */
export async function requireUser(request: FastifyRequest): Promise<TSessionUser> {
  const user = await sessionUser(request);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', ACCOUNT_MESSAGES.signInRequired);
  return user;
}

/** 401 for a guest, 403 for a customer (docs/product.md#roles). */
export async function requireOwner(request: FastifyRequest): Promise<TSessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'hotelOwner') throw new AppError(403, 'FORBIDDEN', ACCOUNT_MESSAGES.ownersOnly);
  return user;
}

/**
 * 401 for a guest, 403 for anyone but Waka's staff (docs/decisions/0037). The
 * role is read from the account's row on every call: a revoke on the command
 * line holds at once, and under Clerk, whose tokens never say admin, too.
 */
export async function requireAdmin(request: FastifyRequest): Promise<TSessionUser> {
  const user = await requireUser(request);
  if ((await roleOfAccount(request.server.db, user.id)) !== 'admin')
    throw new AppError(403, 'FORBIDDEN', ACCOUNT_MESSAGES.adminsOnly);
  return { ...user, role: 'admin' };
}
