import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { DatabaseRoleError, DataDirInUseError, openDatabase } from './infra/db';
import { databaseTarget } from './infra/database-target';
import { serveBackups } from './infra/backup-socket';
import { localUploadsDir } from './infra/storage';
import { seedDatabase, SEED_TENANTS } from './seed';
import { DEMO_ACCOUNTS } from './seed/demo';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  const app = await buildApp(config, database);
  for (const warning of database.warnings) app.log.warn(warning);
  // The demo listings go through the app's modules (their rules, photo pipeline and storage).
  await database.oneAtATime(() =>
    seedDatabase(database.db, {
      languages: true,
      demo: config.seedDemo,
      ...(config.seedDemoListings && { demoListings: app.modules }),
    }),
  );

  const backups =
    database.kind === 'pglite'
      ? await serveBackups({
          dataDir: config.dataDir,
          database,
          gate: app.fileRemovals,
          uploadsDir: config.s3 ? undefined : localUploadsDir(config),
          bucket: config.s3?.bucket,
          log: app.log,
        })
      : undefined;

  // On SIGTERM (what orchestrators and deploy tools send) first drain: keep serving for
  // SHUTDOWN_DRAIN_MS while /ready answers 503, so a load balancer stops sending requests here
  // before the port closes. SIGINT (Ctrl-C) and crashes skip that. Then stop taking requests,
  // let those under way finish, store the buffered view counts (the listings module's onClose
  // hook), let the notices being sent finish (the rest wait in the database for the next
  // process) and close the database; a second signal, or 10 s after the drain, ends the process
  // at once.
  closeWithGrace(
    {
      delay: config.shutdownDrainMs + 10_000,
      logger: { error: (message) => app.log.error(message) },
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an unexpected error');
      else app.log.info({ signal }, 'shutting down');
      if (signal === 'SIGTERM' && config.shutdownDrainMs > 0) {
        app.draining = true;
        await sleep(config.shutdownDrainMs);
      }
      await backups?.close();
      await app.close();
      await database.close();
    },
  );

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
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof DatabaseRoleError
  ) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Propdesk could not start: ${(error as Error).stack ?? String(error)}\n`);
  }
  process.exit(1);
});
