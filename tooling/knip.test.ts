import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const fixture = path.join(import.meta.dirname, 'knip-fixture');

interface KnipIssue {
  file: string;
  files: { name: string }[];
  exports: { name: string }[];
  dependencies: { name: string }[];
}

describe('knip (part of npm run lint)', () => {
  it('reports an unused file, an unused export and an unused dependency', () => {
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/knip'),
      ['--no-progress', '--reporter', 'json'],
      { cwd: fixture, encoding: 'utf8' },
    );
    const { issues } = JSON.parse(run.stdout) as { issues: KnipIssue[] };
    expect(issues.flatMap((i) => i.files.map((f) => f.name))).toEqual(['src/orphan.ts']);
    expect(issues.flatMap((i) => i.exports.map((e) => `${i.file}#${e.name}`))).toEqual([
      'src/helpers.ts#forgotten',
    ]);
    expect(issues.flatMap((i) => i.dependencies.map((d) => d.name))).toEqual(['left-pad']);
    expect(run.status).toBe(1);
  });
});
