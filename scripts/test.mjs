// npm test: lint, typecheck, unit and API tests (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set), then the end-to-end specs in Chromium.
// Ends with one line "tests: N passed, M failed".
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isStale, root, targets } from './build-state.mjs';
import { findChromium } from './chromium.mjs';

const artifacts = path.join(root, '.test-artifacts');
mkdirSync(artifacts, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
let passed = 0;
let failed = 0;
const failedSteps = [];
// Repeated at the very end: CI keeps only the tail of a long log.
const failedTests = [];
// Every step's name, outcome and time, for the table at the end.
const timings = [];
const runStarted = Date.now();

function step(name, command, args, env = process.env) {
  process.stdout.write(`\n=== ${name}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const status = result.status === 0 ? 'ok' : 'FAILED';
  const seconds = (Date.now() - started) / 1000;
  process.stdout.write(`=== ${name}: ${status} in ${seconds.toFixed(1)} s\n`);
  timings.push({ name, status, seconds });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

/**
 * Runs a step in the background, its output held in a file and printed whole when it ends. The
 * other steps run with spawnSync, which holds this process's event loop: the output goes to a
 * file rather than a pipe nobody drains, and the child notes its own end time.
 */
function backgroundStep(name, command, args, env = process.env) {
  const started = Date.now();
  const log = path.join(artifacts, `background-${name.replace(/\W+/g, '-')}.log`);
  const ended = `${log}.ended`;
  rmSync(ended, { force: true });
  const out = openSync(log, 'w');
  const child = spawn(
    'sh',
    ['-c', '"$@"; code=$?; date +%s%3N > "$0"; exit $code', ended, command, ...args],
    { cwd: root, env, stdio: ['ignore', out, out] },
  );
  return new Promise((resolve) => {
    child.on('close', (code) => {
      closeSync(out);
      const status = code === 0 ? 'ok' : 'FAILED';
      const end = existsSync(ended) ? Number(readFileSync(ended, 'utf8')) : Date.now();
      const seconds = (end - started) / 1000;
      process.stdout.write(`\n=== ${name} (ran beside the others)\n${readFileSync(log, 'utf8')}`);
      process.stdout.write(`=== ${name}: ${status} in ${seconds.toFixed(1)} s\n`);
      timings.push({ name, status, seconds });
      if (code !== 0) failedSteps.push(name);
      resolve(code === 0);
    });
  });
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
    for (const file of json.testResults) {
      for (const test of file.assertionResults) {
        if (test.status !== 'failed') continue;
        const reason = (test.failureMessages?.[0] ?? '').split('\n')[0];
        failedTests.push(
          `${name}: ${path.relative(root, file.name)} > ${test.fullName}\n    ${reason}`,
        );
      }
    }
    // A file that fails to load fails no test of its own: count the failed files then.
    if (!ok && json.numFailedTests === 0) failed += Math.max(1, json.numFailedTestSuites);
  } else {
    failed += 1;
  }
}

const { TEST_DATABASE_URL, ...pgliteEnv } = process.env;

// Two cores: the type check runs beside ESLint, and the small checks beside knip.
const typecheck = backgroundStep('typecheck', 'npm', ['run', 'typecheck']);
if (step('lint', bin('eslint'), ['.'])) step('format', bin('prettier'), ['--check', '.']);
await typecheck;
const knip = backgroundStep('unused files, exports and dependencies (knip)', bin('knip'), [
  '--no-progress',
]);
step('API document lint', process.execPath, [path.join(root, 'scripts/lint-openapi.mjs')]);
step('lockfile integrity', process.execPath, [path.join(root, 'scripts/check-lockfile.mjs')]);
step('API types match the OpenAPI document', 'npm', [
  'run',
  'api-types',
  '-w',
  'apps/web',
  '--',
  '--check',
]);
step('translation catalogs match the code and are complete', 'npm', [
  'run',
  'i18n:check',
  '-w',
  'apps/web',
]);
step("the API's catalogs are complete", 'npm', ['run', 'i18n:check:api']);
await knip;
vitest('lint rules fail on their fixtures', 'tooling', pgliteEnv);
vitest('unit tests', 'unit', pgliteEnv);
vitest('API tests on PGlite', 'api*', pgliteEnv);
// The browser specs' builds (web app and API bundle) run beside the PostgreSQL API tests.
const stale = ['web', 'api'].filter(isStale);
const builds = stale.length
  ? backgroundStep(`build (${stale.join(', ')}) for the browser specs`, 'sh', [
      '-c',
      stale.map((name) => `npm run build -w ${targets[name].workspace}`).join(' && '),
    ])
  : Promise.resolve(true);
if (TEST_DATABASE_URL) vitest('API tests on PostgreSQL', 'api*', process.env);
else {
  process.stdout.write(
    '\n(TEST_DATABASE_URL is not set: the API tests and the backup test run on PGlite only.)\n',
  );
}
// A running server backed up under load and restored; with TEST_DATABASE_URL, pg_dump and
// pg_restore tried the same way.
vitest('backup and restore', 'backup', process.env);
await builds;
// `--ci` adds what CI runs beyond npm test: the runs with real server processes, killed and
// restarted (PGlite and PostgreSQL) and several at once on PostgreSQL and an S3 bucket (both
// need TEST_DATABASE_URL), and the production dependencies' advisories.
if (process.argv.includes('--ci')) {
  vitest('crash durability (server killed and restarted)', 'crash', process.env);
  vitest('several server processes (PostgreSQL and S3)', 'cluster', process.env);
  step('advisories of production dependencies (npm audit)', process.execPath, [
    path.join(root, 'scripts/audit.mjs'),
  ]);
}

// The browser specs, in Chromium against the real server (the Playwright config starts it).
function e2e(env) {
  const report = path.join(artifacts, 'e2e', 'report.json');
  rmSync(report, { force: true }); // never count an earlier run's report
  const chromium = findChromium();
  if (!chromium) {
    process.stdout.write('\n=== end-to-end tests: FAILED (no Chromium)\n');
    failedSteps.push('end-to-end tests');
    timings.push({ name: 'end-to-end tests', status: 'FAILED', seconds: 0 });
    failed += 1;
    return;
  }
  const ok = step(
    'end-to-end tests',
    bin('playwright'),
    ['test', '--config', path.join(root, 'apps/web/e2e/playwright.config.ts')],
    { ...env, CHROME_PATH: chromium },
  );
  if (!existsSync(report)) {
    failed += 1;
    return;
  }
  const { stats, errors, suites } = JSON.parse(readFileSync(report, 'utf8'));
  collectFailedSpecs(suites);
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  // A file that fails to load, or a run with no tests at all, fails no test of its own.
  if (!ok && stats.unexpected === 0) failed += Math.max(1, errors.length);
  else if (stats.expected + stats.unexpected + stats.flaky + stats.skipped === 0) failed += 1;
}

/**
 * The time of every step: first the ones `.ci/run` took before this command (it lists them in the
 * file CI_STEP_TIMES names, "name<TAB>status<TAB>seconds" a line), then this command's own.
 */
function timingTable() {
  const before = [];
  const file = process.env.CI_STEP_TIMES;
  if (file && existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const [name, status, seconds] = line.split('\t');
      if (name && status && seconds) before.push({ name, status, seconds: Number(seconds) });
    }
  }
  const testCommand = (Date.now() - runStarted) / 1000;
  const rows = [
    ...before,
    ...timings,
    {
      name: 'npm test, all its steps',
      status: '',
      seconds: testCommand,
    },
  ];
  if (before.length) {
    const total = before.reduce((sum, row) => sum + row.seconds, testCommand);
    rows.push({ name: 'total', status: '', seconds: total });
  }
  const width = Math.max(...rows.map((row) => row.name.length));
  const line = (row) =>
    `${row.name.padEnd(width)}  ${row.status.padEnd(6)}  ${row.seconds.toFixed(1).padStart(7)} s` +
    (row.seconds >= 60 ? `  (${(row.seconds / 60).toFixed(1)} min)` : '');
  return `Step times:\n${rows.map(line).join('\n')}\n`;
}

/** Playwright's JSON report nests suites; a spec failed when its last result did. */
function collectFailedSpecs(suites = [], trail = []) {
  for (const suite of suites) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (test.status !== 'unexpected' || !last) continue;
        const reason = (last.error?.message ?? '').split('\n')[0];
        failedTests.push(`end-to-end: ${[...here, spec.title].join(' > ')}\n    ${reason}`);
      }
    }
    collectFailedSpecs(suite.suites, here);
  }
}

e2e(pgliteEnv);

if (failedTests.length) process.stdout.write(`\nFailed tests:\n${failedTests.join('\n')}\n`);
process.stdout.write(`\n${timingTable()}`);

process.stdout.write(
  `\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}\n`,
);
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`);
process.exit(failedSteps.length ? 1 : 0);
