import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'propdesk-config-'));
  dirs.push(dir);
  return dir;
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('starts on the embedded defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      accessTokenTtlSeconds: 3600,
      seedDemo: true,
      seedDemoListings: true,
      publicUrl: 'http://localhost:3000',
      mapTiles: {
        url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '&copy; OpenStreetMap contributors',
      },
    });
  });

  it('keeps 32 MB of signed-in answers by default; 0 keeps none', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).signedInCacheBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({ DATA_DIR: tempDir(), SIGNED_IN_CACHE_MB: '0' }).signedInCacheBytes).toBe(0);
    expect(problemsOf({ SIGNED_IN_CACHE_MB: '-1' })[0]).toMatch(/^SIGNED_IN_CACHE_MB: /);
  });

  it('fetches public addresses only by default; REMOTE_FETCH_ALLOW names hosts and ranges', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).remoteFetch).toEqual({
      allow: [],
      timeoutMs: 15_000,
    });
    const config = loadConfig({
      DATA_DIR: tempDir(),
      REMOTE_FETCH_ALLOW: ' Images.Office.lan, 10.20.0.0/16,127.0.0.1 ,::1',
      REMOTE_FETCH_TIMEOUT_MS: '2000',
    });
    expect(config.remoteFetch).toEqual({
      allow: ['images.office.lan', '10.20.0.0/16', '127.0.0.1', '::1'],
      timeoutMs: 2000,
    });
    expect(problemsOf({ REMOTE_FETCH_ALLOW: 'http://images.lan/' })[0]).toMatch(
      /^REMOTE_FETCH_ALLOW: must be host names, addresses or CIDR ranges/,
    );
    expect(problemsOf({ REMOTE_FETCH_ALLOW: '10.0.0.0/33' })[0]).toMatch(/^REMOTE_FETCH_ALLOW: /);
  });

  it('takes a tile server with {z}, {x} and {y}, and refuses anything else', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: 'Example tiles',
    });
    expect(config.mapTiles).toEqual({
      url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      attribution: 'Example tiles',
    });
    expect(problemsOf({ MAP_TILE_URL: 'javascript:alert(1)//{z}/{x}/{y}' })).toEqual([
      'MAP_TILE_URL: must be an http(s) tile URL with {z}, {x} and {y}',
    ]);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/propdesk',
      JWT_SECRET: 'short',
      SMTP_URL: 'http://mail',
      SEED_DEMO: 'maybe',
    });
    expect(problems).toHaveLength(5);
    for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'SEED_DEMO']) {
      expect(problems.some((p) => p.startsWith(`${name}: `))).toBe(true);
    }
    expect(problems.find((p) => p.startsWith('JWT_SECRET'))).toBe(
      'JWT_SECRET: must be at least 32 characters',
    );
  });

  it('puts every problem in the error message', () => {
    try {
      loadConfig({ DATA_DIR: tempDir(), PORT: '-1', ACCESS_TOKEN_TTL_SECONDS: '5' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT: .*\n.*ACCESS_TOKEN_TTL_SECONDS: /s);
    }
  });

  it('reports the S3 problem together with the others, and wants http(s) for PUBLIC_URL', () => {
    const problems = problemsOf({
      PORT: 'x',
      S3_BUCKET: 'listings',
      PUBLIC_URL: 'ftp://example.com',
    });
    expect(problems).toHaveLength(3);
    expect(problems.some((p) => p.startsWith('PORT: '))).toBe(true);
    expect(problems).toContain('PUBLIC_URL: must be an http:// or https:// URL');
    expect(problems).toContain(
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set all four or none',
    );
  });

  it('asks for all four S3 settings or none', () => {
    expect(problemsOf({ S3_BUCKET: 'listings' })).toEqual([
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set all four or none',
    ]);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '', DATABASE_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('asks an external geocoder only when GEOCODER_URL is set, 2.5 s at most by default', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).geocoder).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: tempDir(), GEOCODER_URL: 'https://nominatim.example.org' }).geocoder,
    ).toEqual({ url: 'https://nominatim.example.org', timeoutMs: 2500 });
    expect(problemsOf({ GEOCODER_URL: 'ftp://x.example', GEOCODER_TIMEOUT_MS: '5' })).toEqual([
      'GEOCODER_URL: must be an http:// or https:// URL',
      expect.stringMatching(/^GEOCODER_TIMEOUT_MS: /),
    ]);
  });

  it('limits leads to 5 per address and 10 per email unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({
      leadLimitPerAddress: 5,
      leadLimitPerEmail: 10,
    });
    expect(
      loadConfig({ DATA_DIR: tempDir(), LEAD_LIMIT_PER_ADDRESS: '2', LEAD_LIMIT_PER_EMAIL: '3' }),
    ).toMatchObject({ leadLimitPerAddress: 2, leadLimitPerEmail: 3 });
    expect(problemsOf({ LEAD_LIMIT_PER_ADDRESS: '0' })).toEqual([
      expect.stringMatching(/^LEAD_LIMIT_PER_ADDRESS: /),
    ]);
  });

  it('drains for 5 s after SIGTERM unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ DATA_DIR: tempDir(), SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(problemsOf({ SHUTDOWN_DRAIN_MS: '-1' })).toEqual([
      expect.stringMatching(/^SHUTDOWN_DRAIN_MS: /),
    ]);
  });

  it('trusts no proxy by default, every proxy with true, or the proxies it lists', () => {
    const trust = (value?: string) =>
      loadConfig({ DATA_DIR: tempDir(), ...(value !== undefined && { TRUST_PROXY: value }) })
        .trustProxy;
    expect(trust()).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('no')).toBe(false);
    expect(trust('10.0.0.0/8, 127.0.0.1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
    ]);
    for (const bad of ['10.0.0.0/33', 'balancer.local', '10.0.0.1/8/2', 'maybe']) {
      expect(problemsOf({ TRUST_PROXY: bad }), bad).toEqual([
        expect.stringMatching(/^TRUST_PROXY: must be true, false, or proxy addresses/),
      ]);
    }
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://u@h:5432/d' });
    expect(config.databaseUrl).toBe('postgres://u@h:5432/d');
  });

  it('generates a 256-bit JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url')).toHaveLength(32);
    expect(statSync(file).mode & 0o077).toBe(0);
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(Buffer.from(second.jwtSecret)).toEqual(Buffer.from(first.jwtSecret));
    const elsewhere = loadConfig({ DATA_DIR: tempDir() });
    expect(Buffer.from(elsewhere.jwtSecret)).not.toEqual(Buffer.from(first.jwtSecret));
  });

  it('uses JWT_SECRET when set and writes no file', () => {
    const dataDir = tempDir();
    const secret = 'a-configured-secret-of-at-least-32-chars';
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret });
    expect(new TextDecoder().decode(config.jwtSecret)).toBe(secret);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });
});

describe('server timeouts', () => {
  it('bounds every stage of a request by default, well under Node’s 300 s', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).timeouts).toEqual({
      headersMs: 10_000,
      bodyMs: 30_000,
      requestMs: 600_000,
      keepAliveMs: 72_000,
      idleMs: 60_000,
    });
  });

  it('takes each from the settings, and refuses headers allowed longer than a request', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), BODY_TIMEOUT_MS: '5000' });
    expect(config.timeouts.bodyMs).toBe(5000);
    expect(problemsOf({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toEqual([
      'HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS',
    ]);
    expect(problemsOf({ BODY_TIMEOUT_MS: '0' })).toEqual([
      'BODY_TIMEOUT_MS: Too small: expected number to be >=1000',
    ]);
  });
});
