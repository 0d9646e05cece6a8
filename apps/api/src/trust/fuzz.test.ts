import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSetting } from '../config';
import { createTestApp, type TestApp } from '../test/helper';
import { jpegImage } from '../test/images';
import { multipartBody } from '../test/uploads';
import { bodyFor, HOSTILE_BODIES, HOSTILE_STRINGS, valueFor, type Schema } from './fuzz-inputs';
import { matrixFixture, type Fixture } from './permission-matrix.fixture';

/**
 * Generated bad input over every operation of the OpenAPI document (`npm run test:fuzz` for the
 * long run): whatever arrives, the answer is never a 5xx, never shows a stack trace or SQL, and
 * every error has the one error shape. Bodies include deeply nested and oversized JSON
 * (HOSTILE_BODIES). FUZZ_REQUESTS sets how many requests (1,100 by default).
 */

interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters: { in: string; name: string; required?: boolean; schema: Schema }[];
  json?: Schema;
  multipart?: Schema;
  /**
   * The error body the operation documents when it is not the API's one shape: the feed answers
   * in OData's (`{error: {code, message, target?}}`), its token endpoint in RFC 6749's
   * (`{error, error_description}`). Every 4xx of such an operation must be in it.
   */
  ownErrorShape?: Schema;
  /**
   * Error bodies some statuses of an operation document beyond the API's shape (a stale
   * moderation decision's 409 carries the listing as it is now): those statuses must be in it.
   */
  statusErrorShapes: Record<string, Schema>;
}

interface Generated {
  operation: Operation;
  caller: 'anon' | 'owner' | 'customer' | 'moderator' | 'badSignature';
  path: Record<string, unknown>;
  query: [string, unknown][];
  body: unknown;
  shape: 'json' | 'malformed-json' | 'hostile-json' | 'wrong-content-type' | 'multipart' | 'none';
  tenant: string | null;
  extraHeader?: [string, string];
}

const ERROR_KEYS = new Set(['statusCode', 'error', 'code', 'message', 'details']);
const STACK = /\n\s+at\s|\.(ts|js|mjs):\d+|node_modules/;
const SQL_TEXT =
  /\b(select|insert|update|delete)\b[\s\S]*\b(from|into|set|where)\b|syntax error at or near|violates|relation "|pglite|drizzle|invalid input syntax/i;
const MALFORMED_JSON = [
  '{',
  '{"name":',
  '[1,2',
  '{"a":1}garbage',
  '\u0000',
  '{"a":"\\ud800"}',
  'nul',
  '{"a":1,"a":2}',
];
const WRONG_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-7',
  'image/png',
];

let t: TestApp;
let fx: Fixture;
let operations: Operation[];
let ids: string[];
let photo: Buffer;
const counts = {
  requests: 0,
  hostileBodies: 0,
  byStatus: new Map<number, number>(),
  byOperation: new Map<string, number>(),
};

beforeAll(async () => {
  t = await createTestApp();
  fx = await matrixFixture(t);
  const document = t.app.swagger() as unknown as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: { schemas: Record<string, Schema> };
  };
  const schemas = document.components.schemas;
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }> })?.content;
      return {
        method: method.toUpperCase(),
        path,
        operationId: op.operationId as string,
        // A shared parameter ($ref) is a header too (the create operations' Idempotency-Key).
        parameters: ((op.parameters as Operation['parameters']) ?? []).filter(
          (p) => p.in !== 'header' && !('$ref' in p),
        ),
        json: content?.['application/json']?.schema,
        multipart: content?.['multipart/form-data']?.schema,
        ownErrorShape: ownErrorShape(op.responses, schemas),
        statusErrorShapes: statusErrorShapes(op.responses, schemas),
      };
    }),
  );
  resolve = (schema: Schema) =>
    schema.$ref ? (schemas[schema.$ref.replace('#/components/schemas/', '')] ?? {}) : schema;
  ids = [
    ...(await Promise.all(
      (
        [
          'reviewListing',
          'approvedListing',
          'amenity',
          'unit',
          'event',
          'inquiry',
          'viewing',
          'banner',
          'article',
          'office',
        ] as const
      ).map((kind) => fx.get(kind)),
    )),
    fx.people.owner.publicId,
    fx.people.customer.publicId,
    fx.place.type,
    fx.place.suburb,
    fx.feature,
  ];
  photo = await jpegImage(800, 500);
}, 120_000);
afterAll(() => t?.close());

