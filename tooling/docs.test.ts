// The docs held to the code: decisions.md keeps one short line per decision, the module layers
// the docs list are MODULE_LAYERS, .env.example names exactly the settings config.ts reads, and
// every relative link in the README and docs/ leads to a file (and heading) that exists. Each
// check is also shown failing on a small broken example.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../apps/api/src/config';
import {
  LAYERS_CONFIG,
  LAYERS_DOC,
  layersBlock,
  moduleLayers,
  withLayersBlock,
} from '../scripts/docs-layers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

// --- decisions.md: one line each ---------------------------------------------------------------

const MAX_DECISION_LINE = 300;

/** Line numbers (from 1) of the lines longer than `max` characters. */
function longLines(text: string, max = MAX_DECISION_LINE): number[] {
  return text.split('\n').flatMap((line, i) => (line.length > max ? [i + 1] : []));
}

describe('docs/decisions.md', () => {
  it(`keeps every line to ${MAX_DECISION_LINE} characters (the reasoning goes to docs/decisions/)`, () => {
    expect(longLines(read('docs/decisions.md'))).toEqual([]);
  });

  it('the check catches a line one character too long', () => {
    const decisions = [
      '# Decisions',
      `- ${'x'.repeat(MAX_DECISION_LINE - 2)}`,
      `- ${'y'.repeat(299)}`,
    ];
    expect(longLines(decisions.join('\n'))).toEqual([3]);
  });
});

// --- the module layers the docs list -----------------------------------------------------------

describe(`the module layers in ${LAYERS_DOC}`, () => {
  it('are MODULE_LAYERS of eslint.config.js (npm run docs:layers rewrites them)', () => {
    const layers = moduleLayers(read(LAYERS_CONFIG));
    expect(layers.length).toBeGreaterThan(20);
    const doc = read(LAYERS_DOC);
    expect(doc).toContain(layersBlock(layers));
    expect(withLayersBlock(doc, layers)).toBe(doc);
  });

  it('are found stale when a module joins MODULE_LAYERS', () => {
    const config = read(LAYERS_CONFIG).replace(
      'const MODULE_LAYERS = [',
      "const MODULE_LAYERS = [\n  // a module: 'quoted' words in comments are not names\n  'new-module',",
    );
    const layers = moduleLayers(config);
    expect(layers[0]).toBe('new-module');
    expect(layers.slice(1)).toEqual(moduleLayers(read(LAYERS_CONFIG)));
    const doc = read(LAYERS_DOC);
    expect(withLayersBlock(doc, layers)).not.toBe(doc);
    expect(doc).not.toContain(layersBlock(layers));
  });

  it('refuse a list that is not plain names, and a doc without the block', () => {
    expect(() => moduleLayers("const MODULE_LAYERS = ['a', ...more];")).toThrow(
      /other than a name/,
    );
    expect(() => moduleLayers('const LAYERS = [];')).toThrow(/no MODULE_LAYERS/);
    expect(() => withLayersBlock('# Adding a module\n', ['a'])).toThrow(/no module-layers block/);
  });
});

// --- .env.example and config.ts ----------------------------------------------------------------

/** String literals of a type (`'A' | 'B'`), for the names a parameter may take. */
function literalNames(type: ts.TypeNode | undefined): string[] {
  if (!type) return [];
  if (ts.isUnionTypeNode(type)) return type.types.flatMap(literalNames);
  if (ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal)) return [type.literal.text];
  return [];
}

/**
 * The environment variables a config source reads: the keys of `envSchema = z.object({...})`,
 * every `process.env.NAME`, and for `process.env[name]` the names its parameter's type allows.
 */
function configSettings(source: string): string[] {
  const file = ts.createSourceFile('config.ts', source, ts.ScriptTarget.Latest, true);
  const names = new Set<string>();
  const isProcessEnv = (node: ts.Node) =>
    ts.isPropertyAccessExpression(node) &&
    node.name.text === 'env' &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'process';
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'envSchema' &&
      node.initializer &&
      ts.isCallExpression(node.initializer)
    ) {
      const [shape] = node.initializer.arguments;
      if (!shape || !ts.isObjectLiteralExpression(shape)) throw new Error('envSchema: no z.object');
      for (const property of shape.properties) {
        if (
          property.name &&
          (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
        ) {
          names.add(property.name.text);
        }
      }
    }
    if (ts.isPropertyAccessExpression(node) && isProcessEnv(node.expression)) {
      names.add(node.name.text);
    }
    if (ts.isElementAccessExpression(node) && isProcessEnv(node.expression)) {
      const key = node.argumentExpression;
      if (ts.isStringLiteral(key)) names.add(key.text);
      else if (ts.isIdentifier(key)) {
        let scope: ts.Node | undefined = node.parent;
        while (scope && !ts.isFunctionLike(scope)) scope = scope.parent;
        const parameter = scope?.parameters.find(
          (p) => ts.isIdentifier(p.name) && p.name.text === key.text,
        );
        const allowed = literalNames(parameter?.type);
        if (!allowed.length) throw new Error(`process.env[${key.text}]: which names can it read?`);
        allowed.forEach((name) => names.add(name));
      } else throw new Error(`process.env[${key.getText(file)}]: which names can it read?`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...names].sort();
}

/** The settings an env file lists: each `NAME=value` line (comments and blanks skipped). */
function exampleSettings(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? [])
    .sort();
}

