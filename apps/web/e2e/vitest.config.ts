import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** End-to-end specs: run by scripts/e2e.mjs against a real server, one file at a time. */
export default defineConfig({
  test: {
    root: path.resolve(import.meta.dirname, '../../..'),
    include: ['apps/web/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