let resolve: (schema: Schema) => Schema = (schema) => schema;

function generated(operation: Operation): fc.Arbitrary<Generated> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const shapes: Generated['shape'][] = operation.multipart
    ? ['multipart', 'multipart', 'wrong-content-type', 'malformed-json', 'hostile-json']
    : operation.json
      ? ['json', 'json', 'json', 'malformed-json', 'hostile-json', 'wrong-content-type']
      : ['none', 'none', 'json', 'hostile-json'];
  return fc.record({
    operation: fc.constant(operation),
    caller: fc.constantFrom('anon', 'owner', 'owner', 'customer', 'moderator', 'badSignature'),
    path: fc.record(
      Object.fromEntries(
        pathParams.map((p) => [
          p.name,
          fc.oneof(
            ...(FEED_PATH_VALUES[p.name]
              ? [{ weight: 4, arbitrary: fc.constantFrom(...FEED_PATH_VALUES[p.name]!) }]
              : []),
            { weight: 1, arbitrary: fc.constantFrom(...ids) },
            { weight: 1, arbitrary: valueFor(p.schema, resolve, ids) },
          ),
        ]),
      ),
    ),
    query: fc.array(
      fc.oneof(
        ...queryParams.map((p) =>
          valueFor(p.schema, resolve, ids).map((v) => [p.name, v] as [string, unknown]),
        ),
        fc.constantFrom(...HOSTILE_STRINGS).map((v) => ['unexpected', v] as [string, unknown]),
      ),
      { maxLength: queryParams.length + 2 },
    ),
    body: operation.json ? bodyFor(operation.json, resolve, ids) : fc.constant(undefined),
    shape: fc.constantFrom(...shapes),
    tenant: fc.oneof(
      { weight: 8, arbitrary: fc.constant('demo') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(null, 'sandbox', 'nowhere', '../demo', 'DEMO', 'a'.repeat(300)),
      },
    ),
    extraHeader: fc.option(
      fc.constantFrom<[string, string]>(
        ['content-length', '5'],
        ['x-forwarded-for', "1.1.1.1, ' OR 1=1"],
        ['if-none-match', '"' + 'x'.repeat(2000) + '"'],
        ['accept', 'application/xml'],
        ['authorization', 'Basic Zm9vOmJhcg=='],
        ['authorization', 'Bearer a.b.c'],
        ['authorization', 'Bearer ' + 'x'.repeat(5000)],
      ),
      { nil: undefined, freq: 5 },
    ),
  });
}

