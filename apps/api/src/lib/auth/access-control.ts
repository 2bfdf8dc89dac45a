import type { FastifyInstance } from 'fastify';
import type { TSessionUser } from '@waka/shared/accounts/accounts';
import { requireAdmin, requireOwner, requireUser } from './session-user';

/**
 * Who may call a route: anyone, a signed-in person, a property owner
 * (docs/product.md#roles), or Waka's own staff (docs/decisions/0037).
 */
export type Access = 'public' | 'user' | 'owner' | 'admin';

export type RouteEntry = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in person, set for 'user', 'owner' and 'admin' routes. */
    user?: TSessionUser;
  }
  interface FastifyInstance {
    /** Every route with its access, for the authorisation matrix test. */
    routeTable: RouteEntry[];
  }
}

/**
 * Access is declared on each route (`config: { access: 'owner' }`) and
 * enforced here, before any handler runs: 401 for a guest, 403 for a
 * customer on an owner route and for anyone but an admin on an admin route.
 * Handlers then read `request.user`.
 */
export function installAccessControl(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, access: route.config?.access ?? 'public' });
    }
  });
  // onRequest, before the body is parsed or validated: a guest learns nothing about the input.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === 'admin') request.user = await requireAdmin(request);
    else if (access === 'owner') request.user = await requireOwner(request);
    else if (access === 'user') request.user = await requireUser(request);
  });
}
