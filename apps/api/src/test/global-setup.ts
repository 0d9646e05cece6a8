import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../infra/db';
import { seedDatabase } from '../seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

let dir: string | undefined;

/** Migrates and seeds one PGlite database and dumps it; every test file starts from a copy. */
export async function setup(project: TestProject) {
  dir = mkdtempSync(path.join(tmpdir(), 'propdesk-template-'));
  const handle = await openDatabase({ kind: 'pglite-memory' });
  await seedDatabase(handle.db, { demo: true });
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await (await handle.dump!()).arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
}

export async function teardown() {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
