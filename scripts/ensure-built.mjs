// Builds the web app and the API bundle when either is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { isStale, root, targets } from './build-state.mjs';

export function ensureBuilt(names = ['web', 'api']) {
  for (const name of names) {
    if (!isStale(name)) continue;
    process.stdout.write(`Building ${name}...\n`);
    const result = spawnSync('npm', ['run', 'build', '-w', targets[name].workspace], {
      cwd: root,
      stdio: 'inherit',
      // A production build whoever asks (a test runner sets NODE_ENV=test, and Vite and React
      // would build their development versions).
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      process.stderr.write(`The ${name} build failed.\n`);
      process.exit(result.status ?? 1);
    }
  }
}
