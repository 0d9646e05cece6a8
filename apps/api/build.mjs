// Bundles the API (server and CLI) into dist/. Workspace packages are inlined;
// npm dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@propdesk/'),
);

await build({
  entryPoints: { server: 'src/server.ts', cli: 'src/cli.ts' },
  absWorkingDir: here,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
