// The Directus peer's database and configuration (run through directus-setup.sh, which installs
// Directus first). Options:
//   --admin=<url>    a superuser's address on the PostgreSQL server (both databases live there)
//   --source=<name or url>  Propdesk's database, its `properties` seeded (read as the superuser)
//   --site=demo      the site whose live listings the public may read
//   --agent=<email>  the Propdesk agent who gets a Directus user and a static token
//   --fresh          set up again even when a completed setup for this source exists
// Prints the path of the setup's marker (JSON: database, env, tokens), which startDirectus reads.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const PSQL = process.env.PSQL ?? '/usr/lib/postgresql/15/bin/psql';
const AGENT_FIELD = 'propdesk_user_id';
/** Raised when what a setup makes or records changes, so older setups are made again. */
const SETUP_FORMAT = 3;

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [key, value] = a.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const peerDir = process.env.PEER_DIR;
const version = process.env.DIRECTUS_VERSION;
if (!peerDir || !version) throw new Error('Run through directus-setup.sh');
if (!args.admin || !args.source || !args.agent) {
  throw new Error(
    'usage: directus-setup.sh --admin=<url> --source=<db> --agent=<email> [--site=demo]',
  );
}
const site = args.site ?? 'demo';
const sourceName = args.source.includes('://')
  ? new URL(args.source).pathname.slice(1)
  : args.source;
const urlOf = (database) => {
  const url = new URL(args.admin);
  url.pathname = `/${database}`;
  return url.toString();
};
const sourceUrl = urlOf(sourceName);
const database = `peer_directus_${sourceName.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(
  0,
  63,
);
const marker = path.join(peerDir, 'setups', `${sourceName}.json`);
// Directus's own CLI entry without directus/cli.js's update check, which asks the npm registry
// for newer releases on every start.
const directusCli = path.join(peerDir, 'node_modules/@directus/api/dist/cli/run.js');

async function withClient(url, use) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** What the copy was made from: a setup is reused only while these have not moved. */
const fingerprintOf = (source) =>
  source
    .query(
      `SELECT count(*)::int AS listings, max(id) AS "lastId", max(updated_at)::text AS "lastChange"
       FROM properties`,
    )
    .then((r) => r.rows[0]);

async function completedSetup() {
  if (args.fresh === 'true' || !existsSync(marker)) return undefined;
  const done = JSON.parse(readFileSync(marker, 'utf8'));
  const exists = await withClient(args.admin, (c) =>
    c.query('SELECT 1 FROM pg_database WHERE datname = $1', [done.database]),
  );
  if (!exists.rowCount || done.format !== SETUP_FORMAT) return undefined;
  if (done.directusVersion !== version || done.site !== site) return undefined;
  if (done.agentEmail !== args.agent) return undefined;
  const now = await withClient(sourceUrl, fingerprintOf);
  return JSON.stringify(now) === JSON.stringify(done.fingerprint) ? done : undefined;
}

/** The columns Directus can hold: the generated ones (a point, a tsvector) are left out. */
async function copiedColumns(source) {
  const { rows } = await source.query(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS "notNull"
     FROM pg_attribute a
     WHERE a.attrelid = 'properties'::regclass AND a.attnum > 0 AND NOT a.attisdropped
       AND a.attgenerated = ''
     ORDER BY a.attnum`,
  );
  return rows;
}

/**
 * Propdesk's indexes on properties, renamed for listings; an index on a left-out column is
 * skipped, or kept without it when the column is only carried (INCLUDE). Propdesk's price in
 * hundredths (price_cents, generated so its comparisons are leakproof under row-level security)
 * is price itself here: Directus filters and sorts on price, in the same order.
 */
