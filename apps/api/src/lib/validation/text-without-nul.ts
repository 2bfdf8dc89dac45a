import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const NUL_MESSAGE = 'Text cannot contain the NUL character (U+0000)';

/**
 * PostgreSQL text cannot hold U+0000, so a name or a search with one in it
 * failed at the database as a 500 (found by the fuzz tests,
 * docs/product.md#security). No Waka field has a use for it: every validated
 * input (body, query, path) refuses it with a 400 naming the field, without a
 * rule restated in each shared schema.
 */
export function withoutNulCharacters<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    for (const path of nulPaths(value))
      ctx.addIssue({ code: 'custom', path, message: NUL_MESSAGE, input: value });
  }) as T;
}

/** The zod validator compiler, with every route's input schemas refusing U+0000. */
export const validatorWithoutNul: FastifySchemaCompiler<z.ZodType> = (route) =>
  route.schema instanceof z.ZodType
    ? validatorCompiler({ ...route, schema: withoutNulCharacters(route.schema) })
    : validatorCompiler(route);

/** Where strings holding U+0000 sit in a parsed value (iterative: no stack to exhaust). */
function nulPaths(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) found.push(next.path);
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, inner] of Object.entries(next.value)) {
        pending.push({
          value: inner,
          path: [...next.path, Array.isArray(next.value) ? Number(key) : key],
        });
      }
    }
  }
  return found;
}
