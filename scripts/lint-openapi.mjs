// npm run lint:openapi: checks the API's OpenAPI document (the one served at /api/docs/json,
// built in-process, no server needed) with Spectral and the ruleset in .spectral.yaml. Any
// warning fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { root } from './build-state.mjs';

register();
const { buildOpenApiDocument } = await import('../apps/api/src/openapi-document.ts');
const document = await buildOpenApiDocument();

const dir = mkdtempSync(path.join(tmpdir(), 'propdesk-openapi-lint-'));
const file = path.join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(document, null, 2));
try {
  // Called by name (from the local bin folder) so that dependency checks see the binary used.
  const result = spawnSync(
    'spectral',
    [
      'lint',
      file,
      '--ruleset',
      path.join(root, '.spectral.yaml'),
      '--fail-severity=warn',
      '--format=stylish',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PATH: [path.join(root, 'node_modules/.bin'), process.env.PATH].join(path.delimiter),
      },
    },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
