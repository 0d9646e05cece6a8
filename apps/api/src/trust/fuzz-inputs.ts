import fc from 'fast-check';
import { JSON_BODY_LIMIT, MAX_JSON_DEPTH } from '../infra/json-body';

/** An OpenAPI 3.0 schema as the document serves it (only what generation reads). */
export interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
}

/** Strings that have broken servers: injections, traversal, control and odd unicode. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR 1=1 --",
  "'; DROP TABLE properties; --",
  '" OR ""="',
  '%27%20OR%201%3D1',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'a\u0000b',
  '\u0000',
  '\u202Egnp.exe',
  'שלום עולם',
  'e\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏠💥',
  '\uD800',
  '\uFFFF',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '\r\nX-Injected: 1',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9007199254740993',
  '2147483648',
  'null',
  'true',
  '[]',
  '{}',
  '0x41',
  '2026-02-30',
  '2026-13-01T25:61:61Z',
  '\\',
  '%',
  '%%32%65',
  'a'.repeat(300),
];

const HOSTILE_NUMBERS = [
  -1,
  0,
  0.5,
  -0.0,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Any value of the wrong kind, or a hostile one of the right kind. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }, { __proto__: { admin: true } }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constant('x'.repeat(100_000)),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 4 }),
);

/** Values that follow `schema` closely (so the request reaches the code behind validation). */
function plausible(
  schema: Schema,
  resolve: (s: Schema) => Schema,
  ids: string[],
): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => plausible(v, resolve, ids)));
  if (s.allOf?.length) return plausible(s.allOf[0]!, resolve, ids);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  switch (s.type) {
    case 'integer':
      return fc.integer({
        min: s.minimum ?? -1000,
        max: Math.min(s.maximum ?? 1_000_000, 2 ** 31 - 1),
      });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(s.items ?? {}, resolve, ids), { maxLength: 4 });
    case 'object':
      return objectOf(s, resolve, ids);
    case 'string':
      if (s.format === 'date-time')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (s.format === 'date')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (s.format === 'email') return fc.emailAddress();
      if (s.format === 'uri') return fc.webUrl();
      return fc.oneof(
        fc.constantFrom(...(ids.length ? ids : ['abc'])),
        fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 60, 60) }),
      );
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** Sometimes right, sometimes hostile: the mix that finds what validation lets through. */
export function valueFor(schema: Schema, resolve: (s: Schema) => Schema, ids: string[]) {
  return fc.oneof(
    { weight: 3, arbitrary: plausible(schema, resolve, ids) },
    { weight: 2, arbitrary: hostileValue },
  );
}

/** An object with each property present or missing, some hostile, and extra keys. */
function objectOf(s: Schema, resolve: (s: Schema) => Schema, ids: string[]) {
  const entries = Object.entries(s.properties ?? {}).map(([key, property]) =>
    fc
      .option(valueFor(property, resolve, ids), { nil: undefined, freq: 4 })
      .map((v) => [key, v] as const),
  );
  return fc
    .tuple(
      fc.tuple(...entries),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'tenantId', 'x'), hostileValue, {
        maxKeys: 2,
      }),
    )
    .map(([pairs, extra]) => {
      const out: Record<string, unknown> = {};
      for (const [key, value] of pairs) if (value !== undefined) out[key] = value;
      return { ...extra, ...out };
    });
}

export function bodyFor(schema: Schema, resolve: (s: Schema) => Schema, ids: string[]) {
  return fc.oneof(
    { weight: 6, arbitrary: objectOf(resolve(schema), resolve, ids) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** `levels` arrays or objects, one inside the other, around `core`. */
function nested(levels: number, kind: 'array' | 'object' | 'mixed', core = '1'): string {
  const open = (i: number) => (kind === 'array' || (kind === 'mixed' && i % 2) ? '[' : '{"a":');
  const close = (i: number) => (kind === 'array' || (kind === 'mixed' && i % 2) ? ']' : '}');
  let head = '';
  let tail = '';
  for (let i = 0; i < levels; i++) {
    head += open(i);
    tail = close(i) + tail;
  }
  return head + core + tail;
}

/**
 * JSON bodies that attack the parser and whatever walks a body rather than a field's value:
 * nesting just past the limit up to half a million levels (a megabyte), deep values inside a
 * plausible field, brackets inside strings (which must not count), and bodies past the size
 * limit. Built once: the larger ones are a megabyte each.
 */
export const HOSTILE_BODIES: readonly string[] = [
  nested(MAX_JSON_DEPTH + 1, 'array'),
  nested(MAX_JSON_DEPTH + 1, 'object'),
  nested(10_000, 'mixed'),
  `{"types":${nested(10_000, 'array')}}`,
  `{"title":"x","q":${nested(100_000, 'object', '"deep"')}}`,
  nested(500_000, 'array', ''),
  JSON.stringify({ q: '['.repeat(10_000), title: '{'.repeat(10_000) }),
  `{"q":"${'x'.repeat(JSON_BODY_LIMIT)}"}`,
  `[${'1,'.repeat(JSON_BODY_LIMIT / 2)}1]`,
  JSON.stringify(Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`k${i}`, i]))),
];
