import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(import.meta.dirname, 'lint-fixtures');

/** Every rule the repository relies on to keep its structure; each must catch its fixture. */
const RULES = [
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'propdesk/table-ownership',
  'propdesk/type-import-cycles',
  'no-restricted-properties',
  '@typescript-eslint/no-floating-promises',
  '@typescript-eslint/no-misused-promises',
  '@typescript-eslint/await-thenable',
  '@typescript-eslint/no-unnecessary-type-assertion',
  '@typescript-eslint/switch-exhaustiveness-check',
  '@typescript-eslint/only-throw-error',
  'lingui/no-unlocalized-strings',
  'lingui/no-expression-in-message',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** What each fixture says it breaks, from its first line: `// breaks: rule-a, rule-b`. */
function expectedBreaks(): Record<string, string[]> {
  return Object.fromEntries(
    sourceFiles(path.join(fixtures, 'apps')).map((file) => {
      const first = readFileSync(file, 'utf8').split('\n')[0] ?? '';
      const declared = /^\/\/ breaks: (.+)$/.exec(first)?.[1];
      if (!declared) throw new Error(`${file} does not say what it breaks`);
      const rules = declared === 'nothing' ? [] : declared.split(/,\s*/);
      return [path.relative(fixtures, file), rules.sort()];
    }),
  );
}

describe('the lint rules that keep the structure', () => {
  it('catch every fixture that breaks them, and nothing else', () => {
    // The fixture tree is laid out like the repository and linted with its own config.
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/eslint'),
      ['--config', path.join(root, 'eslint.config.js'), '--format', 'json', '.'],
      { cwd: fixtures, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const results = JSON.parse(run.stdout) as {
      filePath: string;
      messages: { ruleId: string | null; message: string }[];
    }[];
    const found = Object.fromEntries(
      results.map((result) => [
        path.relative(fixtures, result.filePath),
        [...new Set(result.messages.map((m) => m.ruleId ?? m.message))].sort(),
      ]),
    );
    expect(found).toEqual(expectedBreaks());
    expect(run.status).toBe(1);
    const caught = new Set(Object.values(found).flat());
    for (const rule of RULES) expect(caught, rule).toContain(rule);
  });
});