/** What one side has that the other lacks. */
function settingsDiff(config: string[], example: string[]) {
  return {
    missingFromExample: config.filter((name) => !example.includes(name)),
    notReadByConfig: example.filter((name) => !config.includes(name)),
  };
}

describe('.env.example', () => {
  const configSource = read('apps/api/src/config.ts');
  const example = read('.env.example');

  it('lists every setting config.ts reads, and nothing else', () => {
    const config = configSettings(configSource);
    expect(config).toContain('PORT');
    expect(config).toContain('TEST_DATABASE_URL');
    expect(config).toContain('CRASH_SEED');
    expect(settingsDiff(config, exampleSettings(example))).toEqual({
      missingFromExample: [],
      notReadByConfig: [],
    });
  });

  it('gives each setting its default: read as an env file, it configures what no setting does', () => {
    // A secret and a data directory of its own in both, so neither run writes a secret file.
    const fixed = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent/propdesk-env-example' };
    const fromExample = loadConfig({ ...parseEnv(example), ...fixed });
    expect(fromExample).toEqual(loadConfig(fixed));
  });

  it('the check catches a setting config.ts starts reading and one it stops reading', () => {
    const grown = configSource.replace(
      'PORT: z.coerce',
      'NEW_SETTING: z.string().optional(),\n  PORT: z.coerce',
    );
    expect(settingsDiff(configSettings(grown), exampleSettings(example))).toEqual({
      missingFromExample: ['NEW_SETTING'],
      notReadByConfig: [],
    });
    const shrunk = configSource.replace(/^\s*HOST: .*$/m, '');
    expect(settingsDiff(configSettings(shrunk), exampleSettings(example))).toEqual({
      missingFromExample: [],
      notReadByConfig: ['HOST'],
    });
    const direct = `${configSource}\nexport const extra = process.env.SOMETHING_ELSE;\n`;
    expect(
      settingsDiff(configSettings(direct), exampleSettings(example)).missingFromExample,
    ).toEqual(['SOMETHING_ELSE']);
  });
});

// --- links in the README and docs/ -------------------------------------------------------------

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

/** Markdown without its fenced code blocks and code spans, where brackets are not links. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchors for a file's headings (lowercase, punctuation dropped, spaces to dashes). */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of prose(text).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count ? `${base}-${count}` : base);
  }
  return result;
}

/** `file: target` for every relative link (or image) of `file` that leads nowhere. */
function brokenLinks(file: string, text: string, readTarget: (file: string) => string | null) {
  const broken: string[] = [];
  const markdownTargets = prose(text).matchAll(/!?\[[^\]]*\]\(<?([^)\s>]+)>?(?: "[^"]*")?\)/g);
  const htmlTargets = prose(text).matchAll(/<(?:img|a)\b[^>]*?\b(?:src|href)="([^"]+)"/g);
  for (const [, target] of [...markdownTargets, ...htmlTargets]) {
    if (/^[a-z]+:/i.test(target!)) continue;
    const [pathPart, anchor] = target!.split('#') as [string, string | undefined];
    const resolved = pathPart ? path.join(path.dirname(file), decodeURI(pathPart)) : file;
    const content = readTarget(resolved);
    if (content === null) broken.push(`${file}: ${target}`);
    else if (anchor && resolved.endsWith('.md') && !anchors(content).has(anchor)) {
      broken.push(`${file}: ${target} (no such heading)`);
    }
  }
  return broken;
}

/** A file's text, '' for a folder, null when nothing is there. */
function readTarget(file: string): string | null {
  const full = path.join(root, file);
  if (!existsSync(full)) return null;
  return statSync(full).isDirectory() ? '' : readFileSync(full, 'utf8');
}

describe('links in README.md and docs/', () => {
  const files = ['README.md', ...markdownFiles('docs')];

  it('every relative link leads to a file, and every #anchor to a heading of it', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((file) => brokenLinks(file, read(file), readTarget))).toEqual([]);
  });

  it('the check catches a missing file, a missing heading and a missing image', () => {
    const page = [
      '# Agents',
      '',
      'See [operators](operators.md#configuration), [gone](gone.md) and [here](#agents).',
      '![My Listings](../images/nowhere.png) and `[code](not-a-link.md)`.',
      '<img src="../images/phone.png" alt="On a phone" width="300">',
      '```',
      '[in a code block](not-a-link-either.md)',
      '```',
    ].join('\n');
    const others: Record<string, string> = { 'docs/users/operators.md': '# Operators\n## Logs\n' };
    expect(
      brokenLinks(
        'docs/users/agents.md',
        page,
        (f) => others[f] ?? (f === 'docs/users/agents.md' ? page : null),
      ),
    ).toEqual([
      'docs/users/agents.md: operators.md#configuration (no such heading)',
      'docs/users/agents.md: gone.md',
      'docs/users/agents.md: ../images/nowhere.png',
      'docs/users/agents.md: ../images/phone.png',
    ]);
  });
});
