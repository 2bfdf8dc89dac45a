import type { FastifyRequest } from 'fastify';
import type { TSessionUser } from '@waka/shared/accounts/accounts';

/**
 * Who a request is from: undefined for a guest. The accounts feature makes
 * one (better-auth's session cookie, or a Clerk token in Clerk mode); lib/
 * reads it through `request.server.identify` without knowing which.
 */
export type Identify = (request: FastifyRequest) => Promise<TSessionUser | undefined>;
