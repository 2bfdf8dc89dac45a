import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Engine } from '../db/database';
import type { MailDrainer } from './mail/mail-drainer';
import type { Auth } from '../features/accounts/create-auth';
import type { Identify } from '../features/accounts/identify';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    engine: Engine;
    /** Where people reach Waka (links in emails). */
    publicUrl: string;
    /** Sends queued mail after commits (D7). */
    mailer: MailDrainer;
    /** Accounts and sessions (better-auth, D9). */
    auth: Auth;
    /** Who a request is from: the better-auth session, or a Clerk token in Clerk mode. */
    identify: Identify;
    /** The identity provider the web should use (D9). */
    accountsProvider: { provider: 'better-auth' } | { provider: 'clerk'; publishableKey: string };
    /** Answers a browser route (/rooms/abc) with the web app's index.html. */
    serveWebApp: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
