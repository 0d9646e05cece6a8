import type { Config } from '../config';
import type { DatabaseTarget } from './db';

export function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'pglite', dataDir: config.dataDir };
}
