import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const script = path.join(root, 'scripts/new-module.mjs');

/**
 * A copy of the work tree's source files (tracked and new, as they are now) with the installed
 * packages linked in, so the scaffold can write into it and its result be checked apart.
 */
function copyTree(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'propdesk-new-module-'));
  const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root })
    .stdout.toString()
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(dir, file));
  }
  // Every installed package but the workspaces', which must be the copy's own.
  mkdirSync(path.join(dir, 'node_modules/@propdesk'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '@propdesk') continue;
    symlinkSync(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  for (const [name, where] of [
    ['shared', 'packages/shared'],
    ['api', 'apps/api'],
    ['web', 'apps/web'],
  ] as const) {
    symlinkSync(path.join(dir, where), path.join(dir, 'node_modules/@propdesk', name));
  }
  for (const workspace of ['apps/api', 'apps/web']) {
    const own = path.join(root, workspace, 'node_modules');
    if (existsSync(own)) symlinkSync(own, path.join(dir, workspace, 'node_modules'));
  }
  return dir;
}

function newModule(cwd: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [script, '--root', cwd, ...args], {
    cwd,
    encoding: 'utf8',
  });
  return { status: result.status, out: result.stdout + result.stderr };
}

/** Runs a command in the copy; resolves with its status and output. */
function run(cwd: string, command: string, args: string[]) {
  return new Promise<{ status: number | null; out: string }>((resolve) => {
    const child = spawn(command, args, { cwd });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (status) => resolve({ status, out }));
  });
}

describe('npm run new:module', () => {
  let tree: string;
  beforeAll(() => {
    tree = copyTree();
  });
  afterAll(() => {
    if (tree) rmSync(tree, { recursive: true, force: true });
  });

  it('refuses a bad name, a taken one and none at all, writing nothing', () => {
    const modules = () => readdirSync(path.join(tree, 'apps/api/src/modules')).sort();
    const before = modules();
    for (const [args, message] of [
      [['Saved_Searches'], /is not a module name: lower-case words joined by hyphens/],
      [['9lives'], /is not a module name/],
      [['customers'], /"customers" exists already \(apps\/api\/src\/modules\/customers\)/],
      [['home'], /"home" exists already \(apps\/web\/src\/features\/home\)/],
      [['tenants'], /exists already/],
      [[], /Give the module a name/],
    ] as const) {
      const result = newModule(tree, ...args);
      expect(result.status, args.join(' ')).toBe(1);
      expect(result.out).toMatch(message);
    }
    expect(modules()).toEqual(before);
  });

  // Lint with type information and two typechecks: about 40 s on an idle 2-core machine.
  it(
    'writes a module and a feature that pass lint and typecheck, wired in',
    { timeout: 300_000 },
    async () => {
      const made = newModule(tree, 'parking-spots');
      expect(made.status, made.out).toBe(0);
      const api = path.join(tree, 'apps/api/src/modules/parking-spots');
      const web = path.join(tree, 'apps/web/src/features/parking-spots');
      const written = [
        ...[
          'index.ts',
          'parking-spots.routes.ts',
          'parking-spots.service.ts',
          'parking-spots.repository.ts',
          'parking-spots.tables.ts',
          'parking-spots.schemas.ts',
          'parking-spots.access.ts',
          'parking-spots.routes.test.ts',
        ].map((file) => path.join(api, file)),
        path.join(web, 'api/parking-spots.ts'),
        path.join(web, 'components/parking-spots-list.tsx'),
        path.join(web, 'pages/parking-spots-page.tsx'),
        ...readdirSync(path.join(tree, 'apps/api/src/db/migrations'))
          .filter((file) => file.endsWith('-parking-spots.ts'))
          .map((file) => path.join(tree, 'apps/api/src/db/migrations', file)),
      ];
      expect(written).toHaveLength(12);
      for (const file of written) expect(existsSync(file), file).toBe(true);
      const read = (file: string) => readFileSync(path.join(tree, file), 'utf8');
      expect(read('apps/api/src/modules/index.ts')).toContain(
        'await app.register(parkingSpotsRoutes, { ctx: modules.parkingSpots });',
      );
      expect(read('apps/web/src/app/routes.tsx')).toContain(
        '{ path: paths.parkingSpots.pattern, element: <ParkingSpotsPage /> },',
      );
      expect(read('apps/web/src/lib/api-types.ts')).toContain('"/api/v2/parking-spots/all"');
      expect(read('apps/api/src/trust/permission-matrix.expected.ts')).toMatch(
        /^listParkingSpots {13}401 {2}403/m,
      );
      // A second run finds the module there.
      expect(newModule(tree, 'parking-spots').out).toMatch(/exists already/);

      const bin = (tool: string) => path.join(tree, 'node_modules/.bin', tool);
      // db/schema.ts re-exports the new table; the lint zone that allows it comes with the
      // tables' move into the modules (a barrel of `export * from '../modules/...'`).
      const schemaIsBarrel = readFileSync(path.join(root, 'apps/api/src/db/schema.ts'), 'utf8')
        .split('\n')
        .some((line) => line.startsWith("export * from '../modules/"));
      const changed = [
        ...(schemaIsBarrel ? ['apps/api/src/db/schema.ts'] : []),
        'apps/api/src/db/migrations/index.ts',
        'apps/api/src/modules/index.ts',
        'apps/api/src/app.ts',
        'apps/web/src/app/routes.tsx',
        'apps/web/src/lib/paths.ts',
        'apps/web/src/lib/query-keys.ts',
      ].map((file) => path.join(tree, file));
      const [lint, apiTypes, webTypes] = await Promise.all([
        run(tree, bin('eslint'), ['--max-warnings=0', ...written, ...changed]),
        run(tree, bin('tsc'), ['-p', 'apps/api', '--noEmit']),
        run(tree, bin('tsc'), ['-p', 'apps/web', '--noEmit']),
      ]);
      expect(lint.status, lint.out).toBe(0);
      expect(apiTypes.status, apiTypes.out).toBe(0);
      expect(webTypes.status, webTypes.out).toBe(0);
      const format = await run(tree, bin('prettier'), ['--check', ...written, ...changed]);
      expect(format.status, format.out).toBe(0);
    },
  );
});
