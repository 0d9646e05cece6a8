// npm start: build what is not built yet, then run the server in the foreground.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';
import { root } from './build-state.mjs';

ensureBuilt();
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')],
  {
    stdio: 'inherit',
    // glibc: few malloc arenas and big blocks straight from mmap keep the memory of image
    // processing (sharp/libvips threads) from piling up; see docs/deployment.md.
    env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
