import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const PERSONAL_PARAMS = new Set(['email', 'phone', 'q', 'search']);
const REDACTED = '[redacted]';

/**
 * A URL fit for the log (docs/product.md#security): the values of query parameters that carry
 * a guest's email or phone (the booking lookup asks `?email=`), or a search
 * that may be a guest's name, are replaced; so is any value with an @ in it.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const [name, value] of [...params]) {
    if (PERSONAL_PARAMS.has(name.toLowerCase()) || value.includes('@')) params.set(name, REDACTED);
  }
  return `${url.slice(0, at)}?${params.toString()}`;
}

/** How a request is logged: what it asked for, never who it is about. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
  };
}

/** The server's request log at LOG_LEVEL: no cookies or tokens, no personal query values. */
export function requestLogOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: requestForLog },
  };
}
