import type { Auth } from './create-auth';

/*
 * The accounts feature's own decoration, declared beside the feature that
 * makes it (app.ts decorates the instance with createAuth's answer): lib/
 * declares only what needs no feature, so it never imports one.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts and sessions through better-auth (docs/product.md#accounts). */
    auth: Auth;
  }
}
