import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';

/** Deeper than any Waka body (a booking is three levels) by a wide margin. */
export const MAX_JSON_DEPTH = 32;

export const tooDeepMessage = (max: number) =>
  `The request body is nested more than ${max} levels deep`;

/**
 * The deepest nesting of arrays and objects in a JSON text, stopping as soon
 * as it passes `max`. A scan of the characters, with no recursion: brackets
 * inside strings are text and do not count.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser, behind a depth check on the raw text. A body
 * 10,000 levels deep parses, but whatever walks it afterwards recursively
 * (zod, JSON.stringify on its way to better-auth) overflowed the stack into a
 * 500. It is refused here, before any hook, validator or handler sees it.
 */
export function installJsonDepthLimit(
  app: FastifyInstance,
  options: { max?: number; emptyIsNoBody?: boolean } = {},
): void {
  const max = options.max ?? MAX_JSON_DEPTH;
  // Fastify's defaults for both, so a body with __proto__ is refused as before.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    // For a call whose body is optional (sign-out), JSON declared over nothing is no body.
    if (options.emptyIsNoBody && text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (jsonDepthExceeds(text, max)) {
      const message = tooDeepMessage(max);
      done(new AppError(400, 'INVALID_JSON', message, { body: message }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