/** Percent-encodes the UTF-8 bytes, lone surrogates included (encodeURIComponent throws on them). */
function pct(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
  return [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

function urlOf(g: Generated): string {
  let url = g.operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => pct(g.path[name]));
  const query = g.query.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&');
  if (query) url += `?${query}`;
  return url;
}

function multipart(g: Generated) {
  const variants = [
    () => multipartBody([{ data: photo }]),
    () => multipartBody([{ data: photo, field: 'file' }]),
    () => multipartBody([{ data: Buffer.from('not an image at all'), contentType: 'image/jpeg' }]),
    () => multipartBody([{ data: photo.subarray(0, 200) }]),
    () => multipartBody([], { files: JSON.stringify(g.body ?? '') }),
    () => ({
      body: Buffer.from('--x\r\nContent-Disposition: form-data; name="files"\r\n\r\nabc'),
      contentType: 'multipart/form-data; boundary=x',
    }),
    () => ({ body: Buffer.from('garbage'), contentType: 'multipart/form-data' }),
    () => ({ body: Buffer.from(''), contentType: 'multipart/form-data; boundary=' }),
  ];
  return variants[Math.abs(JSON.stringify(g.query).length) % variants.length]!();
}

async function send(g: Generated) {
  const headers: Record<string, string> = {};
  if (g.tenant) headers['x-tenant'] = g.tenant;
  const token = g.caller === 'anon' ? undefined : fx.tokens[g.caller];
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  switch (g.shape) {
    case 'json':
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(g.body ?? {});
      break;
    case 'malformed-json':
      headers['content-type'] = 'application/json';
      payload = MALFORMED_JSON[g.query.length % MALFORMED_JSON.length]!;
      break;
    case 'hostile-json':
      headers['content-type'] = 'application/json';
      payload = HOSTILE_BODIES[counts.hostileBodies++ % HOSTILE_BODIES.length]!;
      break;
    case 'wrong-content-type':
      headers['content-type'] = WRONG_TYPES[g.query.length % WRONG_TYPES.length]!;
      payload = JSON.stringify(g.body ?? {});
      break;
    case 'multipart': {
      const m = multipart(g);
      headers['content-type'] = m.contentType;
      payload = m.body;
      break;
    }
    case 'none':
      break;
  }
  if (g.extraHeader) headers[g.extraHeader[0]] = g.extraHeader[1];
  return t.app.inject({
    method: g.operation.method as 'GET',
    url: urlOf(g),
    headers,
    remoteAddress: `10.77.${counts.requests % 250}.${(counts.requests >> 8) % 250}`,
    ...(payload !== undefined && { payload }),
  });
}

/**
 * Path values that reach the RESO feed's records (its site is in the path, and its resource a
 * segment), so its OData query options are what the generated input tries.
 */
const FEED_PATH_VALUES: Record<string, string[]> = {
  tenant: ['demo'],
  resource: ['Property', 'Media', 'Member', 'Office', 'Lookup', 'EntityEvent', "Property('x')"],
};

/** The documented error body of an operation, when it is not the API's `Error`. */
function ownErrorShape(responses: unknown, schemas: Record<string, Schema>): Schema | undefined {
  const answers = (responses ?? {}) as Record<
    string,
    { content?: Record<string, { schema?: Schema }> }
  >;
  const refs = Object.entries(answers)
    .filter(([status]) => status.startsWith('4'))
    .map(([, answer]) => answer.content?.['application/json']?.schema?.$ref);
  const own = refs.find((ref) => ref && ref !== '#/components/schemas/Error');
  // Mixed (the API's shape for most statuses): statusErrorShapes holds the others.
  if (refs.includes('#/components/schemas/Error')) return undefined;
  return own ? schemas[own.replace('#/components/schemas/', '')] : undefined;
}

/** The statuses of an operation that mixes shapes whose error body is not the API's `Error`. */
function statusErrorShapes(responses: unknown, schemas: Record<string, Schema>) {
  const answers = (responses ?? {}) as Record<
    string,
    { content?: Record<string, { schema?: Schema }> }
  >;
  const shapes: Record<string, Schema> = {};
  for (const [status, answer] of Object.entries(answers)) {
    const ref = answer.content?.['application/json']?.schema?.$ref;
    if (!status.startsWith('4') || !ref || ref === '#/components/schemas/Error') continue;
    const shape = schemas[ref.replace('#/components/schemas/', '')];
    if (shape) shapes[status] = shape;
  }
  return shapes;
}

/**
 * What keeps a value from being in a documented shape: its required keys, each of its
 * properties' type (nested objects checked the same way), and no key the shape does not name.
 */
function shapeProblem(shape: Schema, value: unknown, at = 'body'): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return `${at} is not an object`;
  }
  const record = value as Record<string, unknown>;
  const missing = (shape.required ?? []).filter((key) => record[key] === undefined);
  if (missing.length) return `${at} lacks ${missing.join(', ')}`;
  for (const [key, item] of Object.entries(record)) {
    const property = shape.properties?.[key];
    if (!property) return `${at} has the extra key ${key}`;
    if (property.type === 'object') {
      const problem = shapeProblem(property, item, `${at}.${key}`);
      if (problem) return problem;
    } else if (property.type === 'string' && (typeof item !== 'string' || !item)) {
      return `${at}.${key} is not a text`;
    }
  }
  return undefined;
}

