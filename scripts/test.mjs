// npm test: lint, typecheck, unit and API tests (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set), then the end-to-end specs in Chromium.
// Ends with one line "tests: N passed, M failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-state.mjs';

const artifacts = path.join(root, '.test-artifacts');
mkdirSync(artifacts, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
let passed = 0;
let failed = 0;
const failedSteps = [];

function step(name, command, args, env = process.env) {
  process.stdout.write(`\n=== ${name}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  process.stdout.write(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function vitest(name, project, env) {
  const report = path.join(artifacts, `vitest-${name.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true }); // never count an earlier run's report
  const ok = step(
    name,
    bin('vitest'),
    [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    env,
  );
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    // A file that fails to load fails no test of its own: count the failed files then.
    if (!ok && json.numFailedTests === 0) failed += Math.max(1, json.numFailedTestSuites);
  } else {
    failed += 1;
  }
}

const { TEST_DATABASE_URL, ...pgliteEnv } = process.env;

if (step('lint', bin('eslint'), ['.'])) step('format', bin('prettier'), ['--check', '.']);
step('API document lint', process.execPath, [path.join(root, 'scripts/lint-openapi.mjs')]);
step('typecheck', 'npm', ['run', 'typecheck']);
step('API types match the OpenAPI document', 'npm', [
  'run',
  'api-types',
  '-w',
  'apps/web',
  '--',
  '--check',
]);
vitest('unit tests', 'unit', pgliteEnv);
vitest('API tests on PGlite', 'api', pgliteEnv);
if (TEST_DATABASE_URL) vitest('API tests on PostgreSQL', 'api', process.env);
else process.stdout.write('\n(TEST_DATABASE_URL is not set: the API tests ran on PGlite only.)\n');

// Streamed as it runs, and kept to read the spec count from its last line.
const e2e = await new Promise((resolve) => {
  process.stdout.write('\n=== end-to-end tests\n');
  const child = spawn(process.execPath, [path.join(root, 'scripts/e2e.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: pgliteEnv,
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  child.on('close', (status) => resolve({ status, output }));
});
const counts = e2e.output.match(/e2e: (\d+) passed, (\d+) failed/);
if (counts) {
  passed += Number(counts[1]);
  failed += Number(counts[2]);
}
if (e2e.status !== 0) failedSteps.push('end-to-end tests');

process.stdout.write(
  `\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}\n`,
);
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
process.exit(failedSteps.length ? 1 : 0);
