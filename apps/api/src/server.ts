import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { DataDirInUseError, openDatabase } from './infra/db';
import { databaseTarget } from './infra/database-target';
import { seedDatabase, SEED_TENANTS } from './db/seed';
import { DEMO_ACCOUNTS } from './db/seed/demo';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  await seedDatabase(database.db, { demo: config.seedDemo });
  const app = await buildApp(config, database);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `Propdesk is running on ${database.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL'}.`,
    ...SEED_TENANTS.map((t) => `  ${t.name}: http://localhost:${port}/${t.slug}/dashboard`),
    `  API documentation: http://localhost:${port}/api/docs`,
  ];
  if (config.seedDemo) {
    lines.push('Demo logins (on every site):');
    for (const [role, a] of Object.entries(DEMO_ACCOUNTS)) {
      lines.push(`  ${role.padEnd(9)} ${a.email.padEnd(26)} ${a.password}`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Propdesk could not start: ${(error as Error).stack ?? String(error)}\n`);
  }
  process.exit(1);
});
