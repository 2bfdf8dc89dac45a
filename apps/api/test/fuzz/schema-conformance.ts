/*
 * The fuzz oracle: does a value satisfy the OpenAPI document's schema? A
 * request the document forbids must be refused (4xx); one it allows may be
 * answered 2xx or 4xx (the services have rules no schema states: dates in
 * the future, ownership, prices). The document uses a dozen keywords of
 * OpenAPI 3.0, checked here. Ajv would do it, but it is not a dependency of
 * the API and its draft-07 mode reads 3.0's boolean `exclusiveMinimum` wrongly.
 */

export type JsonSchema = {
  $ref?: string;
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  default?: unknown;
};

export type ResolveRef = (ref: string) => JsonSchema;

export function conforms(value: unknown, schema: JsonSchema, resolve: ResolveRef): boolean {
  if (schema.$ref) return conforms(value, resolve(schema.$ref), resolve);
  if (value === null && schema.nullable) return true;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.some((branch) => conforms(value, branch, resolve));
  if (schema.enum && !schema.enum.some((allowed) => allowed === value)) return false;
  if ('const' in schema && schema.const !== value) return false;
  switch (schema.type) {
    case undefined:
      return true;
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string' && stringFits(value, schema);
    case 'number':
    case 'integer':
      return typeof value === 'number' && numberFits(value, schema);
    case 'array':
      return (
        Array.isArray(value) &&
        value.length >= (schema.minItems ?? 0) &&
        value.length <= (schema.maxItems ?? Infinity) &&
        (!schema.items || value.every((item) => conforms(item, schema.items!, resolve)))
      );
    case 'object':
      return isPlainObject(value) && objectFits(value, schema, resolve);
  }
}

function stringFits(value: string, schema: JsonSchema): boolean {
  // zod, which the API validates with, counts UTF-16 units; so does .length.
  if (value.length < (schema.minLength ?? 0) || value.length > (schema.maxLength ?? Infinity))
    return false;
  return !schema.pattern || new RegExp(schema.pattern).test(value);
}

function numberFits(value: number, schema: JsonSchema): boolean {
  // JSON has no Infinity or NaN: 1e309 parses to Infinity, which no schema here allows.
  if (!Number.isFinite(value)) return false;
  if (schema.type === 'integer' && !Number.isSafeInteger(value)) return false;
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  if (typeof exclusiveMinimum === 'number' && value <= exclusiveMinimum) return false;
  if (typeof exclusiveMaximum === 'number' && value >= exclusiveMaximum) return false;
  if (minimum !== undefined && (exclusiveMinimum === true ? value <= minimum : value < minimum))
    return false;
  if (maximum !== undefined && (exclusiveMaximum === true ? value >= maximum : value > maximum))
    return false;
  return true;
}

function objectFits(
  value: Record<string, unknown>,
  schema: JsonSchema,
  resolve: ResolveRef,
): boolean {
  for (const name of schema.required ?? []) if (value[name] === undefined) return false;
  for (const [name, field] of Object.entries(value)) {
    const fieldSchema = schema.properties?.[name];
    if (fieldSchema) {
      if (field !== undefined && !conforms(field, fieldSchema, resolve)) return false;
    } else if (schema.additionalProperties === false) {
      return false;
    } else if (typeof schema.additionalProperties === 'object') {
      if (!conforms(field, schema.additionalProperties, resolve)) return false;
    }
  }
  return true;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A query or path value as the API reads it: numbers are coerced the way
 * zod's `z.coerce.number()` does (`Number(text)`), everything else is text.
 */
export function coerceParameter(
  value: string | string[] | undefined,
  schema: JsonSchema,
  resolve: ResolveRef,
): unknown {
  if (value === undefined) return undefined;
  const target = schema.$ref ? resolve(schema.$ref) : schema;
  if (target.type === 'number' || target.type === 'integer') return Number(value);
  return value;
}
