// Knows whether the web app and the API bundle are older than their sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function builtAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : -1;
}

const shared = () => newestMtime(path.join(root, 'packages/shared/src'));

export const targets = {
  web: {
    // Written last: the browser's build, then the server's render of the public pages.
    output: path.join(root, 'apps/web/dist/server/entry-server.js'),
    workspace: 'apps/web',
    sources: () =>
      Math.max(
        shared(),
        newestMtime(path.join(root, 'apps/web/src')),
        builtAt(path.join(root, 'apps/web/index.html')),
        builtAt(path.join(root, 'apps/web/vite.config.ts')),
        builtAt(path.join(root, 'apps/web/lingui.config.ts')),
      ),
  },
  api: {
    output: path.join(root, 'apps/api/dist/server.js'),
    workspace: 'apps/api',
    sources: () => Math.max(shared(), newestMtime(path.join(root, 'apps/api/src'))),
  },
};

export function isStale(name) {
  const target = targets[name];
  return builtAt(target.output) < target.sources();
}
