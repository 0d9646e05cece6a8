// Lockfile integrity: every package npm installs has a sha512 checksum in package-lock.json,
// which `npm ci` verifies against the downloaded file (and npm ci refuses a lockfile that does
// not match the workspaces' package.json files). A package with a recorded address must come
// from the npm registry. Fails with the packages that break either rule.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-state.mjs';

const REGISTRY = 'https://registry.npmjs.org/';
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const problems = [];
if (lock.lockfileVersion < 3) problems.push(`lockfileVersion ${lock.lockfileVersion} (want 3)`);

const workspaces = new Set(
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces,
);
let checked = 0;
for (const [where, entry] of Object.entries(lock.packages ?? {})) {
  if (where === '' || workspaces.has(where)) continue; // the root and the workspaces themselves
  if (entry.link) {
    if (!workspaces.has(entry.resolved)) problems.push(`${where}: links outside the workspaces`);
    continue;
  }
  checked += 1;
  if (entry.resolved && !entry.resolved.startsWith(REGISTRY)) {
    problems.push(`${where}: resolved from ${entry.resolved}`);
  }
  if (!/^sha512-[A-Za-z0-9+/]+=*$/.test(entry.integrity ?? '')) {
    problems.push(`${where}: no sha512 integrity`);
  }
}

if (problems.length) {
  process.stderr.write(`package-lock.json:\n  ${problems.join('\n  ')}\n`);
  process.exit(1);
}
process.stdout.write(`lockfile: ${checked} packages, each with a sha512 checksum\n`);
