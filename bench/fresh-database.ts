import pg from 'pg';

/**
 * A database of its own on the PostgreSQL server at `adminUrl` (a superuser's address), named
 * `{prefix}_{time}`, and a login role without superuser or BYPASSRLS for the app, as in
 * production; `drop` removes the database.
 */
export async function freshPostgres(adminUrl: string, prefix: string, appRole: string) {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return existingPostgres(adminUrl, name, appRole);
}

/** The addresses of database `name` on that server, for its owner and for the app's role. */
export async function existingPostgres(adminUrl: string, name: string, appRole: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DO $$ BEGIN CREATE ROLE ${appRole} LOGIN NOSUPERUSER NOBYPASSRLS;
    EXCEPTION WHEN duplicate_object THEN NULL; END $$`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const appUrl = new URL(url);
  appUrl.username = appRole;
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { name, url: url.toString(), appUrl: appUrl.toString(), drop };
}
