// A rule that finds import cycles running through type-only imports, which import-x/no-cycle
// skips by design (they have no runtime effect, yet they tie two files' meanings together just
// as much: a cycle of types is a cycle of design). Cycles of value imports alone stay
// import-x/no-cycle's, so each cycle is reported by one rule.
//
// The graph is the relative imports and re-exports of every file reached (`import type`
// included), read with TypeScript's parser; package imports are not followed. It is built
// once per lint run: a file changed on disk since is read again.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** @type {Map<string, { mtime: number, edges: { target: string, typeOnly: boolean }[] }>} */
const files = new Map();

function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const ext of ['', ...EXTENSIONS]) {
    const candidate = base + ext;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return undefined;
}

function isTypeOnly(statement) {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return (
      !clause.name &&
      !!named &&
      ts.isNamedImports(named) &&
      named.elements.length > 0 &&
      named.elements.every((e) => e.isTypeOnly)
    );
  }
  if (ts.isExportDeclaration(statement)) {
    if (statement.isTypeOnly) return true;
    const clause = statement.exportClause;
    return (
      !!clause &&
      ts.isNamedExports(clause) &&
      clause.elements.length > 0 &&
      clause.elements.every((e) => e.isTypeOnly)
    );
  }
  return false;
}

/** The file's relative imports and re-exports, each marked type-only or not. */
function edgesOf(file) {
  const mtime = statSync(file).mtimeMs;
  const known = files.get(file);
  if (known && known.mtime === mtime) return known.edges;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const edges = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const target = resolve(file, specifier.text);
    if (target) edges.push({ target, typeOnly: isTypeOnly(statement) });
  }
  files.set(file, { mtime, edges });
  return edges;
}

/** Whether `to` is reachable from `from`, following value imports only or every import. */
function reaches(from, to, valuesOnly) {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length) {
    const file = queue.shift();
    for (const { target, typeOnly } of edgesOf(file)) {
      if (valuesOnly && typeOnly) continue;
      if (target === to) return true;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return false;
}

const typeImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles that run through type-only imports' },
    schema: [],
    messages: {
      cycle:
        'Import cycle through a type-only import: {{target}} leads back here. Move the shared ' +
        'type to the file both sides build on.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!/\.tsx?$/.test(file)) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolve(file, node.source.value);
      if (!target || target === file) return;
      if (!reaches(target, file, false)) return;
      const typeOnly =
        node.importKind === 'type' ||
        node.exportKind === 'type' ||
        (node.specifiers?.length > 0 &&
          node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
      // A cycle of value imports alone is import-x/no-cycle's to report.
      if (!typeOnly && reaches(target, file, true)) return;
      context.report({
        node,
        messageId: 'cycle',
        data: { target: path.relative(path.dirname(file), target) },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export const importCyclesPlugin = { rules: { 'type-import-cycles': typeImportCycles } };
