// npm run new:module -- <name>: writes a new API module and its web feature in the shape of
// docs/adding-a-module.md (customers is the reference), and wires them in: the module's context
// and routes (apps/api/src/modules/index.ts), its place in MODULE_LAYERS (eslint.config.js), its
// API tag, its table (a migration, db/schema.ts), its row of the permission matrix, the web's
// address, query key and route, and the web's API types. Prints what is left to a person.
// `--root <dir>` writes into another copy of the tree (the tooling test does).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Refuses a name that is not a new kebab-case module name: the message, or null. */
function checkName(name, root) {
  if (!name) return 'Give the module a name: npm run new:module -- <name> (e.g. saved-searches)';
  if (!NAME.test(name)) {
    return `"${name}" is not a module name: lower-case words joined by hyphens, starting with a letter (e.g. saved-searches)`;
  }
  if (name.length > 40) return `"${name}" is too long: at most 40 characters`;
  if (['index', 'read-models', 'test', 'shared'].includes(name)) {
    return `"${name}" is reserved: choose another name`;
  }
  const taken = [
    `apps/api/src/modules/${name}`,
    `apps/api/src/modules/${name}.ts`,
    `apps/web/src/features/${name}`,
  ].find((file) => existsSync(path.join(root, file)));
  if (taken) return `"${name}" exists already (${taken}): choose another name`;
  const words = name.split('-');
  const camel = words[0] + words.slice(1).map(capital).join('');
  const schema = read(root, 'apps/api/src/db/schema.ts');
  const sqlName = words.join('_');
  if (
    new RegExp(`\\b(const|function) ${camel}\\b`).test(schema) ||
    schema.includes(`'${sqlName}'`)
  ) {
    return `"${name}" names a table that exists already: choose another name`;
  }
  if (new RegExp(`^\\s+${camel}:`, 'm').test(read(root, 'apps/web/src/lib/paths.ts'))) {
    return `"${name}" is a dashboard address already (apps/web/src/lib/paths.ts): choose another name`;
  }
  return null;
}

function capital(word) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function read(root, file) {
  return readFileSync(path.join(root, file), 'utf8');
}

/** Inserts `text` before (or after) the first `anchor` of the file; fails loudly without it. */
function insert(root, file, anchor, text, { after = false, last = false } = {}) {
  const source = read(root, file);
  const at = last ? source.lastIndexOf(anchor) : source.indexOf(anchor);
  if (at === -1) {
    throw new Error(`${file}: "${anchor.trim()}" not found; add this by hand:\n${text}`);
  }
  const cut = after ? at + anchor.length : at;
  writeFileSync(path.join(root, file), source.slice(0, cut) + text + source.slice(cut));
}

