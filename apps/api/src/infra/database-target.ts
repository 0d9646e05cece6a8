import type { Config } from '../config';
import type { DatabaseTarget } from './db';

export function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? {
        kind: 'postgres',
        url: config.databaseUrl,
        migrationUrl: config.databaseMigrationUrl,
        allowSuperuser: config.allowSuperuser,
        poolSize: config.databasePoolSize,
      }
    : { kind: 'pglite', dataDir: config.dataDir };
}
