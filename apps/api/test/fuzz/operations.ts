import { z } from 'zod';
import { ZSignInRequest, ZSignUpRequest } from '@waka/shared/accounts/accounts';
import type { Access, RouteEntry } from '../../src/lib/auth/access-control';
import type { JsonSchema, ResolveRef } from './schema-conformance';

export type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema };

/** One method on one path, as the OpenAPI document describes it. */
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The document's template, `/api/v1/hotels/{hotelId}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, or 'multipart' for the upload. */
  body?: JsonSchema | 'multipart';
  access: Access;
};

type OpenApiDocument = {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
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
 * Every operation of the document, with the access its route declares. The
 * document leaves out better-auth's routes (hidden: their bodies are
 * better-auth's); sign-up and sign-in are added from the shared schemas the
 * API checks them with, so they are fuzzed too.
 */
export function operationsOf(document: OpenApiDocument, routeTable: readonly RouteEntry[]): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, described] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation['method'];
      const content = described.requestBody?.content;
      operations.push({
        method: upper,
        path,
        parameters: described.parameters ?? [],
        body: content?.['multipart/form-data'] ? 'multipart' : content?.['application/json']?.schema,
        access: accessOf(routeTable, upper, path),
      });
    }
  }
  return [...operations, ...authOperations()];
}

function accessOf(routeTable: readonly RouteEntry[], method: string, path: string): Access {
  const fastifyUrl = path.replace(/\{(\w+)\}/g, ':$1');
  const route = routeTable.find((entry) => entry.method === method && entry.url === fastifyUrl);
  if (!route) throw new Error(`The document lists ${method} ${path}, which no route serves`);
  return route.access;
}

function authOperations(): Operation[] {
  const bodyOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return [
    { method: 'POST', path: '/api/v1/auth/sign-up/email', parameters: [], body: bodyOf(ZSignUpRequest), access: 'public' },
    { method: 'POST', path: '/api/v1/auth/sign-in/email', parameters: [], body: bodyOf(ZSignInRequest), access: 'public' },
    { method: 'POST', path: '/api/v1/auth/sign-out', parameters: [], access: 'public' },
    { method: 'GET', path: '/api/v1/auth/get-session', parameters: [], access: 'public' },
  ];
}
