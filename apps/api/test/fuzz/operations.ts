import type { Access, RouteEntry } from '../../src/lib/auth/access-control';
import type { JsonSchema, ResolveRef } from './schema-conformance';

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
};

/** One method on one path, as the OpenAPI document describes it. */
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The document's template, `/api/v1/hotels/{hotelId}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, or 'multipart' for the upload. */
  body?: JsonSchema | 'multipart';
  /** The document says the body may be left out (`requestBody.required: false`). */
  bodyOptional?: true;
  access: Access;
  /** No route serves it: every request must be refused. */
  unserved?: true;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
  components: { schemas: Record<string, JsonSchema> };
};

export function refResolver(document: OpenApiDocument): ResolveRef {
  return (ref) => {
    const name = ref.replace('#/components/schemas/', '');
    const schema = document.components.schemas[name];
    if (!schema) throw new Error(`The document names an unknown schema ${ref}`);
    return schema;
  };
}

/**
 * Every operation of the document, with the access its route declares; the
 * auth endpoints (in the document with their shared schemas) once more with a
 * trailing slash, which must meet the same schema; and auth paths Waka does
 * not serve, which must refuse everything.
 */
export function operationsOf(
  document: OpenApiDocument,
  routeTable: readonly RouteEntry[],
): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, described] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation['method'];
      const content = described.requestBody?.content;
      operations.push({
        method: upper,
        path,
        parameters: described.parameters ?? [],
        body: content?.['multipart/form-data']
          ? 'multipart'
          : content?.['application/json']?.schema,
        ...(described.requestBody?.required === false ? { bodyOptional: true as const } : {}),
        access: accessOf(routeTable, upper, path),
      });
    }
  }
  const slashed = operations
    .filter((o) => o.path.startsWith('/api/v1/auth/'))
    .map((o) => ({ ...o, path: `${o.path}/` }));
  return [...operations, ...slashed, ...unservedAuthOperations()];
}

function accessOf(routeTable: readonly RouteEntry[], method: string, path: string): Access {
  const fastifyUrl = path.replace(/\{(\w+)\}/g, ':$1');
  const route = routeTable.find((entry) => entry.method === method && entry.url === fastifyUrl);
  if (!route) throw new Error(`The document lists ${method} ${path}, which no route serves`);
  return route.access;
}

/** better-auth endpoints Waka does not expose, and made-up ones: a 404 whatever the body. */
function unservedAuthOperations(): Operation[] {
  const anything: JsonSchema = {
    type: 'object',
    properties: { role: { type: 'string' }, name: { type: 'string' } },
    required: ['role'],
  };
  const unserved = (method: Operation['method'], path: string, body?: JsonSchema): Operation => ({
    method,
    path,
    parameters: [],
    body,
    access: 'public',
    unserved: true,
  });
  return [
    unserved('GET', '/api/v1/auth/list-sessions'),
    unserved('POST', '/api/v1/auth/delete-user', anything),
    unserved('POST', '/api/v1/auth/admin/set-role', anything),
    unserved('POST', '/api/v1/auth/no-such-thing/', anything),
  ];
}