async function copiedIndexes(source, columns) {
  const kept = new Set(columns.map((c) => c.name));
  const { rows: leftOut } = await source.query(
    `SELECT attname AS name FROM pg_attribute
     WHERE attrelid = 'properties'::regclass AND attnum > 0 AND attgenerated <> ''`,
  );
  const { rows } = await source.query(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition, i.indisprimary AS primary
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE i.indrelid = 'properties'::regclass ORDER BY c.relname`,
  );
  const indexes = [];
  for (const row of rows) {
    const name = row.name.replace(/^properties/, 'listings');
    const renamed = row.definition
      .replace(` INDEX ${row.name} ON public.properties `, ` INDEX ${name} ON public.listings `)
      .replace(/\bprice_cents\b/g, 'price');
    const keyColumns = new Set(renamed.replace(/ INCLUDE .*/, '').match(/\w+/g));
    const definition = renamed.replace(/ INCLUDE \(([^)]*)\)/, (_, carried) => {
      const left = [...new Set(carried.split(', '))].filter(
        (c) => kept.has(c) && !keyColumns.has(c),
      );
      return left.length ? ` INCLUDE (${left.join(', ')})` : '';
    });
    const words = new Set(definition.match(/\w+/g));
    if (leftOut.some((column) => words.has(column.name))) continue;
    indexes.push({ name, definition, primary: row.primary });
  }
  return indexes;
}

/** COPY … TO STDOUT from the source piped into COPY … FROM STDIN, through two psql processes. */
function copyRows(columns) {
  const list = columns.map((c) => `"${c.name}"`).join(', ');
  return new Promise((resolve, reject) => {
    const out = spawn(
      PSQL,
      [sourceUrl, '-Xqc', `COPY (SELECT ${list} FROM properties) TO STDOUT (FORMAT binary)`],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const into = spawn(
      PSQL,
      [urlOf(database), '-Xqc', `COPY listings (${list}) FROM STDIN (FORMAT binary)`],
      {
        stdio: ['pipe', 'inherit', 'inherit'],
      },
    );
    out.stdout.pipe(into.stdin);
    let pending = 2;
    const done = (who) => (code) => {
      if (code !== 0) reject(new Error(`${who} psql exited with ${code}`));
      else if (--pending === 0) resolve();
    };
    out.on('exit', done('COPY TO'));
    into.on('exit', done('COPY FROM'));
  });
}

function directusEnv(admin, secret) {
  const url = new URL(admin);
  return {
    DB_CLIENT: 'pg',
    DB_HOST: url.hostname,
    DB_PORT: url.port || '5432',
    DB_DATABASE: database,
    DB_USER: decodeURIComponent(url.username),
    DB_PASSWORD: decodeURIComponent(url.password),
    DB_POOL__MIN: '0',
    DB_POOL__MAX: '10',
    SECRET: secret,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // What a fair comparison leaves out: answer caches, request limiting, phoning home.
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    RATE_LIMITER_GLOBAL_ENABLED: 'false',
    PRESSURE_LIMITER_ENABLED: 'false',
    TELEMETRY: 'false',
    WEBSOCKETS_ENABLED: 'false',
    EXTENSIONS_AUTO_RELOAD: 'false',
    EXTENSIONS_PATH: path.join(peerDir, 'extensions'),
    STORAGE_LOCAL_ROOT: path.join(peerDir, 'uploads'),
  };
}

async function setUp() {
  const started = Date.now();
  rmSync(marker, { force: true });
  const log = (what) =>
    process.stderr.write(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${what}\n`);
  await withClient(args.admin, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${database}`);
  });
  const { columns, indexes, tenantId, agentUserId, subtypes, fingerprint } = await withClient(
    sourceUrl,
    async (s) => {
      const columns = await copiedColumns(s);
      const tenant = await s.query('SELECT id FROM tenants WHERE slug = $1', [site]);
      const agent = await s.query('SELECT id FROM users WHERE email = $1 AND tenant_id = $2', [
        args.agent,
        tenant.rows[0]?.id,
      ]);
      if (!tenant.rowCount) throw new Error(`No site ${site} in ${sourceName}`);
      if (!agent.rowCount) throw new Error(`No user ${args.agent} on the site ${site}`);
      // Propdesk's type filter finds a type's subtypes too; the peer's queries name them.
      const children = await s.query(
        `SELECT parent_id AS parent, array_agg(id ORDER BY id) AS ids FROM property_types
       WHERE tenant_id = $1 AND parent_id IS NOT NULL GROUP BY parent_id`,
        [tenant.rows[0].id],
      );
      return {
        columns,
        indexes: await copiedIndexes(s, columns),
        subtypes: Object.fromEntries(children.rows.map((r) => [r.parent, r.ids])),
        tenantId: tenant.rows[0].id,
        agentUserId: agent.rows[0].id,
        fingerprint: await fingerprintOf(s),
      };
    },
  );
  await withClient(urlOf(database), (c) =>
    c.query(
      `CREATE TABLE listings (${columns
        .map((col) => `"${col.name}" ${col.type}${col.notNull ? ' NOT NULL' : ''}`)
        .join(', ')})`,
    ),
  );
  await copyRows(columns);
  log(`copied ${fingerprint.listings} listings into ${database}`);
  await withClient(urlOf(database), async (c) => {
    for (const index of indexes) {
      await c.query(index.definition);
      if (index.primary)
        await c.query(`ALTER TABLE listings ADD PRIMARY KEY USING INDEX ${index.name}`);
    }
    await c.query('VACUUM ANALYZE listings');
  });
  log(`created ${indexes.length} indexes, analysed`);

  for (const dir of ['extensions', 'uploads'])
    mkdirSync(path.join(peerDir, dir), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  const env = directusEnv(args.admin, secret);
  const adminPassword = randomBytes(12).toString('base64url');
  const bootstrap = spawnSync(process.execPath, [directusCli, 'bootstrap'], {
    cwd: peerDir,
    env: {
      ...process.env,
      ...env,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: adminPassword,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (bootstrap.status !== 0) throw new Error(`directus bootstrap exited with ${bootstrap.status}`);
  log('bootstrapped Directus');

  const agentToken = randomBytes(24).toString('hex');
  await withClient(urlOf(database), (c) => configure(c, { tenantId, agentUserId, agentToken }));
  log('registered listings, the public and agent policies and the agent');
  return {
    format: SETUP_FORMAT,
    source: sourceName,
    database,
    site,
    tenantId,
    agentEmail: args.agent,
    agentUserId,
    agentToken,
    subtypes,
    adminEmail: 'admin@example.com',
    adminPassword,
    directusVersion: version,
    directusCli,
    // The Node 24 this setup ran on (.ci/use-node 24), which Directus is started with too.
    node: process.execPath,
    peerDir,
    env,
    fingerprint,
    completedAt: new Date().toISOString(),
  };
}

/**
 * The collection, and Propdesk's rules as Directus 11 policies: the public policy (directus_access
 * with neither role nor user) reads the site's live listings; an agent role's policy reads the
 * site's listings whose user_id is the signed-in user's Propdesk id, in any state.
 */
async function configure(c, { tenantId, agentUserId, agentToken }) {
  await c.query('BEGIN');
  await c.query(`INSERT INTO directus_collections (collection, icon, note)
                 VALUES ('listings', 'home', 'A copy of Propdesk''s properties')`);
  await c.query(`ALTER TABLE directus_users ADD COLUMN ${AGENT_FIELD} integer`);
  await c.query(
    `INSERT INTO directus_fields (collection, field, interface, note)
     VALUES ('directus_users', $1, 'input', 'The Propdesk user id: an agent reads the listings of this user')`,
    [AGENT_FIELD],
  );
  const publicPolicy = await c.query(
    'SELECT policy FROM directus_access WHERE role IS NULL AND "user" IS NULL',
  );
  if (publicPolicy.rowCount !== 1)
    throw new Error('Directus bootstrap made no single public policy');
  const live = {
    _and: [
      { tenant_id: { _eq: tenantId } },
      { published: { _eq: 'APPROVED' } },
      { archived: { _eq: false } },
    ],
  };
  const own = {
    _and: [{ tenant_id: { _eq: tenantId } }, { user_id: { _eq: `$CURRENT_USER.${AGENT_FIELD}` } }],
  };
  const readListings = `INSERT INTO directus_permissions (collection, action, permissions, fields, policy)
                        VALUES ('listings', 'read', $1, '*', $2)`;
  await c.query(readListings, [JSON.stringify(live), publicPolicy.rows[0].policy]);
  const role = await c.query(
    `INSERT INTO directus_roles (id, name, icon, description)
     VALUES (gen_random_uuid(), 'Agent', 'badge', 'Propdesk agents') RETURNING id`,
  );
  const policy = await c.query(
    `INSERT INTO directus_policies (id, name, icon, description, admin_access, app_access)
     VALUES (gen_random_uuid(), 'Own listings', 'home', 'An agent reads their own listings in any state', false, false)
     RETURNING id`,
  );
  await c.query(
    'INSERT INTO directus_access (id, role, policy) VALUES (gen_random_uuid(), $1, $2)',
    [role.rows[0].id, policy.rows[0].id],
  );
  await c.query(readListings, [JSON.stringify(own), policy.rows[0].id]);
  await c.query(
    `INSERT INTO directus_users (id, email, status, role, token, ${AGENT_FIELD})
     VALUES (gen_random_uuid(), $1, 'active', $2, $3, $4)`,
    [args.agent, role.rows[0].id, agentToken, agentUserId],
  );
  await c.query('COMMIT');
}

const reused = await completedSetup();
if (!reused) {
  const setup = await setUp();
  mkdirSync(path.dirname(marker), { recursive: true });
  writeFileSync(marker, `${JSON.stringify(setup, null, 2)}\n`, { mode: 0o600 });
}
process.stdout.write(`${marker}\n`);
