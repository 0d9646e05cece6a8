// Runs a TypeScript file in this process through tsx's loader (no child process to orphan):
//   node scripts/run-ts.mjs path/to/file.ts [args...]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const [file, ...args] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node scripts/run-ts.mjs <file.ts> [args...]\n');
  process.exit(2);
}
const entry = path.resolve(file);
register();
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(entry).href);
