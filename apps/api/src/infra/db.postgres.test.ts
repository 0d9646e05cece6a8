import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../config';
import { newPublicId } from '../lib/ids';
import { migrations } from '../db/migrations';
import { ensureTestAppRole, TEST_APP_ROLE } from '../test/helper';
import { openDatabase } from './db';

const adminUrl = testDatabaseUrl();

// Several API processes starting together on one PostgreSQL database: only PostgreSQL has that case.
describe.runIf(adminUrl)('migrations on PostgreSQL', () => {
  it('apply once when four instances start at the same moment', async () => {
    const name = `propdesk_migrate_${newPublicId(8).toLowerCase()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await ensureTestAppRole(admin);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const appUrl = new URL(url);
    appUrl.username = TEST_APP_ROLE;
    try {
      const handles = await Promise.all(
        [1, 2, 3, 4].map(() =>
          openDatabase({
            kind: 'postgres',
            url: appUrl.toString(),
            migrationUrl: url.toString(),
            poolSize: 2,
          }),
        ),
      );
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query('SELECT id FROM schema_migrations ORDER BY id');
      await check.end();
      expect(rows.map((r) => r.id)).toEqual(migrations.map((m) => m.id));
      await Promise.all(handles.map((h) => h.close()));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
