import type { Draft } from './base-requests';
import type { FuzzWorld } from './fuzz-world';

/*
 * What the mutations (mutations.ts, body-mutations.ts) are made of: a
 * mutation, a copy of the base request to spoil, a short label for a value,
 * and the rival's id to try in place of the caller's own.
 */

/** One way to spoil a request: a label for the report and the spoilt draft, made when sent. */
export type Mutation = { label: string; make: () => Draft };

export type FieldPath = (string | number)[];

export const clone = (draft: Draft): Draft => ({
  ...draft,
  path: { ...draft.path },
  query: { ...draft.query },
  headers: { ...draft.headers },
  body: draft.body === undefined ? undefined : structuredClone(draft.body),
});

export const show = (value: unknown) => {
  const text =
    typeof value === 'string'
      ? JSON.stringify(value)
      : Array.isArray(value) && value.length === 1
        ? '[[…]]'
        : JSON.stringify(value);
  return text === undefined
    ? 'undefined'
    : text.length > 40
      ? `${text.slice(0, 37)}…(${text.length})`
      : text;
};

/** The other owner's id of the same kind: "someone else's" rather than "nothing". */
export function rivalIdFor(name: string, world: FuzzWorld): string {
  if (/room/i.test(name)) return world.rivals.roomId;
  if (/car/i.test(name)) return world.rivals.carId;
  if (/booking/i.test(name)) return world.rivals.bookingId;
  return world.rivals.hotelId;
}
