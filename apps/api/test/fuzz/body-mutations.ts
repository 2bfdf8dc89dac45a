import type { Draft } from './base-requests';
import type { FuzzWorld } from './fuzz-world';
import {
  DATES,
  NUMBERS,
  RAW,
  SCRIPT_AND_SQL,
  TIMES,
  WRONG_TYPES,
  badIds,
  deepArray,
  deepObjectText,
  hugeString,
  invalidUtf8Json,
} from './hostile-values';
import { clone, rivalIdFor, show, type FieldPath, type Mutation } from './mutation-kit';
import { isPlainObject, type JsonSchema, type ResolveRef } from './schema-conformance';

/*
 * Spoilt bodies: each field given what the document says it must not hold,
 * the whole body replaced or malformed, and uploads that are not images.
 */

export function bodyMutations(
  schema: JsonSchema,
  base: Draft,
  world: FuzzWorld,
  resolve: ResolveRef,
): Mutation[] {
  const mutations: Mutation[] = [];
  for (const { path, schema: field, required } of fieldsOf(schema, resolve)) {
    const name = path.join('.');
    const set = (value: unknown, label = show(value)): Mutation => ({
      label: `body ${name} = ${label}`,
      make: () => {
        const draft = clone(base);
        draft.body = withField(draft.body, path, value);
        return draft;
      },
    });
    if (required) mutations.push({ ...set(undefined), label: `body ${name} missing` });
    for (const value of valuesFor(path, field, world, resolve)) mutations.push(set(value));
    mutations.push(set(hugeString(), 'a 1 MB string'), set(deepArray(), '10,000 nested arrays'));
  }
  mutations.push(...wholeBodyMutations(schema, base, world, resolve));
  return mutations;
}

/** The values worth trying in one field, by what the document says it holds. */
function valuesFor(
  path: FieldPath,
  field: JsonSchema,
  world: FuzzWorld,
  resolve: ResolveRef,
): unknown[] {
  const schema = field.$ref ? resolve(field.$ref) : field;
  const branches = schema.anyOf ?? [schema];
  const types = new Set(branches.map((branch) => branch.type));
  const name = String(path.at(-1));
  const values: unknown[] = [...WRONG_TYPES, ...SCRIPT_AND_SQL];
  if (types.has('number') || types.has('integer')) values.push(...NUMBERS);
  const maxLength = branches.find((branch) => branch.maxLength !== undefined)?.maxLength;
  if (maxLength !== undefined) values.push('a'.repeat(maxLength + 1));
  if (/date$|^(checkIn|checkOut|from|to)$/i.test(name)) values.push(...DATES);
  if (/time$/i.test(name)) values.push(...TIMES);
  if (/id$/i.test(name) || branches.some((branch) => branch.format === 'uuid'))
    values.push(...badIds(rivalIdFor(name, world)));
  if (/email/i.test(name))
    values.push('not-an-email', 'a@b', `${'x'.repeat(250)}@example.ng`, 'ADA@EXAMPLE.NG ');
  if (schema.enum) values.push(`${String(schema.enum[0])} `, String(schema.enum[0]).toUpperCase());
  return values;
}

/** The top-level fields, and one level into objects and arrays of objects (customer.email, rooms.0.price). */
function fieldsOf(schema: JsonSchema, resolve: ResolveRef, path: FieldPath = [], depth = 0) {
  const resolved = schema.$ref ? resolve(schema.$ref) : schema;
  const fields: { path: FieldPath; schema: JsonSchema; required: boolean }[] = [];
  for (const [name, field] of Object.entries(resolved.properties ?? {})) {
    const fieldPath = [...path, name];
    fields.push({
      path: fieldPath,
      schema: field,
      required: resolved.required?.includes(name) ?? false,
    });
    if (depth > 0) continue;
    const inner = field.$ref ? resolve(field.$ref) : field;
    if (inner.type === 'object') fields.push(...fieldsOf(inner, resolve, fieldPath, depth + 1));
    if (inner.type === 'array' && inner.items) {
      const item = inner.items.$ref ? resolve(inner.items.$ref) : inner.items;
      if (item.type === 'object')
        fields.push(...fieldsOf(item, resolve, [...fieldPath, 0], depth + 1));
    }
  }
  return fields;
}

function withField(body: unknown, path: FieldPath, value: unknown): unknown {
  const root = isPlainObject(body) ? body : {};
  let holder: Record<string | number, unknown> = root;
  for (const key of path.slice(0, -1)) {
    const next = holder[key];
    if (typeof next !== 'object' || next === null)
      holder[key] = typeof path[path.indexOf(key) + 1] === 'number' ? [] : {};
    holder = holder[key] as Record<string | number, unknown>;
  }
  const last = path.at(-1)!;
  if (value === undefined) delete holder[last];
  else holder[last] = value;
  return root;
}

