import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { DatabaseHandle } from './infra/db';
import {
  createAgent,
  createCustomer,
  createTestApp,
  DEMO_ACCOUNTS,
  expectError,
  type TestApp,
} from './test/helper';

let t: TestApp;
let broken: FastifyInstance;
const SECRET_TEXT = 'connect ECONNREFUSED 10.9.8.7:5432 password=hunter2';

/** A database whose every call fails the way a lost connection does. */
function unreachableDatabase(): DatabaseHandle {
  const fail = (): never => {
    throw new Error(SECRET_TEXT);
  };
  const queries = new Set(['select', 'insert', 'update', 'delete', 'execute', 'transaction']);
  const db = new Proxy(
    {},
    { get: (_target, key) => (queries.has(String(key)) ? fail : undefined) },
  ) as DatabaseHandle['db'];
  return {
    db,
    kind: 'postgres',
    ping: async () => fail(),
    close: async () => undefined,
    warnings: [],
    processes: { id: 1, isGone: async () => fail() },
    oneAtATime: (work) => work(),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  broken = await buildApp(t.config, unreachableDatabase(), {
    logger: false,
    mailer: { send: async () => undefined },
  });
});
afterAll(async () => {
  await broken.close();
  await t.close();
});

describe('GET /health and /ready', () => {
  it('answers health without a tenant or token', async () => {
    const res = await t.request('GET', '/health', { tenant: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers ready when the database answers', async () => {
    const res = await t.request('GET', '/ready', { tenant: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  it('stays alive but not ready when the database is gone', async () => {
    expect((await broken.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const res = await broken.inject({ method: 'GET', url: '/ready' });
    expectError(
      { status: res.statusCode, body: res.json(), headers: {} },
      503,
      'UNAVAILABLE',
      'The database is not reachable',
    );
    expect(res.body).not.toContain('hunter2');
  });
});

describe('errors', () => {
  it('answers 500 without internal text or a stack', async () => {
    for (const [url, headers] of [
      ['/api/v2/tenants', {}],
      ['/api/v2/countries/', { 'x-tenant': 'demo' }],
    ] as const) {
      const res = await broken.inject({ method: 'GET', url, headers });
      expectError(
        { status: res.statusCode, body: res.json(), headers: {} },
        500,
        'INTERNAL',
        'Something went wrong on our side. Please try again.',
      );
      for (const leak of ['hunter2', '10.9.8.7', 'ECONNREFUSED', 'at ', '.ts']) {
        expect(res.body).not.toContain(leak);
      }
    }
  });

  it('answers an unknown API path with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/v2/nothing-here'],
      ['DELETE', '/auth/authenticate'],
      ['GET', '/auth/'],
    ] as const) {
      const res = await t.request(method, url);
      expectError(res, 404, 'NOT_FOUND', `No such endpoint: ${method} ${url}`);
    }
  });

  it('does not echo a query string in the 404 message', async () => {
    const res = await t.request('GET', '/api/v2/nothing?token=secret');
    expectError(res, 404, 'NOT_FOUND', 'No such endpoint: GET /api/v2/nothing');
  });

  it('answers an address it cannot decode or a path value too long with the usual error shape', async () => {
    const bad = await t.request('GET', '/api/v2/suburbs/ids/%E0%A4%A/');
    expectError(bad, 400, 'BAD_REQUEST', 'The address is not a valid URL');
    const long = await t.request('GET', `/api/v2/suburbs/ids/${'a'.repeat(900)}/`);
    expectError(long, 400, 'BAD_REQUEST', 'A value in the address is too long');
  });

  it('lets a user with a long email fetch their own account', async () => {
    const email = `${'a'.repeat(60)}.${'b'.repeat(50)}@example.com`;
    const password = 'Str0ng!Passw0rd';
    const created = await t.request('POST', '/auth/customers/create', {
      body: { firstName: 'Long', lastName: 'Email', email, password },
    });
    expect(created.status).toBe(201);
    const { token } = await t.login(email, password);
    const res = await t.request('GET', `/auth/users/names/${encodeURIComponent(email)}/get`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(email);
  });

  it('sends the API security headers on every answer, errors included', async () => {
    for (const res of [
      await t.request('GET', '/api/v2/countries/'),
      await t.request('GET', '/health', { tenant: null }),
      await t.request('POST', '/properties/search', { body: '{' }),
      await t.request('GET', '/properties/ids/nope/get'),
    ]) {
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      // Plain HTTP: HSTS only over HTTPS (infra/security-headers.test.ts).
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends the page policy with the API docs and with unknown paths (the web app)', async () => {
    for (const res of [
      await t.request('GET', '/api/docs/', { tenant: null }),
      await t.request('GET', '/demo/dashboard', { tenant: null, headers: { accept: 'text/html' } }),
    ]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      // A listing's video or tour frames from its provider only, never from any https host.
      const frames = String(res.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('frame-src '));
      expect(frames).toBe(
        'frame-src https://www.youtube-nocookie.com https://player.vimeo.com ' +
          'https://my.matterport.com https://kuula.co',
      );
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('the web app page', () => {
  it('carries the map tile settings, and the policy admits the tile server', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'propdesk-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<html><head></head><body></body></html>');
    const web = await createTestApp({
      WEB_DIST: webDist,
      MAP_TILE_URL: 'http://tiles.internal:8080/{z}/{x}/{y}.png',
    });
    try {
      const res = await web.request('GET', '/demo/dashboard/property/draft/new', {
        tenant: null,
        headers: { accept: 'text/html' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toContain(
        '<meta name="propdesk-map-tile-url" content="http://tiles.internal:8080/{z}/{x}/{y}.png">',
      );
      expect(res.body).toContain('content="&amp;copy; OpenStreetMap contributors"');
      expect(res.headers['content-security-policy']).toMatch(
        /img-src [^;]*http:\/\/tiles\.internal:8080/,
      );
    } finally {
      await web.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('the built dashboard', () => {
  const script = `console.log(${JSON.stringify('propdesk '.repeat(200))});\n`;
  let web: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'propdesk-web-dist-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Propdesk</title>');
    writeFileSync(path.join(webDist, 'assets/app-1.js'), script);
    writeFileSync(path.join(webDist, 'assets/app-1.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(webDist, 'assets/app-1.js.gz'), gzipSync(script));
    writeFileSync(path.join(webDist, 'assets/small.js'), 'void 0;\n');
    web = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await web.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    web.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it("sends the build's compressed copy to a browser that accepts it", async () => {
    const res = await get('/assets/app-1.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['vary']).toContain('accept-encoding');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/app-1.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('sends the file as built to a client that accepts no encoding, and when no copy exists', async () => {
    const plain = await get('/assets/app-1.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    const small = await get('/assets/small.js', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('void 0;\n');
  });

  it('answers 404 for a missing asset, compressed or not', async () => {
    for (const acceptEncoding of [undefined, 'br']) {
      expect((await get('/assets/missing.js', acceptEncoding)).statusCode).toBe(404);
    }
  });
});

describe('hostile text', () => {
  it('never answers 500 to a NUL character in a path or a body', async () => {
    const agent = await createAgent(t);
    const customer = await createCustomer(t);
    const { moderator } = DEMO_ACCOUNTS;
    const staff = (await t.login(moderator.email, moderator.password)).token;
    const nul = 'a\u0000b';
    const calls: [string, string, { token?: string; body?: unknown }][] = [
      ['POST', '/auth/authenticate', { body: { username: `${nul}@example.com`, password: 'x' } }],
      [
        'POST',
        '/auth/customers/create',
        {
          body: { firstName: nul, lastName: 'C', email: 'nul@example.com', password: 'Str0ng!Pw1' },
        },
      ],
      [
        'POST',
        '/auth/countries/ids/a%00b/agents/create',
        {
          body: {
            name: 'Agency',
            firstName: 'A',
            email: 'nul-agent@example.com',
            password: 'Str0ng!Pw1',
            telephone: '+263 77 123 4567',
          },
        },
      ],
      ['GET', '/auth/users/names/a%00b%40example.com/get', { token: staff }],
      ['GET', '/api/v2/agents/ids/a%00b/', {}],
      ['PUT', `/api/v2/agents/ids/${agent.publicId}/`, { token: agent.token, body: { name: nul } }],
      [
        'PUT',
        `/api/v2/agents/ids/${agent.publicId}/`,
        { token: agent.token, body: { location: { suburb: nul } } },
      ],
      ['GET', '/customer/ids/a%00b/get', { token: staff }],
      [
        'PUT',
        `/customer/ids/${customer.publicId}/update`,
        {
          token: customer.token,
          body: { firstName: 'A', lastName: nul, mobile: '+263 77 123 4567' },
        },
      ],
      ['GET', '/api/v2/countries/ids/a%00b/cities/all', {}],
      ['GET', '/api/v2/cities/ids/a%00b/suburbs/', {}],
      ['GET', '/api/v2/suburbs/ids/a%00b/', {}],
    ];
    for (const [method, url, options] of calls) {
      const res = await t.request(method, url, options);
      expect.soft(res.status, `${method} ${url}`).toBe(400);
      // Free text is refused by its schema, with the field's name; other values by the database.
      expect
        .soft(res.body.message, `${method} ${url}`)
        .toMatch(/^(\w+: )?Text must not contain NUL characters$/);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every endpoint of the foundation', async () => {
    const res = await t.request('GET', '/api/docs/json', { tenant: null });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    for (const path of [
      '/auth/authenticate',
      '/auth/refreshToken',
      '/auth/users/request/password-reset',
      '/auth/users/password/change',
      '/auth/customers/create',
      '/auth/countries/ids/{countryId}/agents/create',
      '/auth/users/names/{email}/get',
      '/api/v2/agents/ids/{id}',
      '/api/v2/agents/verified/true',
      '/customer/ids/{id}/get',
      '/customer/ids/{id}/update',
      '/api/v2/countries',
      '/api/v2/countries/ids/{id}/cities/all',
      '/api/v2/cities/ids/{id}/suburbs',
      '/api/v2/suburbs/ids/{id}',
      '/api/v2/types/all',
      '/api/v2/tenants',
      '/api/v2/tenants/current',
    ]) {
      expect(paths).toContain(path);
    }
    expect(res.body.components.schemas).toHaveProperty('User');
    expect(res.body.components.schemas).toHaveProperty('Error');
  });
});
