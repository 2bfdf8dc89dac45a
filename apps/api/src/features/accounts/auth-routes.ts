import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import type { z } from 'zod';
import {
  ZChangePasswordRequest,
  ZSignInRequest,
  ZSignOutRequest,
  ZSignUpRequest,
  ZUpdateUserRequest,
} from '@waka/shared/accounts/accounts';
import type { Access } from '../../lib/auth/access-control';
import { errorResponses } from '../../lib/error-responses';
import { CLIENT_ADDRESS_HEADER, type Auth } from './create-auth';

type AuthEndpoint = {
  method: 'GET' | 'POST';
  /** better-auth's path, under /api/v1/auth. */
  path: string;
  body?: z.ZodType;
  access: Access;
  summary: string;
};

/**
 * The better-auth endpoints Waka exposes, and no others (docs/decisions/0018):
 * what the web uses, plus changing one's own name and password. Any other
 * path under /api/v1/auth (better-auth's delete-user, list-sessions, change-
 * email…) is not routed, so it answers the ordinary 404.
 */
export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  {
    method: 'POST',
    path: '/sign-up/email',
    body: ZSignUpRequest,
    access: 'public',
    summary: 'Create an account (answers alike whether or not the email is known; sign in next)',
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    body: ZSignInRequest,
    access: 'public',
    summary: 'Sign in; sets the session cookie',
  },
  {
    method: 'POST',
    path: '/sign-out',
    body: ZSignOutRequest,
    access: 'public',
    summary: 'End the session',
  },
  {
    method: 'GET',
    path: '/get-session',
    access: 'public',
    summary: 'Who is signed in (null for nobody)',
  },
  {
    method: 'POST',
    path: '/update-user',
    body: ZUpdateUserRequest,
    access: 'user',
    summary: 'Change your own name',
  },
  {
    method: 'POST',
    path: '/change-password',
    body: ZChangePasswordRequest,
    access: 'user',
    summary: 'Change your own password',
  },
];

/**
 * Each endpoint is a route of its own: Fastify checks the body against the
 * shared schema (so errors name their field, and a trailing slash meets the
 * same schema), access control runs as on any route, and only then does
 * better-auth get the checked body, as a web Request.
 */
export function authRoutes(auth: Auth): FastifyPluginAsyncZod {
  return async (app) => {
    for (const endpoint of AUTH_ENDPOINTS) {
      app.route({
        method: endpoint.method,
        url: `/auth${endpoint.path}`,
        config: { access: endpoint.access },
        schema: {
          tags: ['accounts'],
          summary: endpoint.summary,
          ...(endpoint.body ? { body: endpoint.body } : {}),
          response: errorResponses(400, 401, 403, 429),
        },
        handler: (request, reply) => forwardToAuth(auth, endpoint, request, reply),
      });
    }
  };
}

async function forwardToAuth(
  auth: Auth,
  endpoint: AuthEndpoint,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const headers = fromNodeHeaders(request.headers);
  // The caller's address as Fastify knows it (the socket's, or the proxy's word
  // only under TRUST_PROXY), so sign-in limits count per person, not per site.
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  headers.delete('content-length');
  // Only the checked body goes on, always as JSON; the query string does not (Waka sends none).
  const isPost = endpoint.method === 'POST';
  if (isPost) headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(
      new URL(`/api/v1/auth${endpoint.path}`, `http://${request.headers.host ?? 'localhost'}`),
      {
        method: endpoint.method,
        headers,
        body: isPost ? JSON.stringify(request.body ?? {}) : undefined,
      },
    ),
  );

  reply.status(response.status);
  // better-auth says when to retry in its own header; HTTP's is Retry-After.
  const retryAfter = response.headers.get('x-retry-after');
  if (response.status === 429 && retryAfter) reply.header('retry-after', retryAfter);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  const text = await response.text();
  if (response.status >= 400) {
    const body = safeJson(text) as { code?: string; message?: string } | undefined;
    return reply.type('application/json').send({
      error: body?.code ?? (response.status === 429 ? 'TOO_MANY_REQUESTS' : 'AUTH_FAILED'),
      message:
        body?.message ??
        (response.status === 429 ? 'Too many attempts; please wait a minute' : 'Sign-in failed'),
    });
  }
  return reply.send(text === '' ? null : text);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
