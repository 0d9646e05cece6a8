import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './infra/db';

type OpenApiDocument = Exclude<ReturnType<FastifyInstance['swagger']>, string>;

/**
 * The OpenAPI document the server serves at /api/docs/json, built in this process on an
 * in-memory database with the default configuration, so tools need no running server.
 */
export async function buildOpenApiDocument(): Promise<OpenApiDocument> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-openapi-'));
  const database = await openDatabase({ kind: 'pglite-memory' });
  try {
    const app = await buildApp(
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' }),
      database,
      { logger: false },
    );
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
