// Fails when the API's catalogs are incomplete: a message in `new AppError(code, …)` that
// apps/api/src/locales/en.ts does not list, or a French or Arabic entry missing or empty. The
// message may be a literal, a constant holding one (`const NOT_FOUND = '…'`, found in any file),
// or a member of a messages object that packages/shared exports (`ARTICLE_MESSAGES.notFound`).
//   node scripts/run-ts.mjs scripts/check-api-messages.ts
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_MESSAGES } from '../apps/api/src/locales/en';
import { ar } from '../apps/api/src/locales/ar';
import { fr } from '../apps/api/src/locales/fr';
import * as shared from '../packages/shared/src/index';

const root = path.resolve(import.meta.dirname, '../apps/api/src');
const LITERAL = /new AppError\(\s*'[A-Z_]+',\s*(['"])((?:\\.|(?!\1).)*)\1\s*[,)]/g;
const BY_NAME = /new AppError\(\s*'[A-Z_]+',\s*([A-Z][A-Z0-9_]*)(?:\.(\w+))?\s*[,)]/g;
const CONSTANT = /\bconst ([A-Z][A-Z0-9_]*)\s*=\s*(['"])((?:\\.|(?!\2).)*)\2\s*;/g;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(file);
    else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) yield file;
  }
}

const known = new Set<string>(API_MESSAGES);
const problems: string[] = [];
const unescape = (text: string) => text.replace(/\\(.)/g, '$1');
const files = [...sources(root)].map((file) => ({ file, text: readFileSync(file, 'utf8') }));
/** Every `const NAME = '…'` of the API's sources, by name (a name may hold several). */
const constants = new Map<string, string[]>();
const constantsOf = (text: string) =>
  [...text.matchAll(CONSTANT)].map(([, name, , value]) => [name!, unescape(value!)] as const);
for (const { text } of files) {
  for (const [name, value] of constantsOf(text)) {
    constants.set(name, [...(constants.get(name) ?? []), value]);
  }
}
/** A file's own constant wins over another file's of the same name. */
const valuesOf = (text: string, name: string): string[] => {
  const own = constantsOf(text).filter(([defined]) => defined === name);
  return own.length ? own.map(([, value]) => value) : (constants.get(name) ?? []);
};
const sharedMember = (name: string, key: string): unknown =>
  (shared as Record<string, Record<string, unknown> | undefined>)[name]?.[key];

const check = (file: string, message: string) => {
  const problem = `${path.relative(process.cwd(), file)}: "${message}" is not in locales/en.ts`;
  if (!known.has(message) && !problems.includes(problem)) problems.push(problem);
};
for (const { file, text } of files) {
  for (const match of text.matchAll(LITERAL)) check(file, unescape(match[2]!));
  for (const [, name, key] of text.matchAll(BY_NAME)) {
    const values = key ? [sharedMember(name!, key)] : valuesOf(text, name!);
    for (const value of values) if (typeof value === 'string') check(file, value);
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
