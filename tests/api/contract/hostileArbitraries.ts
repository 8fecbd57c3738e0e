// What an attacker or a broken client sends: values of the wrong kind, strings made to break a
// query, a page or a parser, numbers past every limit, bodies that are not JSON at all or come in
// another media type. Each is built around the operation's own schema (a valid body with one
// field spoiled), so the refusal is met deep in the handler, not only at the door.
import fc from 'fast-check';
import { type JsonSchema, type SchemaContext, resolve, validValue } from './arbitraries';

const LONG = 100_000;

export const HOSTILE_STRINGS: readonly string[] = [
  // SQL
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)--',
  "\\'; truncate audit_logs; --",
  '%',
  '_',
  '\\',
  '$1',
  // Markup and script
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  // Paths, headers, format strings
  '../../../../etc/passwd',
  'line\r\nX-Injected: 1',
  '%s%s%s%n',
  // Unicode: right-to-left override, zero-width, combining marks, emoji, lone surrogates, BOM
  '\u202Egnp.exe',
  'a\u200Bb\u200Dc\uFEFF',
  'Z\u0351\u0354\u0359\u0364\u0318\u0356a\u0301\u0302\u0303\u0304',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\uD800',
  'x\uDFFFy',
  'مرحبا بالعالم',
  '\u0000',
  'NUL inside\u0000text',
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '-1',
  'NaN',
  'Infinity',
  '1e999',
  '٣',
  '0x1F',
];

const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom('a'.repeat(LONG), '\u{1F600}'.repeat(LONG / 2), 'é'.repeat(LONG)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  123456789.12345679, // more decimals than the two a price keeps
];

/** Nested `depth` levels deep in arrays and objects by turns. */
export function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** A value of any kind, most of them wrong wherever they land. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(true, false, null, [], {}, [null], { '': '' }),
  fc.constantFrom(nested(64), nested(1_000)),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 2 }),
);

/** Keys that should be refused or ignored, never obeyed. */
const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'id_organization',
  'is_superuser',
  'password_hash',
  'created_at',
  "code' OR '1'='1",
  '\u0000',
  '',
  'a'.repeat(1000),
];

type Body = Record<string, unknown>;

const JSON_TYPE = 'application/json';

/** A valid-shaped body with one thing wrong: a field's value, a required field gone, a key added. */
export function spoiledBody(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  const s = resolve(schema, context);
  const base = validValue(s, context);
  const keys = Object.keys(s.properties ?? {});
  if (s.type !== 'object' || keys.length === 0) return fc.oneof(base, hostileValue);
  const asBody = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Body) : {});
  const ways: fc.Arbitrary<unknown>[] = [
    fc
      .tuple(base, fc.constantFrom(...keys), hostileValue)
      .map(([body, key, value]) => ({ ...asBody(body), [key]: value })),
    fc.tuple(base, fc.constantFrom(...HOSTILE_KEYS), hostileValue).map(([body, key, value]) => {
      // Defined as own data, so `__proto__` reaches the wire as a key.
      const out = { ...asBody(body) };
      Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
      return out;
    }),
    // The body itself of the wrong kind.
    hostileValue,
  ];
  const required = (s.required ?? []).filter((k) => keys.includes(k));
  if (required.length) {
    ways.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([body, key]) => {
        const { [key]: _dropped, ...rest } = asBody(body);
        return rest;
      }),
    );
  }
  return fc.oneof(...ways);
}

export type RawBody = { contentType: string | undefined; payload: string | Buffer };

/** Number literals JSON allows that JavaScript reads oddly: Infinity, -0, rounded, past 2⁵³. */
const RAW_NUMBERS = [
  '1e999',
  '-1e999',
  '1e-999',
  '-0',
  '1E2',
  '0.1e1',
  '2147483648',
  '9007199254740993',
  '123456789012345678901234567890',
  '1.0000000000000002',
  '0.30000000000000004',
];

const MARK = '\u0001raw\u0001';

/** A valid-shaped body whose field holds one of those literals, written into its JSON text. */
export function rawNumberBody(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<RawBody> {
  const keys = Object.keys(resolve(schema, context).properties ?? {});
  if (!keys.length)
    return fc.constantFrom(...RAW_NUMBERS).map((n) => ({ contentType: JSON_TYPE, payload: n }));
  return fc
    .tuple(validValue(schema, context), fc.constantFrom(...keys), fc.constantFrom(...RAW_NUMBERS))
    .map(([body, key, literal]) => ({
      contentType: JSON_TYPE,
      payload: JSON.stringify({ ...(body as Body), [key]: MARK }).replace(JSON.stringify(MARK), literal),
    }));
}

/** Text that is not the JSON it claims to be, or JSON that JavaScript reads oddly. */
const BROKEN_JSON: readonly string[] = [
  '{',
  '{"a":',
  '}',
  "{'code': 'A'}",
  '{"code": "A",}',
  'NaN',
  '{"n": NaN}',
  '{"n": Infinity}',
  '{"n": 1e999}',
  '{"n": -1e999}',
  '{"n": 123456789012345678901234567890}',
  '{"n": 0x10}',
  '\uFEFF{}',
  '{} trailing',
  'null',
  'true',
  '"a string"',
  '[]',
  '[{}]',
  '{"code": "A", "code": "B"}',
  '{"__proto__": {"is_superuser": true}}',
  '{"constructor": {"prototype": {"is_superuser": true}}}',
  '{"a": "\\ud800"}',
  '{"a": "\\u0000"}',
  '['.repeat(100_000) + ']'.repeat(100_000),
  '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000),
  ' ',
];

/** Bodies past the 1 MiB limit, or that say they are one thing and are another. */
const RAW_BODIES: readonly RawBody[] = [
  ...BROKEN_JSON.map((payload) => ({ contentType: JSON_TYPE, payload })),
  { contentType: JSON_TYPE, payload: Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]) },
  {
    contentType: JSON_TYPE,
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  },
  { contentType: `${JSON_TYPE}; charset=utf-16`, payload: Buffer.from('{}', 'utf16le') },
  { contentType: JSON_TYPE, payload: JSON.stringify({ a: 'x'.repeat(1024 * 1024) }) },
];

const WRONG_TYPES: readonly (string | undefined)[] = [
  undefined,
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json-patch+json',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'image/png',
  'application/octet-stream',
  '*/*',
  'application/json, text/plain',
];

/** A JSON body of the operation's shape, sent in some other media type (or none). */
export function mislabelledBody(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<RawBody> {
  return fc
    .tuple(validValue(schema, context), fc.constantFrom(...WRONG_TYPES))
    .map(([value, contentType]) => ({ contentType, payload: JSON.stringify(value) ?? '' }));
}

export const brokenJsonBody: fc.Arbitrary<RawBody> = fc.constantFrom(...RAW_BODIES);

/** Path segments standing where an id goes. */
export const HOSTILE_IDS: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '2147483648',
  '99999999999999999999999',
  'abc',
  '%00',
  '1%20OR%201%3D1',
  '%F0%9F%98%80',
  '%E2%80%AE1',
  'null',
];
