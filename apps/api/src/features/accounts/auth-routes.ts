import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { ZSignInRequest, ZSignUpRequest } from '@waka/shared/accounts/accounts';
import { invalidInput } from '../../lib/app-error';
import { withoutNulCharacters } from '../../lib/validation/text-without-nul';
import { CLIENT_ADDRESS_HEADER, type Auth } from './create-auth';

/** The shared schemas check these bodies first, so errors name their field. */
const bodySchemas: Record<string, typeof ZSignUpRequest | typeof ZSignInRequest> = {
  '/api/v1/auth/sign-up/email': withoutNulCharacters(ZSignUpRequest),
  '/api/v1/auth/sign-in/email': withoutNulCharacters(ZSignInRequest),
};

/**
 * Mounts better-auth's standard routes under /api/v1/auth (D9), translating
 * Fastify's request into the web Request better-auth handles, and its
 * failures into Waka's one error shape.
 */
export function authRoutes(auth: Auth): FastifyPluginAsync {
  return async (app) => {
    app.route({
      method: ['GET', 'POST'],
      url: '/auth/*',
      schema: { hide: true },
      handler: (request, reply) => handleAuth(auth, request, reply),
    });
  };
}

async function handleAuth(auth: Auth, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0]!;
  const schema = bodySchemas[path];
  let body: unknown = request.body;
  if (schema && request.method === 'POST') {
    const parsed = schema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        fields[issue.path.join('.') || 'body'] ??= issue.message;
      throw invalidInput(fields);
    }
    // Only the checked fields go on: an unknown one (10,000 nested arrays, found
    // by the fuzz) overflowed better-auth's own body handling into a 500.
    body = parsed.data;
  }

  const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
  const headers = fromNodeHeaders(request.headers);
  // The caller's address as Fastify knows it (the socket's, or the proxy's word
  // only under TRUST_PROXY), so sign-in limits count per person, not per site.
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  const response = await auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
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
