import type { Draft } from './base-requests';
import { RAW_PATTERN } from './hostile-values';
import type { Operation } from './operations';
import { coerceParameter, conforms, type ResolveRef } from './schema-conformance';

/** The JSON text a draft's body is sent as (raw numbers like 1e309 spliced in). */
export function bodyText(draft: Draft): string | Buffer | undefined {
  if (draft.rawBody !== undefined) return draft.rawBody;
  if (draft.body === undefined) return undefined;
  return JSON.stringify(draft.body).replace(RAW_PATTERN, '$1');
}

/**
 * Whether the OpenAPI document allows this request: every parameter and the
 * body fit their schemas, read the way the API reads them (query numbers
 * coerced; the body as JSON, invalid UTF-8 decoded to U+FFFD as Node does).
 * A request it forbids must be refused; one it allows may still be.
 */
export function documentAllows(operation: Operation, draft: Draft, resolve: ResolveRef): boolean {
  for (const parameter of operation.parameters) {
    let value: string | string[] | undefined;
    if (parameter.in === 'path') {
      const decoded = decodeOrNull(draft.path[parameter.name] ?? '');
      if (decoded === null) return false;
      value = decoded;
    } else if (parameter.in === 'query') {
      value = draft.query[parameter.name];
      if (draft.rawQuery?.startsWith(`${parameter.name}=`))
        value = decodeOrNull(draft.rawQuery.slice(parameter.name.length + 1)) ?? draft.rawQuery;
    } else {
      value = draft.headers[parameter.name];
    }
    if (value === undefined) {
      if (parameter.required) return false;
      continue;
    }
    if (!conforms(coerceParameter(value, parameter.schema, resolve), parameter.schema, resolve))
      return false;
  }
  if (operation.body === 'multipart') return false; // no mutation of the upload sends an image
  if (!operation.body) return true;
  const text = bodyText(draft);
  if (text === undefined) return operation.bodyOptional === true;
  const contentType = draft.rawBody === undefined ? 'application/json' : (draft.contentType ?? '');
  // The media type decides; RFC 8259 gives application/json no charset (JSON is UTF-8), and Fastify ignores one.
  if (!/^application\/json\s*(;.*)?$/i.test(contentType)) return false;
  // JSON declared over nothing is no body, where the document allows none.
  if (operation.bodyOptional && text.toString().trim() === '') return true;
  let body: unknown;
  try {
    body = JSON.parse(text.toString().replace(/^\ufeff/, ''));
  } catch {
    return false;
  }
  return conforms(body, operation.body, resolve);
}

function decodeOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
