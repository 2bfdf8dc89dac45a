import type { Draft } from './base-requests';
import type { FuzzWorld } from './fuzz-world';
import { bodyMutations, uploadMutations } from './body-mutations';
import {
  DATES,
  INVALID_UTF8_ESCAPES,
  NUMBERS,
  SCRIPT_AND_SQL,
  badIds,
  rawText,
} from './hostile-values';
import { clone, rivalIdFor, show, type Mutation } from './mutation-kit';
import type { Operation } from './operations';
import type { ResolveRef } from './schema-conformance';

export type { Mutation } from './mutation-kit';

/** Every mutation of one operation's request, from its parameters and body schema in the document. */
export function mutationsOf(
  operation: Operation,
  base: Draft,
  world: FuzzWorld,
  resolve: ResolveRef,
): Mutation[] {
  const mutations: Mutation[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') mutations.push(...pathMutations(parameter.name, base, world));
    if (parameter.in === 'query')
      mutations.push(...queryMutations(parameter.name, parameter.required, base, world));
    if (parameter.in === 'header') mutations.push(...headerMutations(parameter.name, base));
  }
  mutations.push(...sessionMutations(operation, base));
  if (operation.body === 'multipart') mutations.push(...uploadMutations(base));
  else if (operation.body) mutations.push(...bodyMutations(operation.body, base, world, resolve));
  return mutations;
}

function pathMutations(name: string, base: Draft, world: FuzzWorld): Mutation[] {
  const values = [
    ...badIds(rivalIdFor(name, world)).map(encodeURIComponent),
    ...INVALID_UTF8_ESCAPES,
    'a'.repeat(5_000),
    '-1',
    '0',
    '1.5',
    '9007199254740993',
    '1e309',
    'NaN',
    '..%2F..%2Fetc%2Fpasswd',
    encodeURIComponent('<script>alert(1)</script>'),
    'WK-00000000',
    'wk-' + 'a'.repeat(8),
  ];
  return values.map((value) => ({
    label: `path ${name} = ${show(value)}`,
    make: () => ({ ...clone(base), path: { ...base.path, [name]: value } }),
  }));
}

function queryMutations(
  name: string,
  required: boolean,
  base: Draft,
  world: FuzzWorld,
): Mutation[] {
  const values: (string | string[])[] = [
    'abc',
    ...NUMBERS.map((n) => (typeof n === 'number' ? String(n) : rawText(String(n)))),
    ...SCRIPT_AND_SQL,
    'x'.repeat(10_000),
    ...DATES,
    ['1', '2'],
    ['a', 'b', 'c'],
    ...badIds(rivalIdFor(name, world)),
  ];
  const mutations: Mutation[] = values.map((value) => ({
    label: `query ${name} = ${show(value)}`,
    make: () => ({ ...clone(base), query: { ...base.query, [name]: value } }),
  }));
  for (const escape of INVALID_UTF8_ESCAPES) {
    mutations.push({
      label: `query ${name} = raw ${escape}`,
      make: () => {
        const { [name]: _dropped, ...rest } = base.query;
        return { ...clone(base), query: rest, rawQuery: `${name}=${escape}` };
      },
    });
  }
  if (required) {
    mutations.push({
      label: `query ${name} missing`,
      make: () => {
        const { [name]: _dropped, ...rest } = base.query;
        return { ...clone(base), query: rest };
      },
    });
  }
  return mutations;
}

function headerMutations(name: string, base: Draft): Mutation[] {
  // Header values a client library can send: no control characters (Node refuses those itself).
  const values = ['short', 'k'.repeat(201), "' OR 1=1 --", '<script>alert(1)</script>', '        '];
  return values.map((value) => ({
    label: `header ${name} = ${show(value)}`,
    make: () => ({ ...clone(base), headers: { ...base.headers, [name]: value } }),
  }));
}

/** A forged or oversized session cookie, and a state-changing call from another site. */
function sessionMutations(operation: Operation, base: Draft): Mutation[] {
  const cookies = [
    'better-auth.session_token=forged.signature',
    `better-auth.session_token=${'a'.repeat(8_000)}`,
    'better-auth.session_token=%FF%FE',
  ];
  const mutations: Mutation[] = cookies.map((cookie) => ({
    label: `cookie ${show(cookie)}`,
    make: () => ({ ...clone(base), headers: { ...base.headers, cookie } }),
  }));
  // A delete's own id stays in these requests: kept off deletes so the owner's hotel survives a lax check.
  if (operation.method !== 'GET' && operation.method !== 'DELETE') {
    for (const origin of ['https://evil.example', 'null']) {
      mutations.push({
        label: `origin ${origin}`,
        make: () => ({ ...clone(base), headers: { ...base.headers, origin } }),
      });
    }
  }
  return mutations;
}
