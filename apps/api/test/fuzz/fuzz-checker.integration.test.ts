import { randomUUID } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../src/app';
import { newsletterSubscriptions } from '../../src/db/schema/newsletter';
import type { OpenDatabase } from '../../src/db/open-database';
import { AppError } from '../../src/lib/app-error';
import { installAccessControl } from '../../src/lib/auth/access-control';
import { installErrorHandler } from '../../src/lib/error-handler';
import { validatorWithoutNul } from '../../src/lib/validation/text-without-nul';
import { openTestDatabase } from '../support/test-app';
import { baseRequest } from './base-requests';
import type { FuzzWorld } from './fuzz-world';
import { runFuzz } from './fuzz-run';
import { mutationsOf } from './mutations';
import { operationsOf, refResolver } from './operations';
import { seededRandom } from './seeded-random';

/*
 * The fuzz can fail: a throwaway app with the API's validation and error
 * handling and four broken routes, which the same run and checks must flag.
 */

let database: OpenDatabase;
let app: App;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await brokenApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the fuzz checker', () => {
  it('flags a 5xx, a 4xx outside the error shape, a refused request that wrote, and a write before validation', async () => {
    // No docs UI here: the document straight from @fastify/swagger.
    const document = app.swagger() as Parameters<typeof operationsOf>[0];
    const resolve = refResolver(document);
    const world = fakeWorld();
    const targets = operationsOf(document, app.routeTable)
      .filter((operation) => operation.path.startsWith('/api/v1/broken'))
      .map((operation) => {
        const base = baseRequest(operation, world, resolve);
        return {
          operation,
          base,
          mutations: mutationsOf(operation, base, world, resolve),
          callers: [{ label: 'guest' }],
        };
      });
    expect(targets).toHaveLength(4);

    const report = await runFuzz({
      app,
      db: database.db,
      targets,
      requests: 400,
      seed: 1,
      random: seededRandom(1),
      resolve,
    });
    const problems = new Set(report.failures.map((failure) => failure.problem));
    expect([...problems].sort()).toEqual([
      'a 4xx not in the error shape',
      'a refused request or a read changed the database',
      'a server error',
      'refused, yet wrote (a half-write)',
    ]);
    expect(report.failures.find((f) => f.problem === 'a server error')?.request).toMatch(
      /\/api\/v1\/broken\/notes/,
    );
    expect(
      report.failures.find((f) => f.problem === 'refused, yet wrote (a half-write)')?.request,
    ).toMatch(/\/api\/v1\/broken\/subscribe/);
  });
});

/** The API's own validation, error body and access table, with routes that break each promise once. */
async function brokenApp(open: OpenDatabase): Promise<App> {
  const broken = Fastify({ bodyLimit: 1_048_576 }).withTypeProvider<ZodTypeProvider>();
  broken.setValidatorCompiler(validatorWithoutNul);
  broken.setSerializerCompiler(serializerCompiler);
  installErrorHandler(broken);
  installAccessControl(broken);
  await broken.register(fastifySwagger, {
    openapi: { info: { title: 'broken', version: '0' } },
    transform: jsonSchemaTransform,
  });
  const subscribe = (email: string) =>
    open.db
      .insert(newsletterSubscriptions)
      .values({ email: `${randomUUID()}-${email.slice(0, 20)}` });

  // An unhandled error for text with a quote in it: a 500.
  broken.post(
    '/api/v1/broken/notes',
    { schema: { body: z.object({ text: z.string().max(20) }) } },
    async (request) => {
      if (request.body.text.includes("'")) throw new TypeError('quote in a note');
      return { ok: true };
    },
  );
  // Writes, then refuses: the half-write a missing transaction makes.
  broken.post(
    '/api/v1/broken/subscribe',
    { schema: { body: z.object({ email: z.string().min(1) }) } },
    async (request) => {
      await subscribe(request.body.email);
      if (!request.body.email.includes('@'))
        throw new AppError(400, 'VALIDATION_FAILED', 'Not an email');
      return { ok: true };
    },
  );
  // A refusal in its own words, not the error shape.
  broken.get(
    '/api/v1/broken/plain',
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1).optional() }) } },
    async (request, reply) =>
      (request.query.page ?? 0) >= 5 ? reply.code(400).type('text/plain').send('no') : { ok: true },
  );
  // Writes before its body is validated, so even the requests it refuses write.
  broken.post(
    '/api/v1/broken/early',
    {
      schema: { body: z.object({ count: z.number().int().min(1) }) },
      preValidation: async () => void (await subscribe('early')),
    },
    async () => ({ ok: true }),
  );
  await broken.ready();
  return broken as unknown as App;
}

/** The fuzz world's ids, naming nothing: these routes read none. */
function fakeWorld(): FuzzWorld {
  const id = () => randomUUID();
  const signedIn = { cookie: '', userId: id(), email: 'x@example.ng' };
  return {
    owner: signedIn,
    rival: signedIn,
    customer: signedIn,
    own: {
      hotelId: id(),
      roomId: id(),
      spareRoomId: id(),
      carId: id(),
      roomType: 'Room',
      bookingId: id(),
      reference: 'WK-AAAAAAAA',
      bookingEmail: 'ada@example.ng',
      paymentReference: 'WP-000000000000',
      carReference: 'WC-AAAAAAAA',
      toCancel: { reference: 'WK-BBBBBBBB', email: 'bo@example.ng', carReference: 'WC-BBBBBBBB' },
    },
    rivals: { hotelId: id(), roomId: id(), carId: id(), bookingId: id() },
    place: { stateId: 1, state: 'Lagos', localGov: 'Ikeja' },
  };
}
