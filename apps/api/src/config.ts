import { isIP } from 'node:net';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Where Debian's chromium package puts the browser. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * TRUST_PROXY: `true` takes the client from the start of X-Forwarded-For (right behind a proxy
 * that replaces the header); a list of the proxies' addresses or CIDR ranges takes the last
 * address that is not one of them (safe behind balancers that append to what the client sent).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const flag = booleanFlag.safeParse(value);
    if (flag.success) return flag.data;
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must be true, false, or proxy addresses and CIDR ranges (not ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

function isProxyAddress(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !address || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * REMOTE_FETCH_ALLOW: host names, addresses and CIDR ranges a remote fetch (photos by URL, RESO
 * sources) may reach even though they are private or loopback, e.g. the operator's own image server.
 */
const remoteFetchAllow = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry) && !HOST_NAME.test(entry));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must be host names, addresses or CIDR ranges (not ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_MIGRATION_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  ALLOW_SUPERUSER: booleanFlag.default(false),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86400).default(3600),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Propdesk <no-reply@propdesk.local>'),
  SEED_DEMO: booleanFlag.default(true),
  SEED_DEMO_LISTINGS: booleanFlag.default(true),
  SIGNUP_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  RESET_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  LEAD_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(5),
  LEAD_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).max(100_000).default(10),
  FEED_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  FEED_TOKEN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(5000),
  WEB_DIST: z.string().optional(),
  CHROME_PATH: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  S3_PUBLIC_URL: z.url().optional(),
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/,
      'must be an http(s) tile URL with {z}, {x} and {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(500).default('&copy; OpenStreetMap contributors'),
  GEOCODER_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2500),
  MESSAGING_WEBHOOK_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  MESSAGING_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  MESSAGING_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  NOTICE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  NOTICE_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  NOTICE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(365),
  LEAD_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  REMOTE_FETCH_ALLOW: remoteFetchAllow.default([]),
  REMOTE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  SIGNED_IN_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  LISTING_STATS: booleanFlag.default(true),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(10_000),
  BODY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(86_400_000).default(600_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(72_000),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /** The owner of the tables, for migrations; the app's role (DATABASE_URL) owns nothing. */
  databaseMigrationUrl?: string;
  /** Start on PostgreSQL as a superuser or BYPASSRLS role, which row-level security skips. */
  allowSuperuser: boolean;
  databasePoolSize: number;
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  smtpUrl?: string;
  mailFrom: string;
  seedDemo: boolean;
  /** With seedDemo: the demo agent's listings, with photos, on a database that has none of them. */
  seedDemoListings: boolean;
  /** Sign-ups one client address may make on a site in the sign-in throttle's window. */
  signupLimit: number;
  /** Password reset requests one client address may make on a site in the same window. */
  resetLimitPerAddress: number;
  /** Leads (questions and viewing requests) one client address may send a site in 15 minutes. */
  leadLimitPerAddress: number;
  /** Leads one email address may send a site in 24 hours. */
  leadLimitPerEmail: number;
  /** Calls one feed client may make to the site's RESO feed in a minute, per process (then 429). */
  feedRateLimitPerMinute: number;
  /**
   * Token requests one client address, and one client id, may make to a site's token endpoint in
   * a minute, per process (then 429 slow_down with Retry-After).
   */
  feedTokenLimitPerMinute: number;
  logLevel: Env['LOG_LEVEL'];
  /** Fastify's trustProxy: every proxy (true), none (false), or these addresses and ranges. */
  trustProxy: boolean | string[];
  /**
   * After SIGTERM, how long the process keeps serving while /ready answers 503, so a load
   * balancer takes it out of rotation before it stops taking connections.
   */
  shutdownDrainMs: number;
  webDist?: string;
  /** The Chromium that prints brochures (CHROME_PATH, else Debian's /usr/bin/chromium); none: no brochures. */
  chromePath?: string;
  s3?: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: boolean;
    /** Where browsers fetch objects (a CDN); default: the endpoint and bucket. */
    publicUrl?: string;
  };
  /** The dashboard's map tiles (Leaflet URL template, with `{s}` for subdomains if any). */
  mapTiles: { url: string; attribution: string };
  /** A Nominatim-compatible service place search asks first; the site's own places otherwise. */
  geocoder?: { url: string; timeoutMs: number };
  /** Where each notice is also POSTed as JSON (the messaging API); none when unset. */
  messagingWebhookUrl?: string;
  /** How notices are delivered: the webhook's timeout and signing secret, retries, pruning. */
  notices: {
    webhookTimeoutMs: number;
    webhookSecret?: string;
    maxAttempts: number;
    pollMs: number;
    retentionDays: number;
  };
  /** Days audit rows are kept before the server prunes them (30 at least: the table refuses less). */
  auditRetentionDays: number;
  /** Questions and viewing requests lose their sender's details after this many idle months. */
  leadRetentionMonths: number;
  /**
   * Memory for signed-in callers' listing answers, per process, in bytes; 0 computes every one
   * afresh.
   */
  signedInCacheBytes: number;
  /** Whether listing page views, photo views and their sources are counted (LISTING_STATS). */
  listingStats: boolean;
  /** Fetching addresses the public gives (photos by URL): what private hosts it may reach, how long. */
  remoteFetch: { allow: string[]; timeoutMs: number };
  /**
   * How long a client may take (infra/server-timeouts.ts, docs/deployment.md): to send its
   * headers; its body (plus its length at 64 KiB/s); a whole request at most; between requests
   * on a kept-alive connection; and without sending or receiving a byte.
   */
  timeouts: {
    headersMs: number;
    bodyMs: number;
    requestMs: number;
    keepAliveMs: number;
    idleMs: number;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment. Throws ConfigError listing every problem at once. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(raw);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const s3Set = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter(
    (key) => raw[key],
  ).length;
  if (s3Set > 0 && s3Set < 4) {
    problems.push(
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set all four or none',
    );
  }
  if (raw.DATABASE_MIGRATION_URL && !raw.DATABASE_URL) {
    problems.push('DATABASE_MIGRATION_URL: set DATABASE_URL too (the role the server runs as)');
  }
  if (Number(raw.HEADERS_TIMEOUT_MS ?? 10_000) > Number(raw.REQUEST_TIMEOUT_MS ?? 600_000)) {
    problems.push('HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS');
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const env = parsed.data;

  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseMigrationUrl: env.DATABASE_MIGRATION_URL,
    allowSuperuser: env.ALLOW_SUPERUSER,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET ?? persistedSecret(dataDir)),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    seedDemo: env.SEED_DEMO,
    seedDemoListings: env.SEED_DEMO_LISTINGS,
    signupLimit: env.SIGNUP_LIMIT,
    resetLimitPerAddress: env.RESET_LIMIT_PER_ADDRESS,
    leadLimitPerAddress: env.LEAD_LIMIT_PER_ADDRESS,
    leadLimitPerEmail: env.LEAD_LIMIT_PER_EMAIL,
    feedRateLimitPerMinute: env.FEED_RATE_LIMIT_PER_MINUTE,
    feedTokenLimitPerMinute: env.FEED_TOKEN_LIMIT_PER_MINUTE,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    chromePath: env.CHROME_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined),
    s3:
      s3Set === 4
        ? {
            endpoint: env.S3_ENDPOINT!,
            bucket: env.S3_BUCKET!,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            publicUrl: env.S3_PUBLIC_URL,
          }
        : undefined,
    mapTiles: { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION },
    geocoder: env.GEOCODER_URL
      ? { url: env.GEOCODER_URL, timeoutMs: env.GEOCODER_TIMEOUT_MS }
      : undefined,
    messagingWebhookUrl: env.MESSAGING_WEBHOOK_URL,
    notices: {
      webhookTimeoutMs: env.MESSAGING_WEBHOOK_TIMEOUT_MS,
      webhookSecret: env.MESSAGING_WEBHOOK_SECRET,
      maxAttempts: env.NOTICE_MAX_ATTEMPTS,
      pollMs: env.NOTICE_POLL_MS,
      retentionDays: env.NOTICE_RETENTION_DAYS,
    },
    auditRetentionDays: env.AUDIT_RETENTION_DAYS,
    leadRetentionMonths: env.LEAD_RETENTION_MONTHS,
    signedInCacheBytes: env.SIGNED_IN_CACHE_MB * 1024 * 1024,
    listingStats: env.LISTING_STATS,
    remoteFetch: { allow: env.REMOTE_FETCH_ALLOW, timeoutMs: env.REMOTE_FETCH_TIMEOUT_MS },
    timeouts: {
      headersMs: env.HEADERS_TIMEOUT_MS,
      bodyMs: env.BODY_TIMEOUT_MS,
      requestMs: env.REQUEST_TIMEOUT_MS,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
      idleMs: env.IDLE_TIMEOUT_MS,
    },
  };
}

