type Document = { paths?: Record<string, Record<string, unknown> | undefined> };
type Operation = {
  requestBody?: {
    required?: boolean;
    content?: Record<string, { schema?: { nullable?: boolean } }>;
  };
};

/**
 * @fastify/swagger marks every request body required, as Fastify insists on
 * one when a route has a body schema. A route whose shared schema takes no
 * body at all (`.nullish()`, as sign-out's) reads an
 * absent or empty body as null, so its document says the body may be left out.
 */
export function markOptionalBodies<T>(document: T): T {
  for (const methods of Object.values((document as Document).paths ?? {})) {
    for (const operation of Object.values(methods ?? {}) as Operation[]) {
      const json = operation?.requestBody?.content?.['application/json'];
      if (json?.schema?.nullable) operation.requestBody!.required = false;
    }
  }
  return document;
}
