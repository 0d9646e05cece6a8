import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * The real server as a child process (`node --import tsx src/server.ts`), for the tests that
 * need what `inject` cannot give: signals, crashes, restarts and several processes at once.
 */
export interface ServerProcess {
  readonly base: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  readonly exited: Promise<number | null>;
  /** Sends `signal` and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const entry = path.join(import.meta.dirname, '..', 'server.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The settings every test server shares; `env` adds or overrides. */
function serverEnv(port: number, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: 'server-process-test-secret-of-32-characters',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    SEED_DEMO_LISTINGS: 'false',
    // No balancer waits on a test server's readiness: SIGTERM stops it at once.
    SHUTDOWN_DRAIN_MS: '0',
    ...env,
  };
}

/** Starts the server and waits until `/ready` answers 200 (or the process ends: then throws). */
export async function startServer(
  env: Record<string, string>,
  options: { port?: number; readyWithinMs?: number } = {},
): Promise<ServerProcess> {
  const server = await spawnServer(env, options);
  try {
    await waitForReady(server, options.readyWithinMs ?? 60_000);
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return server;
}

/** Starts the server without waiting for it. */
export async function spawnServer(
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: serverEnv(port, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => text,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

async function waitForReady(server: ServerProcess, withinMs = 60_000): Promise<void> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    const { child } = server;
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited before it was ready:\n${server.output()}`);
    }
    const ok = await fetch(`${server.base}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server was not ready within ${withinMs} ms:\n${server.output()}`);
}

export interface CallOptions {
  token?: string;
  tenant?: string;
  body?: unknown;
  /** Sent as is, with this content type (multipart uploads). */
  raw?: { body: Buffer; contentType: string };
  /** More headers (X-Forwarded-For for a client address behind a balancer, say). */
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
}

/** One HTTP call to a running server; JSON in, JSON (or text) out; never throws on a status. */
export async function call<T = any>(
  base: string,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {
    'x-tenant': options.tenant ?? 'demo',
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: Uint8Array | string | undefined;
  if (options.raw) {
    headers['content-type'] = options.raw.contentType;
    body = new Uint8Array(options.raw.body);
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${base}${url}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed as T };
}

/** Like `call`, but a status of 400 or more throws with the answer. */
export async function callOk<T = any>(
  base: string,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<T> {
  const res = await call<T>(base, method, url, options);
  if (res.status >= 400) {
    throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body;
}
