// Fails when the API's catalogs are incomplete: a literal message in `new AppError(code, '…')`
// that apps/api/src/locales/en.ts does not list, or a French or Arabic entry missing or empty.
//   node scripts/run-ts.mjs scripts/check-api-messages.ts
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_MESSAGES } from '../apps/api/src/locales/en';
import { ar } from '../apps/api/src/locales/ar';
import { fr } from '../apps/api/src/locales/fr';

const root = path.resolve(import.meta.dirname, '../apps/api/src');
const LITERAL = /new AppError\(\s*'[A-Z_]+',\s*(['"])((?:\\.|(?!\1).)*)\1\s*[,)]/g;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(file);
    else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) yield file;
  }
}

const known = new Set<string>(API_MESSAGES);
const problems: string[] = [];
for (const file of sources(root)) {
  for (const match of readFileSync(file, 'utf8').matchAll(LITERAL)) {
    const message = match[2]!.replace(/\\(.)/g, '$1');
    if (!known.has(message)) {
      problems.push(`${path.relative(process.cwd(), file)}: "${message}" is not in locales/en.ts`);
    }
  }
}
for (const [language, catalog] of Object.entries({ fr, ar })) {
  for (const message of API_MESSAGES) {
    const text = (catalog as Record<string, string | undefined>)[message];
    if (!text?.trim()) problems.push(`${language}: no translation of "${message}"`);
  }
}
if (problems.length) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`API catalogs complete: ${API_MESSAGES.length} messages in fr and ar\n`);
