import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import { ZMyData } from '@waka/shared/accounts/my-data';
import {
  ZDeleteAccountRequest,
  ZProfile,
  ZUpdateProfileRequest,
} from '@waka/shared/accounts/profile';
import { lagosToday } from '@waka/shared/dates';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { deleteMyAccount } from './delete-my-account';
import { exportMyData } from './export-my-data';
import { readProfile, updateProfile } from './profile';

/**
 * The signed-in person's own account (docs/decisions/0026): their profile,
 * everything Waka holds about them as a file, and deleting the account.
 */
export const myAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/me/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Your name, email, phone and role, and where your password is kept',
        response: { 200: ZProfile, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readProfile(app.db, app.accountsProvider, request.user!);
    },
  );

  app.put(
    '/accounts/me/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Change your name and phone (an empty phone removes it)',
        body: ZUpdateProfileRequest,
        response: { 200: ZProfile, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return updateProfile(app.db, app.accountsProvider, request.user!, request.body);
    },
  );

  app.get(
    '/accounts/me/data',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Everything Waka holds about you, as a JSON file to download (NDPA 2023)',
        response: { 200: ZMyData, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const data = await exportMyData(app.db, request.user!);
      reply.header('cache-control', 'no-store');
      reply.header(
        'content-disposition',
        `attachment; filename="waka-my-data-${lagosToday(app.now())}.json"`,
      );
      return data;
    },
  );

  app.post(
    '/accounts/me/delete',
    {
      config: { access: 'user', limited: true },
      schema: {
        tags: ['accounts'],
        summary:
          'Delete your account: refused while a stay or car hire of yours, or at your hotels and cars, is upcoming',
        body: ZDeleteAccountRequest,
        response: {
          204: z.null().describe('Deleted; the session cookies are expired'),
          ...errorResponses(400, 401, 403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      await deleteMyAccount(app.db, request.user!, request.body.password, {
        provider: app.accountsProvider,
        passwordMatches: (password) => passwordMatches(request, password),
        now: app.now(),
      });
      reply.header('cache-control', 'no-store');
      reply.header('set-cookie', await expiredSessionCookies(request));
      return reply.status(204).send(null);
    },
  );
};

/** better-auth checks the password against the signed-in person's hash. */
async function passwordMatches(request: FastifyRequest, password: string): Promise<boolean> {
  try {
    await request.server.auth.api.verifyPassword({
      body: { password },
      headers: fromNodeHeaders(request.headers),
    });
    return true;
  } catch (error) {
    if (error instanceof APIError && error.status === 'BAD_REQUEST') return false;
    throw error;
  }
}

/** The session cookies, expired: the browser forgets the session the deletion ended. */
async function expiredSessionCookies(request: FastifyRequest): Promise<string[]> {
  const { authCookies } = await request.server.auth.$context;
  return [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
    ({ name, attributes }) =>
      [
        `${name}=`,
        'Max-Age=0',
        `Path=${attributes.path ?? '/'}`,
        'HttpOnly',
        `SameSite=${attributes.sameSite ?? 'Lax'}`,
        ...(attributes.secure ? ['Secure'] : []),
      ].join('; '),
  );
}
