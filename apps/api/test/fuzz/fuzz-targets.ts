import type { App } from '../../src/app';
import { baseRequest } from './base-requests';
import type { FuzzWorld } from './fuzz-world';
import type { Caller, FuzzTarget } from './fuzz-run';
import { mutationsOf } from './mutations';
import { operationsOf, refResolver, type Operation } from './operations';

/** The document the app publishes, its operations, and a target per operation. */
export async function fuzzTargets(app: App, world: FuzzWorld) {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`no OpenAPI document: ${response.statusCode}`);
  const document = response.json();
  const resolve = refResolver(document);
  const callers = {
    guest: { label: 'guest' },
    customer: { label: 'customer', signedIn: world.customer, role: 'customer' },
    owner: { label: 'owner', signedIn: world.owner, role: 'hotelOwner' },
  } satisfies Record<string, Caller>;
  const callersOf = (operation: Operation): Caller[] => {
    // Signing out with a fuzz caller's cookie would end its session for the rest of the run.
    if (/\/sign-out\/?$/.test(operation.path)) return [callers.guest];
    if (operation.access === 'public') return [callers.guest, callers.customer];
    return [callers.guest, callers.customer, callers.owner];
  };
  const targets: FuzzTarget[] = operationsOf(document, app.routeTable).map((operation) => {
    const base = baseRequest(operation, world, resolve);
    return {
      operation,
      base,
      mutations: mutationsOf(operation, base, world, resolve),
      callers: callersOf(operation),
    };
  });
  return { targets, resolve };
}