function write(root, file, text) {
  const target = path.join(root, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  return file;
}

/** Writes the module; answers the files it wrote and the ones it changed. */
function newModule(name, root) {
  const words = name.split('-');
  const camel = words[0] + words.slice(1).map(capital).join('');
  const Pascal = words.map(capital).join('');
  const title = capital(words.join(' '));
  const table = words.join('_');
  const api = `apps/api/src/modules/${name}`;
  const web = `apps/web/src/features/${name}`;
  const migrationsDir = 'apps/api/src/db/migrations';
  const numbers = readdirSync(path.join(root, migrationsDir))
    .map((file) => /^(\d{4})-/.exec(file)?.[1])
    .filter(Boolean)
    .map(Number);
  const migrationId = `${String(Math.max(0, ...numbers) + 1).padStart(4, '0')}-${name}`;
  const pageSize = `${table.toUpperCase()}_PAGE_SIZE`;

  const written = [
    write(
      root,
      `${api}/index.ts`,
      `export { ${camel}Routes } from './${name}.routes';
export type { ${Pascal}Context } from './${name}.service';
`,
    ),
    write(
      root,
      `${api}/${name}.tables.ts`,
      `import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The site's ${title.toLowerCase()} (migration ${migrationId}). */
export const ${camel} = pgTable('${table}', {
  id: serial('id').primaryKey(),
  publicId: text('public_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
`,
    ),
    write(
      root,
      `${api}/${name}.repository.ts`,
      `import { asc, count, eq } from 'drizzle-orm';
import type { PageRequest } from '@propdesk/shared';
import type { Database } from '../../infra/db';
import { ${camel} } from './${name}.tables';

/** One page of the site's ${title.toLowerCase()}, oldest first, and how many there are. */
export async function list${Pascal}(db: Database, tenantId: number, paging: PageRequest) {
  const where = eq(${camel}.tenantId, tenantId);
  const rows = await db
    .select()
    .from(${camel})
    .where(where)
    .orderBy(asc(${camel}.createdAt), asc(${camel}.id))
    .limit(paging.size)
    .offset(paging.offset);
  const [total] = await db.select({ value: count() }).from(${camel}).where(where);
  return { rows, total: total?.value ?? 0 };
}
`,
    ),
    write(
      root,
      `${api}/${name}.schemas.ts`,
      `import { z } from 'zod';
import { pageSchema, zeroBasedPagingQuery } from '@propdesk/shared';

export const ${pageSize} = 20;

export const ${camel}EntrySchema = z
  .object({
    publicId: z.string(),
    name: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: '${Pascal}Entry' });

export const ${camel}PageSchema = pageSchema(${camel}EntrySchema).meta({ id: '${Pascal}Page' });

export const ${camel}Query = zeroBasedPagingQuery(${pageSize});
`,
    ),
    write(
      root,
      `${api}/${name}.access.ts`,
      `import { AppError } from '@propdesk/shared';
import { isStaff, type AccessRule } from '../../infra/access';

/** The site's ${title.toLowerCase()}: its moderators and admins. */
export const canList${Pascal}: AccessRule<void> = (actor) =>
  isStaff(actor) ? null : new AppError('FORBIDDEN', 'Only moderators and admins can do this');
`,
    ),
    write(
      root,
      `${api}/${name}.service.ts`,
      `import type { PageRequest } from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { toPage } from '../../lib/paging';
import { canList${Pascal} } from './${name}.access';
import * as repo from './${name}.repository';

/** What the module needs beyond the database: add its dependencies here. */
export type ${Pascal}Context = ModuleContext;

/** A page of the site's ${title.toLowerCase()}, for its staff. */
export async function list${Pascal}(
  ctx: ${Pascal}Context,
  actor: Actor,
  tenant: Tenant,
  paging: PageRequest,
) {
  authorize(actor, canList${Pascal});
  const { rows, total } = await repo.list${Pascal}(ctx.db, tenant.id, paging);
  const content = rows.map((row) => ({
    publicId: row.publicId,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
  }));
  return toPage(content, total, paging);
}
`,
    ),
    write(
      root,
      `${api}/${name}.routes.ts`,
      `import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import { ${camel}PageSchema, ${camel}Query } from './${name}.schemas';
import * as service from './${name}.service';

const tags = ['${title}'];

export async function ${camel}Routes(
  app: FastifyInstance,
  { ctx }: { ctx: service.${Pascal}Context },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/${name}/all',
    {
      schema: {
        tags,
        operationId: 'list${Pascal}',
        summary: "The site's ${title.toLowerCase()} (moderators and admins)",
        description:
          "Signed-in moderators and admins of the site; pages from 0, 20 a page. " +
          '401 without a valid session; 403 for anyone else and for a session of another site; ' +
          '404 for an unknown site (X-Tenant).',
        security: bearer,
        querystring: ${camel}Query,
        response: { 200: ${camel}PageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => service.list${Pascal}(ctx, requireActor(req), requireTenant(req), req.query),
  );
}
`,
    ),
    write(
      root,
      `${api}/${name}.routes.test.ts`,
      `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, expectError, type TestApp } from '../../test/helper';

let t: TestApp;
let moderatorToken: string;
let agentToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const { moderator, agent } = DEMO_ACCOUNTS;
  moderatorToken = (await t.login(moderator.email, moderator.password)).token;
  agentToken = (await t.login(agent.email, agent.password)).token;
});
afterAll(() => t.close());

describe('GET /api/v2/${name}/all', () => {
  it("answers the site's staff a page from 0", async () => {
    const res = await t.request('GET', '/api/v2/${name}/all', { token: moderatorToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ content: [], page: 0, size: 20, totalElements: 0 });
  });

  it('refuses a caller without a session (401) and an agent (403)', async () => {
    expectError(await t.request('GET', '/api/v2/${name}/all'), 401, 'UNAUTHENTICATED');
    const asAgent = await t.request('GET', '/api/v2/${name}/all', { token: agentToken });
    expectError(asAgent, 403, 'FORBIDDEN', 'Only moderators and admins can do this');
  });

  it('refuses a page size over the limit with a 400', async () => {
    const res = await t.request('GET', '/api/v2/${name}/all?size=1000', {
      token: moderatorToken,
    });
    expectError(res, 400, 'VALIDATION_FAILED');
  });
});
`,
    ),
    write(
      root,
      `${migrationsDir}/${migrationId}.ts`,
      `export const ${camel} = /* sql */ \`
-- The site's ${title.toLowerCase()} (module ${name}).
CREATE TABLE ${table} (
  id serial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ${table}_tenant_idx ON ${table} (tenant_id, created_at, id);

-- A site table: only the site in scope sees its rows (as migration 0015 does for the others).
ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
-- The setting is read once per statement (a subquery), not for every row (migration 0034).
CREATE POLICY site_wall ON ${table}
  USING ((SELECT current_setting('app.tenant_id', true)) = 'all'
    OR tenant_id = NULLIF(NULLIF((SELECT current_setting('app.tenant_id', true)), ''), 'all')::integer)
  WITH CHECK ((SELECT current_setting('app.tenant_id', true)) = 'all'
    OR tenant_id = NULLIF(NULLIF((SELECT current_setting('app.tenant_id', true)), ''), 'all')::integer);
\`;
`,
    ),
    write(
      root,
      `${web}/api/${name}.ts`,
      `import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/** GET /api/v2/${name}/all: the first page of the site's ${title.toLowerCase()}. */
export function use${Pascal}() {
  const { api, slug } = useTenant();
  return useQuery({
    queryKey: queryKeys.${camel}(slug),
    queryFn: () => unwrap(api.GET('/api/v2/${name}/all', { params: { query: { page: 0 } } })),
  });
}
`,
    ),
    write(
      root,
      `${web}/components/${name}-list.tsx`,
      `import { Card, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

interface ${Pascal}ListProps {
  entries: { publicId: string; name: string }[];
}

/** The site's ${title.toLowerCase()}, one card each. */
export function ${Pascal}List({ entries }: ${Pascal}ListProps) {
  if (!entries.length) {
    return (
      <Card withBorder radius="md" padding="xl">
        <Text c="dimmed">
          <Trans>Nothing here yet.</Trans>
        </Text>
      </Card>
    );
  }
  return (
    <Stack gap="xs">
      {entries.map((entry) => (
        <Card key={entry.publicId} withBorder radius="md" padding="md">
          <Text>{entry.name}</Text>
        </Card>
      ))}
    </Stack>
  );
}
`,
    ),
    write(
      root,
      `${web}/pages/${name}-page.tsx`,
      `import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { errorMessage } from '../../../lib/api-client';
import { use${Pascal} } from '../api/${name}';
import { ${Pascal}List } from '../components/${name}-list';

/** \`/{tenant}/dashboard/${name}\`: the site's ${title.toLowerCase()}, for its staff. */
export function ${Pascal}Page() {
  const query = use${Pascal}();
  let body: React.ReactNode;
  if (query.isPending) body = <Skeleton height={120} radius="md" aria-hidden />;
  else if (query.isError) {
    body = (
      <Text size="sm" c="red" role="alert">
        {errorMessage(query.error)}
      </Text>
    );
  } else body = <${Pascal}List entries={query.data.content} />;
  return (
    <Stack gap="md">
      <Title order={2}>
        <Trans>${title}</Trans>
      </Title>
      {body}
    </Stack>
  );
}
`,
    ),
  ];

  const changed = [];
  const edit = (file, anchor, text, options) => {
    insert(root, file, anchor, text, options);
    if (!changed.includes(file)) changed.push(file);
  };
  const modulesIndex = 'apps/api/src/modules/index.ts';
  edit(
    modulesIndex,
    '\n/** Every module',
    `import { ${camel}Routes, type ${Pascal}Context } from './${name}';\n`,
  );
  edit(modulesIndex, '\n}\n\n/**\n * Builds every module', `\n  ${camel}: ${Pascal}Context;`);
  edit(modulesIndex, '\n  };\n}\n\n/** Every module', `\n    ${camel}: base,`, { after: false });
  edit(
    modulesIndex,
    '\n}\n',
    `\n  await app.register(${camel}Routes, { ctx: modules.${camel} });`,
    {
      last: true,
    },
  );
  edit('eslint.config.js', '\n];\n\nconst modules = domains(', `\n  '${name}',`);
  edit(
    'apps/api/src/app.ts',
    '\n];\n\n/** Documents the X-Tenant header',
    `\n  {\n    name: '${title}',\n    description: "The site's ${title.toLowerCase()}.",\n  },`,
  );
  const migrationsIndex = `${migrationsDir}/index.ts`;
  edit(migrationsIndex, '\n\n', `\nimport { ${camel} } from './${migrationId}';`, {
    last: false,
  });
  edit(migrationsIndex, '\n];', `\n  { id: '${migrationId}', sql: ${camel} },`, { last: true });
  const schema = 'apps/api/src/db/schema.ts';
  writeFileSync(
    path.join(root, schema),
    `${read(root, schema).trimEnd()}\n\nexport * from '../modules/${name}/${name}.tables';\n`,
  );
  changed.push(schema);
  const operation = `list${Pascal}`;
  edit(
    'apps/api/src/trust/permission-matrix.expected.ts',
    '\n`;',
    `\n\n# ${title}: the site's staff.\n${operation.length < 29 ? operation.padEnd(29) : `${operation} `}` +
      '401  403   403    403      403       200       200   403       401          401',
    { last: true },
  );
  edit(
    'apps/api/src/trust/permission-matrix.requests.ts',
    '\n};',
    `\n\n  // ${title}\n  ${operation}: { operationId: '${operation}', request: async () => get('/api/v2/${name}/all') },`,
    { last: true },
  );
  edit(
    'apps/web/src/lib/paths.ts',
    '\n  /** Help menu tutorials',
    `\n  /** The site's ${title.toLowerCase()} (MODERATOR and ADMIN). */\n  ${camel}: address('/:tenant/dashboard/${name}'),`,
  );
  edit(
    'apps/web/src/lib/query-keys.ts',
    '\n};',
    `\n  ${camel}: (tenant: string) => [tenant, '${name}'] as const,`,
    { last: true },
  );
  const routes = 'apps/web/src/app/routes.tsx';
  edit(
    routes,
    '\n\n/**\n * Every page of the dashboard.',
    `\nconst ${Pascal}Page = lazyPage(\n  () => import('../features/${name}/pages/${name}-page'),\n  (m) => m.${Pascal}Page,\n);`,
  );
  edit(
    routes,
    "\n          { path: '*', element: <DashboardNotFound /> },",
    `\n          { path: paths.${camel}.pattern, element: <${Pascal}Page /> },`,
  );
  return { written, changed, migrationId };
}

function run(root, command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--root');
  const root = path.resolve(
    at === -1 ? path.join(import.meta.dirname, '..') : args.splice(at, 2)[1],
  );
  const name = args.find((arg) => !arg.startsWith('--'));
  const refused = checkName(name, root);
  if (refused) {
    process.stderr.write(`new:module: ${refused}\n`);
    process.exit(1);
  }
  const { written, changed, migrationId } = newModule(name, root);
  const bin = (tool) => path.join(root, 'node_modules/.bin', tool);
  run(root, bin('prettier'), ['--write', '--log-level=warn', ...written, ...changed]);
  const typed = run(root, 'npm', ['run', '--silent', 'api-types', '-w', 'apps/web']);
  process.stdout.write(
    `\nWrote:\n${written.map((f) => `  ${f}`).join('\n')}\nChanged:\n${changed
      .map((f) => `  ${f}`)
      .join('\n')}\n${typed ? '  apps/web/src/lib/api-types.ts\n' : ''}
Next:
  - the table: columns in ${migrationId} and ${name}.tables.ts (db/schema.test.ts compares them)
  - the routes, their rows in apps/api/src/trust/permission-matrix.expected.ts, the tests
  - MODULE_LAYERS in eslint.config.js: move '${name}' just above the modules it uses
  - a link to /{tenant}/dashboard/${name} in apps/web/src/app/shell/, a browser spec
  - npm run i18n:extract -w apps/web, then the French and Arabic words in apps/web/src/locales/
  - npm run api-types -w apps/web after changing a route${typed ? '' : ' (it failed just now)'}
  - README and docs/decisions.md
`,
  );
  if (!typed) process.exit(1);
}
