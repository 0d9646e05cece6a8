// npm run cli -- <command>: the operator CLI, on the same DATA_DIR or DATABASE_URL as the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';
import { root } from './build-state.mjs';

ensureBuilt(['api']);
const cli = spawn(
  process.execPath,
  [path.join(root, 'apps/api/dist/cli.js'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
cli.on('exit', (code) => process.exit(code ?? 1));
