import { randomUUID } from 'node:crypto';

/*
 * The values a hostile or broken client sends. `RAW` marks a number JSON
 * can carry as text but JSON.stringify cannot write (1e309 parses to
 * Infinity); the sender splices it into the body text.
 */

const RAW_START = '\u0000raw:';
export const RAW = (text: string) => `${RAW_START}${text}\u0000`;
export const RAW_PATTERN = /"\\u0000raw:([^"\\]+)\\u0000"/g;

/** The text a RAW value carries (for a query string, which has no JSON to splice into). */
export const rawText = (value: string) =>
  value.startsWith(RAW_START) && value.endsWith('\u0000')
    ? value.slice(RAW_START.length, -1)
    : value;

const MEGABYTE_STRING_LENGTH = 1_000_000;

export const SCRIPT_AND_SQL = [
  "' OR 1=1 --",
  "'; DROP TABLE hotel; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../etc/passwd',
  '%00',
  'nul\u0000byte',
  'lone surrogate \ud800',
  'right-to-left \u202e and emoji 🇳🇬',
];

export const WRONG_TYPES: unknown[] = [
  42,
  -1,
  true,
  false,
  null,
  [],
  {},
  'text',
  [1, 2],
  { nested: 'object' },
];

export const NUMBERS: unknown[] = [
  -1,
  -0.0001,
  0,
  0.5,
  1e-7,
  2 ** 53 + 1,
  -(2 ** 53 + 1),
  1e308,
  RAW('1e309'),
  RAW('-1e309'),
  RAW('1E400'),
  'NaN',
  'Infinity',
  '-1',
  '0x10',
  '1_000',
  ' 5 ',
  '',
];

export const DATES = [
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '2026-13-01',
  '2026-1-5',
  '30/02/2026',
  '2020-01-01',
  '2026-02-29T25:61:00Z',
  '-001000-01-01',
];

export const TIMES = ['24:00', '10:30', '-1:00', '10', '99:99', '10:00:00'];

/** Ids that name nothing, or nothing of this caller's, or are not ids. */
export function badIds(otherOwnersId: string): string[] {
  return [
    'not-a-uuid',
    '1',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    randomUUID(),
    otherOwnersId,
    otherOwnersId.toUpperCase(),
    `${otherOwnersId}x`,
    "' OR 1=1 --",
  ];
}

export const hugeString = () => 'a'.repeat(MEGABYTE_STRING_LENGTH);

/**
 * 10,000 levels of `[[[…]]]`, spliced into the body as text: as a value,
 * JSON.stringify and structuredClone in the test itself run out of stack.
 */
export const deepArray = (levels = 10_000) => RAW('['.repeat(levels) + ']'.repeat(levels));

/** 10,000 levels of `{"a":{"a":…}}` as text (JSON.stringify would do it too; text is cheaper). */
export const deepObjectText = (levels = 10_000) =>
  '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** A JSON body whose string holds bytes that are not UTF-8 (0xFF 0xFE, a lone continuation byte, an overlong NUL). */
export const invalidUtf8Json = (field: string) =>
  Buffer.concat([
    Buffer.from(`{"${field}":"`),
    Buffer.from([0xff, 0xfe, 0x80, 0xc0, 0x80]),
    Buffer.from('"}'),
  ]);

/** Path and query text whose percent-escapes decode to invalid UTF-8. */
export const INVALID_UTF8_ESCAPES = ['%FF%FE', '%C0%80', '%ED%A0%80', '%E0%80', '%', '%zz'];
