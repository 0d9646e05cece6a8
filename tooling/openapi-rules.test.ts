import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const fixture = path.join(import.meta.dirname, 'openapi-fixtures/breaks-every-rule.yaml');

interface SpectralResult {
  code: string;
  path: string[];
}

it('the API document lint reports each rule the fixture breaks, and nothing else', () => {
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/spectral'),
    [
      'lint',
      fixture,
      '--ruleset',
      path.join(root, '.spectral.yaml'),
      '--fail-severity=warn',
      '--format=json',
      '--quiet',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  const results = JSON.parse(run.stdout) as SpectralResult[];
  const found = results.map((r) => `${r.code} at ${r.path.join('.')}`).sort();
  expect(found).toEqual(
    [
      'json-request-body-example at paths./auth/sign-in.post.requestBody.content.application/json.schema',
      'oas3-api-servers at ',
      'oas3-unused-component at components.schemas.SiteInput',
      'operation-description at paths./auth/sign-in.post',
      'operation-id-verb-noun at paths./sites.get.operationId',
      'operation-id-verb-noun at paths./sites/{slug}.get.operationId',
      'operation-operationId at paths./auth/sign-in.post',
      'operation-tag-defined at paths./sites/{slug}.get.tags.0',
    ].sort(),
  );
  expect(run.status).toBe(1);
});
