import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TApiError } from '@waka/shared/api-error';
import { AppError } from './app-error';

export const UNKNOWN_FIELD_MESSAGE = 'This call does not take this field';

/**
 * One place turns every failure into the one error body (docs/product.md#errors):
 * `{ error: CODE, message, fields? }`. Input problems name their field;
 * anything unexpected is a 500 whose details stay in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // Ours, yet not the caller's fault (a store down): its cause belongs in the log.
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const at = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // A strict body's unknown fields are named one by one (`role`), not as the body.
        const unknown =
          issue.keyword === 'unrecognized_keys'
            ? (issue.params as { keys?: string[] }).keys
            : undefined;
        if (unknown) {
          for (const key of unknown) fields[at ? `${at}.${key}` : key] ??= UNKNOWN_FIELD_MESSAGE;
          continue;
        }
        fields[at || 'body'] ??= issue.message ?? 'Invalid value';
      }
      const [firstName, firstMessage] = Object.entries(fields)[0] ?? ['body', 'Invalid input'];
      const message = firstName === 'body' ? firstMessage : `${firstName}: ${firstMessage}`;
      return reply.status(400).send(body('VALIDATION_FAILED', message, fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(clientErrorCode(error), clientErrorMessage(error)));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send(body('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (isClientRoute(request.method, path) && app.hasDecorator('serveWebApp')) {
      return app.serveWebApp(request, reply);
    }
    return reply.status(404).send(body('NOT_FOUND', `There is no ${request.method} ${path}`));
  });
}

/**
 * A page of the web app (/rooms/abc reloaded), as opposed to an API call or a
 * missing file (/media/x.webp, /favicon.ico), which stay honest 404s.
 */
function isClientRoute(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  // The test gateway's paths are never the web app's, mounted or not.
  if (/^\/(api|media|assets|test-paystack)(\/|$)/.test(path)) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

function body(error: string, message: string, fields?: Record<string, string>): TApiError {
  return fields ? { error, message, fields } : { error, message };
}

function clientErrorCode(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'INVALID_JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    default:
      return error.statusCode === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST';
  }
}

function clientErrorMessage(error: FastifyError): string {
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return 'The request body is not valid JSON';
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return 'The request body is empty but JSON was declared';
  return error.message;
}
