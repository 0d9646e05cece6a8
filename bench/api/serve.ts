import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import type { DatabaseHandle } from '../../apps/api/src/infra/db';

/** The app as in production (logs off), listening on 127.0.0.1 over `handle`. */
export async function serveBenchApp(
  handle: DatabaseHandle,
  dataDir: string,
  options: { signedInCache?: boolean } = {},
) {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
    LOG_LEVEL: 'silent',
    ...(options.signedInCache === false && { SIGNED_IN_CACHE_MB: '0' }),
  });
  const app = await buildApp(config, handle, { logger: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  /** A session's Authorization header for `username` on site `site`. */
  const signIn = async (site: string, username: string, password: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/authenticate',
      headers: { 'x-tenant': site },
      payload: { username, password },
    });
    if (res.statusCode !== 200) throw new Error(`Sign-in of ${username} failed: ${res.body}`);
    return `Bearer ${res.json().token as string}`;
  };
  return { app, url, signIn };
}

/** A bare Fastify JSON route on 127.0.0.1: the ceiling every route is compared with. */
export async function serveBareRoute() {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ hello: 'world' }));
  const url = `${await bare.listen({ host: '127.0.0.1', port: 0 })}/bare`;
  return { url, close: () => bare.close() };
}