/** An error body in an operation's own documented shape, without SQL or a stack trace. */
function problemWithOwnShape(shape: Schema, text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'error body is not JSON';
  }
  const problem = shapeProblem(shape, body);
  if (problem) return `not in the operation's error shape: ${problem}`;
  if (SQL_TEXT.test(text)) return 'shows SQL';
  if (STACK.test(text)) return 'shows a stack trace';
  return undefined;
}

/** The properties every answer keeps; returns what is wrong, or nothing. */
function problemWith(status: number, text: string, ownShape?: Schema): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (ownShape && status >= 400) return problemWithOwnShape(ownShape, text);
  if (STACK.test(text)) return 'shows a stack trace';
  if (status < 400) return undefined;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return 'error body is not JSON';
  }
  if (body.statusCode !== status) return `statusCode ${String(body.statusCode)} for ${status}`;
  if (typeof body.error !== 'string' || typeof body.code !== 'string')
    return 'error or code missing';
  if (typeof body.message !== 'string' || !body.message) return 'message missing';
  const extra = Object.keys(body).filter((k) => !ERROR_KEYS.has(k));
  if (extra.length) return `extra keys ${extra.join(', ')}`;
  if (SQL_TEXT.test(String(body.message))) return 'message shows SQL';
  return undefined;
}

describe('generated bad input', () => {
  it('never answers 5xx, a stack trace or SQL, and keeps the error shape', async () => {
    const total = Number(testSetting('FUZZ_REQUESTS') ?? 1100);
    const perOperation = Math.max(1, Math.ceil(total / operations.length));
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(generated(operation), async (g) => {
          const res = await send(g);
          counts.requests += 1;
          counts.byStatus.set(res.statusCode, (counts.byStatus.get(res.statusCode) ?? 0) + 1);
          counts.byOperation.set(
            operation.operationId,
            (counts.byOperation.get(operation.operationId) ?? 0) + 1,
          );
          const problem = problemWith(
            res.statusCode,
            res.body,
            operation.ownErrorShape ?? operation.statusErrorShapes[String(res.statusCode)],
          );
          if (problem) {
            throw new Error(
              `${g.operation.method} ${urlOf(g)} ${problem}: ${res.body.slice(0, 300)}`,
            );
          }
        }),
        {
          numRuns: perOperation,
          seed: Number(testSetting('FUZZ_SEED') ?? Date.now() % 2 ** 31),
          endOnFailure: true,
        },
      );
    }
    expect(operations.filter((op) => !counts.byOperation.get(op.operationId))).toEqual([]);
    expect(counts.hostileBodies).toBeGreaterThan(HOSTILE_BODIES.length);
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    const statuses = [...counts.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    process.stdout.write(
      `\ngenerated bad input: ${counts.requests} requests over ${counts.byOperation.size} operations, ` +
        `${counts.hostileBodies} of them nested or oversized JSON bodies, 0 failures (${statuses}); ` +
        '/ready answers 200\n',
    );
  }, 1_800_000);

  it('refuses oversized headers with 431, and still answers afterwards', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const status = await new Promise<number>((done, fail) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v2/types/all',
          headers: { 'x-tenant': 'demo', 'x-big': 'x'.repeat(20_000) },
        },
        (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        },
      );
      req.on('error', fail);
      req.end();
    });
    expect(status).toBe(431);
    const ready = await fetch(`${address}/ready`);
    expect(ready.status).toBe(200);
  });
});
