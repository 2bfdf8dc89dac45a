import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkCacheableRoute } from './question';

const route = (schema: RouteOptions['schema']) =>
  ({ method: 'GET', url: '/things', schema, handler: () => undefined }) as RouteOptions;

describe('checkCacheableRoute', () => {
  it('accepts plain zod objects and routes without a query schema', () => {
    expect(() => checkCacheableRoute(route(undefined))).not.toThrow();
    expect(() =>
      checkCacheableRoute(
        route({ querystring: z.object({ q: z.string() }).superRefine(() => undefined) }),
      ),
    ).not.toThrow();
  });

  it('refuses a query schema whose answer junk could change: strict, loose or not an object', () => {
    for (const querystring of [
      z.object({ q: z.string() }).strict(),
      z.object({ q: z.string() }).loose(),
      z.record(z.string(), z.string()),
    ]) {
      expect(() => checkCacheableRoute(route({ querystring }))).toThrow(/querystring schema/);
    }
    expect(() =>
      checkCacheableRoute(route({ params: z.object({ id: z.string() }).strict() })),
    ).toThrow(/params schema/);
  });
});