function wholeBodyMutations(
  schema: JsonSchema,
  base: Draft,
  world: FuzzWorld,
  resolve: ResolveRef,
): Mutation[] {
  const text = JSON.stringify(base.body);
  const firstString = fieldsOf(schema, resolve).find((field) => {
    const resolved = field.schema.$ref ? resolve(field.schema.$ref) : field.schema;
    return field.path.length === 1 && resolved.type === 'string';
  });
  const raw = (
    label: string,
    rawBody: string | Buffer,
    contentType = 'application/json',
  ): Mutation => ({
    label,
    make: () => ({ ...clone(base), body: undefined, rawBody, contentType }),
  });
  const replace = (label: string, body: unknown): Mutation => ({
    label,
    make: () => ({ ...clone(base), body }),
  });
  const extra = (label: string, fields: Record<string, unknown>): Mutation => ({
    label: `extra fields: ${label}`,
    make: () => ({ ...clone(base), body: { ...(base.body as object), ...fields } }),
  });
  return [
    extra('unknown', { unknownField: 'x', another: [1, 2, 3] }),
    extra('someone else’s owner and id', {
      ownerId: world.rival.userId,
      id: world.rivals.hotelId,
      userId: world.rival.userId,
    }),
    extra('privileges', {
      role: 'hotelOwner',
      isAdmin: true,
      paymentStatus: 'paid',
      status: 'cancelled',
      deletedAt: null,
    }),
    extra('prices in kobo', { totalAmountKobo: 1, roomPriceKobo: 1, hourlyRateKobo: 1 }),
    extra('a deep value', { nested: deepArray() }),
    raw('a __proto__ key', text.replace(/^\{/, '{"__proto__":{"polluted":true},')),
    raw(
      'a constructor.prototype key',
      text.replace(/^\{/, '{"constructor":{"prototype":{"polluted":true}},'),
    ),
    replace('body null', null),
    replace('body an array', [base.body]),
    replace('body a string', 'hotel'),
    replace('body a number', 0),
    replace('body true', true),
    replace('body {}', {}),
    replace('body 10,000 nested arrays', deepArray()),
    { label: 'no body', make: () => ({ ...clone(base), body: undefined }) },
    raw('empty JSON body', ''),
    raw('whitespace JSON body', '   \n'),
    raw('truncated JSON', text.slice(0, Math.max(1, text.length - 5))),
    raw('JSON with a trailing comma', text.replace(/\}$/, ',}')),
    raw('JSON with NaN', text.replace(/^\{/, '{"nan":NaN,')),
    raw('JSON with 1e309', text.replace(/^\{/, '{"huge":1e309,')),
    raw('10,000 nested objects', deepObjectText()),
    raw('a byte-order mark, then JSON', `\ufeff${text}`),
    raw(
      `invalid UTF-8 in ${firstString?.path.join('.') ?? 'a field'}`,
      invalidUtf8Json(String(firstString?.path[0] ?? 'name')),
    ),
    raw(
      'invalid UTF-8 after the JSON',
      Buffer.concat([Buffer.from(text), Buffer.from([0xff, 0xfe])]),
    ),
    raw(
      'over the 1 MiB body limit',
      JSON.stringify({ ...(base.body as object), padding: 'a'.repeat(1_100_000) }),
    ),
    raw('JSON as text/plain', text, 'text/plain'),
    raw('a form body', 'hotelName=x&hotelId=1', 'application/x-www-form-urlencoded'),
    raw('XML', '<hotel><name>x</name></hotel>', 'application/xml'),
    raw('multipart without a boundary', text, 'multipart/form-data'),
    raw('JSON declared as UTF-16', text, 'application/json; charset=utf-16'),
    raw('an invalid content type', text, 'application/json; charset'),
    raw('a content type of nothing', text, ''),
    raw(
      'duplicate keys, the last bad',
      text.replace(/\}$/, `,${JSON.stringify(String(firstString?.path[0] ?? 'name'))}:{"x":1}}`),
    ),
    {
      label: `a numeric NaN-like body value`,
      make: () => ({ ...clone(base), body: { ...(base.body as object), nights: RAW('-0') } }),
    },
  ];
}

/** Upload mutations: none of these is an image. */
export function uploadMutations(base: Draft): Mutation[] {
  const boundary = '----wakafuzz';
  const part = (field: string, filename: string, type: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const multipart = (
    label: string,
    rawBody: Buffer | string,
    contentType = `multipart/form-data; boundary=${boundary}`,
  ): Mutation => ({
    label: `upload: ${label}`,
    make: () => ({ ...clone(base), rawBody, contentType }),
  });
  return [
    multipart(
      'text named .jpg',
      part('file', 'photo.jpg', 'image/jpeg', Buffer.from('not an image at all')),
    ),
    multipart(
      'script named .png',
      part('file', 'x.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
    ),
    multipart(
      'truncated JPEG header',
      part('file', 'x.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])),
    ),
    multipart(
      'PNG signature only',
      part(
        'file',
        'x.png',
        'image/png',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      ),
    ),
    multipart(
      'SVG with script',
      part('file', 'x.svg', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')),
    ),
    multipart('a file in another field', part('photo', 'x.jpg', 'image/jpeg', Buffer.from('x'))),
    multipart(
      'filename with a path',
      part('file', '../../etc/passwd', 'image/jpeg', Buffer.from('x')),
    ),
    multipart('invalid UTF-8 filename', part('file', '\udcff.jpg', 'image/jpeg', Buffer.from('x'))),
    multipart('no parts', `--${boundary}--\r\n`),
    multipart(
      'unterminated',
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.jpg"\r\n\r\nabc`,
    ),
    multipart('empty body', ''),
    multipart(
      '6 MB of zeros',
      part('file', 'big.jpg', 'image/jpeg', Buffer.alloc(6 * 1024 * 1024)),
    ),
    multipart(
      'wrong boundary',
      part('file', 'x.jpg', 'image/jpeg', Buffer.from('x')),
      'multipart/form-data; boundary=other',
    ),
    multipart('JSON instead', '{"file":"x"}', 'application/json'),
    multipart('no content type', 'x', ''),
  ];
}