/**
 * Where the data lives, read without touching DATA_DIR (loadConfig makes the JWT secret there,
 * and a restore needs the directory empty): DATA_DIR, and whether PostgreSQL or S3 keep it.
 */
export function loadDataLocation(source: NodeJS.ProcessEnv = process.env): {
  dataDir: string;
  postgres: boolean;
  s3Bucket?: string;
} {
  const parsed = envSchema
    .pick({ DATA_DIR: true, DATABASE_URL: true, S3_BUCKET: true })
    .safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v)));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return {
    dataDir: path.resolve(parsed.data.DATA_DIR),
    postgres: Boolean(parsed.data.DATABASE_URL),
    s3Bucket: parsed.data.S3_BUCKET,
  };
}

/** A 256-bit secret made once and kept in DATA_DIR, so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return readFileSync(file, 'utf8').trim();
    throw error;
  }
}

/** Tests only: a PostgreSQL server to run the API tests against instead of PGlite. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/**
 * A setting of a test run that is not the app's: MATRIX_PRINT prints the permission matrix's
 * observed table; FUZZ_REQUESTS and FUZZ_SEED set the generated bad input's length and seed;
 * CRASH_ROUNDS and CRASH_SEED the crash rounds' number and moments.
 */
export function testSetting(
  name: 'MATRIX_PRINT' | 'FUZZ_REQUESTS' | 'FUZZ_SEED' | 'CRASH_ROUNDS' | 'CRASH_SEED',
): string | undefined {
  return process.env[name] || undefined;
}
