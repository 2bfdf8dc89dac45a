import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import type { z } from 'zod';
import {
  ZRequestPasswordResetRequest,
  ZResetPasswordRequest,
  ZSendVerificationEmailRequest,
  ZVerifyEmailRequest,
  type TVerifyEmailRequest,
} from '@waka/shared/accounts/account-links';
import {
  ZChangePasswordRequest,
  ZSignInRequest,
  ZSignOutRequest,
  ZSignUpRequest,
  ZUpdateUserRequest,
} from '@waka/shared/accounts/accounts';
import type { Access } from '../../lib/auth/access-control';
import { errorResponses } from '../../lib/error-responses';
import { installJsonDepthLimit } from '../../lib/validation/json-depth';
import { CLIENT_ADDRESS_HEADER, type Auth } from './create-auth';
import { verifyingWithPassword } from './verify-email';

type AuthEndpoint = {
  method: 'GET' | 'POST';
  /** better-auth's path, under /api/v1/auth. */
  path: string;
  body?: z.ZodType;
  access: Access;
  summary: string;
  /** The body may be left out, or sent empty as JSON (sign-out). */
  bodyOptional?: boolean;
  /** What better-auth gets instead of the checked body: a setting Waka does not leave to the caller. */
  forwardBody?: (body: Record<string, unknown>, request: FastifyRequest) => object;
  /** better-auth's own call when it differs from Waka's: a GET with this query string, from the checked body. */
  forwardAsGet?: (body: Record<string, unknown>) => Record<string, string>;
  /** Runs the forwarded call, and may refuse what it answered. */
  around?: (forward: () => Promise<Response>, request: FastifyRequest) => Promise<Response>;
};

/**
 * The better-auth endpoints Waka exposes, and no others (docs/decisions/0018):
 * what the web uses, plus changing one's own name and password, and the
 * emailed links that reset a password and verify an address
 * (docs/decisions/0025). Any other
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
    bodyOptional: true,
    access: 'public',
    summary: 'End the session (no body, an empty one or {})',
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
    summary: 'Change your own password; every other session of yours is signed out',
    forwardBody: (body) => ({ ...body, revokeOtherSessions: true }),
  },
  {
    method: 'POST',
    path: '/request-password-reset',
    body: ZRequestPasswordResetRequest,
    access: 'public',
    summary:
      'Email a link to choose a new password (answers alike whether or not the email has an account)',
  },
  {
    method: 'POST',
    path: '/reset-password',
    body: ZResetPasswordRequest,
    access: 'public',
    summary: "Choose a new password with the emailed link's token; signs out every session",
  },
  {
    method: 'POST',
    path: '/send-verification-email',
    body: ZSendVerificationEmailRequest,
    access: 'user',
    summary: 'Email the link that verifies your address again',
    forwardBody: (_body, request) => ({ email: request.user!.email }),
  },
  {
    method: 'POST',
    path: '/verify-email',
    body: ZVerifyEmailRequest,
    access: 'public',
    summary:
      "Confirm an address with the emailed link's token and choose the account's password; signs out every session, then attaches earlier guest bookings",
    forwardAsGet: (body) => ({ token: String(body.token) }),
    around: (forward, request) =>
      verifyingWithPassword((request.body as TVerifyEmailRequest).newPassword, forward),
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
    const addRoute = (scope: FastifyInstance, endpoint: AuthEndpoint) =>
      scope.withTypeProvider<ZodTypeProvider>().route({
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
    for (const endpoint of AUTH_ENDPOINTS) {
      if (!endpoint.bodyOptional) {
        addRoute(app, endpoint);
        continue;
      }
      // In a scope of its own, so only this route reads JSON declared over nothing as no body.
      await app.register(async (scope) => {
        installJsonDepthLimit(scope, { emptyIsNoBody: true });
        addRoute(scope, endpoint);
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
  // Only the checked body goes on: as JSON, or as the query string of a GET better-auth expects.
  const body = (request.body ?? {}) as Record<string, unknown>;
  const url = new URL(
    `/api/v1/auth${endpoint.path}`,
    `http://${request.headers.host ?? 'localhost'}`,
  );
  const asGet = endpoint.method === 'GET' || endpoint.forwardAsGet !== undefined;
  for (const [name, value] of Object.entries(endpoint.forwardAsGet?.(body) ?? {}))
    url.searchParams.set(name, value);
  if (!asGet) headers.set('content-type', 'application/json');
  const forward = () =>
    auth.handler(
      new Request(url, {
        method: asGet ? 'GET' : 'POST',
        headers,
        body: asGet
          ? undefined
          : JSON.stringify(endpoint.forwardBody ? endpoint.forwardBody(body, request) : body),
      }),
    );
  const response = await (endpoint.around ? endpoint.around(forward, request) : forward());

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
