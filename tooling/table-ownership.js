import path from 'node:path';

/**
 * `propdesk/table-ownership`: every table has one owner, and only the owner imports it.
 *
 * - A module's files import only their own module's `*.tables.ts`, never another module's and
 *   never the `db/schema` barrel (that one is for the migrations tooling, the schema test, the
 *   seed and the tests). Another module's data is read through its public entry, or in a read
 *   model (`modules/read-models/`, or a module listed in `readModels`), which may import any
 *   owner's tables.
 * - A module's public entry (`index.ts`) never hands out its tables.
 * - A mechanism's tables (`infra/<name>.tables.ts`) are imported by infra only; infra imports
 *   no module's tables (app.ts or the modules pass it what it needs).
 *
 * Tests (`*.test.ts`) arrange and inspect rows of any table, so the rule leaves them alone.
 * Paths are read from the working directory, as in eslint.config.js.
 */
const API = 'apps/api/src';

/** What a repository-relative path without extension is: a table file, the barrel, or other. */
function tableFile(target) {
  if (target === `${API}/db/schema` || target === `${API}/db/schema/index`) {
    return { kind: 'barrel' };
  }
  const moduleTables = new RegExp(`^${API}/modules/([^/]+)/[^/]+\\.tables$`).exec(target);
  if (moduleTables) return { kind: 'module', owner: moduleTables[1] };
  if (new RegExp(`^${API}/infra/[^/]+\\.tables$`).test(target)) return { kind: 'infra' };
  return undefined;
}

/** Who the linted file belongs to: a module (by folder name), infra, or neither. */
function fileOwner(file) {
  const moduleFile = new RegExp(`^${API}/modules/([^/]+)/`).exec(file);
  if (moduleFile) return { kind: 'module', name: moduleFile[1] };
  if (file.startsWith(`${API}/infra/`)) return { kind: 'infra' };
  return undefined;
}

const posix = (p) => p.split(path.sep).join('/');

export const tableOwnership = {
  meta: {
    type: 'problem',
    docs: { description: 'A table is imported by its owner only (docs/adding-a-module.md).' },
    schema: [
      {
        type: 'object',
        properties: {
          readModels: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      barrel:
        "db/schema is the barrel for migrations, the schema test and the seed: import your own module's <module>.tables.ts.",
      foreign:
        "The {{owner}} module owns these tables: read its data through '../{{owner}}' (its index.ts), or in a read model under modules/read-models/.",
      publicTables:
        "A module's public entry never hands out its tables: export functions that read them.",
      infraTables:
        "A mechanism's tables (infra/*.tables.ts) are read by infra only: use the mechanism's functions.",
      infraReadsModule:
        "infra reads no module's tables: let app.ts or the module hand it a function (see registerTenancy).",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const readModels = new Set(['read-models', ...(options.readModels ?? [])]);
    const cwd = context.cwd ?? process.cwd();
    const file = posix(path.relative(cwd, context.filename));
    if (/\.test\.tsx?$/.test(file)) return {};
    const owner = fileOwner(file);
    if (!owner) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = posix(
        path.relative(cwd, path.resolve(path.dirname(context.filename), source)),
      ).replace(/\.(ts|js)$/, '');
      const target = tableFile(resolved);
      if (!target) return;
      if (target.kind === 'barrel') return context.report({ node, messageId: 'barrel' });
      if (owner.kind === 'infra') {
        if (target.kind === 'module') context.report({ node, messageId: 'infraReadsModule' });
        return;
      }
      if (readModels.has(owner.name)) return;
      if (target.kind === 'infra') return context.report({ node, messageId: 'infraTables' });
      if (target.owner !== owner.name) {
        return context.report({ node, messageId: 'foreign', data: { owner: target.owner } });
      }
      if (/\/index\.tsx?$/.test(file)) context.report({ node, messageId: 'publicTables' });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
