import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../config';
import {
  listingDailySources,
  listingDailyStats,
  listingTranslations,
  listingVisitors,
  properties,
  propertyViewCounts,
  tenants,
  users,
} from '../db/schema';
import { createAgent, createTestApp, type TestApp } from '../test/helper';
import { createListing, refs } from '../test/listings';
import { currentDataScope, inSiteScope } from './data-scope';
import { DatabaseRoleError, openDatabase } from './db';

// The second wall exists on PostgreSQL only: PGlite runs as a superuser, which RLS skips.
describe.runIf(testDatabaseUrl())('row-level security on PostgreSQL', () => {
  let t: TestApp;
  let demo: number;
  let sandbox: number;
  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.db.select({ id: tenants.id, slug: tenants.slug }).from(tenants);
    demo = rows.find((r) => r.slug === 'demo')!.id;
    sandbox = rows.find((r) => r.slug === 'sandbox')!.id;
    const [agentA, other] = await Promise.all([createAgent(t), createAgent(t, 'sandbox')]);
    const r = await refs(t);
    const s = await refs(t, 'sandbox');
    await createListing(t, agentA, {
      type: await r.type('House'),
      suburb: await r.suburb('Avondale'),
    });
    const [suburb] = await t.db
      .execute<{ public_id: string }>(
        sql`SELECT public_id FROM suburbs WHERE tenant_id = ${s.tenantId} LIMIT 1`,
      )
      .then(
        (res) =>
          ((res as { rows?: { public_id: string }[] }).rows ?? []) as { public_id: string }[],
      );
    await createListing(
      t,
      other,
      { type: await s.type('House'), suburb: suburb!.public_id },
      {},
      'sandbox',
    );
  });
  afterAll(() => t?.close());

  const tenantsOf = (rows: { tenantId: number }[]) => [...new Set(rows.map((r) => r.tenantId))];

  it("a query that forgets the site filter still sees only the current site's rows", async () => {
    const everywhere = await t.db.select({ tenantId: properties.tenantId }).from(properties);
    expect(tenantsOf(everywhere).sort()).toEqual([demo, sandbox].sort());
    const inDemo = await inSiteScope(demo, () =>
      t.db.select({ tenantId: properties.tenantId }).from(properties).execute(),
    );
    expect(inDemo.length).toBeGreaterThan(0);
    expect(tenantsOf(inDemo)).toEqual([demo]);
    const people = await inSiteScope(sandbox, () =>
      t.db.select({ tenantId: users.tenantId }).from(users).execute(),
    );
    expect(tenantsOf(people)).toEqual([sandbox]);
  });

  it('refuses to write a row of another site, and to change one it cannot see', async () => {
    const [row] = await inSiteScope(sandbox, () =>
      t.db.select().from(properties).where(eq(properties.tenantId, sandbox)).limit(1).execute(),
    );
    const error = await inSiteScope(demo, () =>
      t.db
        .insert(properties)
        .values({ ...row!, id: undefined, publicId: 'wall0000000000000001', code: 'WALL-1' })
        .execute(),
    ).then(
      () => null,
      (e: Error & { cause?: Error }) => (e.cause ?? e).message,
    );
    expect(error).toMatch(/row-level security/);
    const moved = await inSiteScope(demo, () =>
      t.db
        .update(properties)
        .set({ name: 'Moved by another site' })
        .where(eq(properties.id, row!.id))
        .returning({ id: properties.id })
        .execute(),
    );
    expect(moved).toEqual([]);
  });

  it("keeps a listing's translations behind the same wall", async () => {
    const [demoListing] = await inSiteScope(demo, () =>
      t.db.select().from(properties).where(eq(properties.tenantId, demo)).limit(1).execute(),
    );
    const [sandboxListing] = await inSiteScope(sandbox, () =>
      t.db.select().from(properties).where(eq(properties.tenantId, sandbox)).limit(1).execute(),
    );
    for (const [site, listing] of [
      [demo, demoListing!],
      [sandbox, sandboxListing!],
    ] as const) {
      await inSiteScope(site, () =>
        t.db
          .insert(listingTranslations)
          .values({ tenantId: site, propertyId: listing.id, language: 'fr', title: 'Maison' })
          .onConflictDoNothing()
          .execute(),
      );
    }
    const seen = await inSiteScope(demo, () =>
      t.db.select({ tenantId: listingTranslations.tenantId }).from(listingTranslations).execute(),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(tenantsOf(seen)).toEqual([demo]);
    const error = await inSiteScope(demo, () =>
      t.db
        .insert(listingTranslations)
        .values({ tenantId: sandbox, propertyId: sandboxListing!.id, language: 'ar', title: 'x' })
        .execute(),
    ).then(
      () => null,
      (e: Error & { cause?: Error }) => (e.cause ?? e).message,
    );
    expect(error).toMatch(/row-level security/);
    const moved = await inSiteScope(demo, () =>
      t.db
        .update(listingTranslations)
        .set({ title: 'Moved by another site' })
        .where(eq(listingTranslations.tenantId, sandbox))
        .returning({ id: listingTranslations.id })
        .execute(),
    );
    expect(moved).toEqual([]);
  });

  it("keeps listings' figures, view counters and the day's visitor hashes behind the same wall", async () => {
    const listingOf = async (site: number) =>
      (
        await inSiteScope(site, () =>
          t.db.select().from(properties).where(eq(properties.tenantId, site)).limit(1).execute(),
        )
      )[0]!;
    const day = '2026-12-07';
    for (const site of [demo, sandbox]) {
      const listing = await listingOf(site);
      await inSiteScope(site, async () => {
        await t.db
          .insert(listingDailyStats)
          .values({ tenantId: site, propertyId: listing.id, day, views: 3 })
          .onConflictDoNothing()
          .execute();
        await t.db
          .insert(listingVisitors)
          .values({ tenantId: site, propertyId: listing.id, day, visitor: `v${site}` })
          .onConflictDoNothing()
          .execute();
        await t.db
          .insert(propertyViewCounts)
          .values({ tenantId: site, propertyId: listing.id, views: 3 })
          .onConflictDoNothing()
          .execute();
      });
    }
    for (const table of [listingDailyStats, listingVisitors, propertyViewCounts]) {
      const seen = await inSiteScope(demo, () =>
        t.db.select({ tenantId: table.tenantId }).from(table).execute(),
      );
      expect(tenantsOf(seen)).toEqual([demo]);
    }
    const sandboxListing = await listingOf(sandbox);
    const error = await inSiteScope(demo, () =>
      t.db
        .insert(listingDailySources)
        .values({ tenantId: sandbox, propertyId: sandboxListing.id, day, source: 'direct' })
        .execute(),
    ).then(
      () => null,
      (e: Error & { cause?: Error }) => (e.cause ?? e).message,
    );
    expect(error).toMatch(/row-level security/);
    const counted = await inSiteScope(demo, () =>
      t.db
        .insert(propertyViewCounts)
        .values({ tenantId: sandbox, propertyId: sandboxListing.id, views: 1 })
        .execute(),
    ).then(
      () => null,
      (e: Error & { cause?: Error }) => (e.cause ?? e).message,
    );
    expect(counted).toMatch(/row-level security/);
  });

  it('a connection with no site set sees no rows at all', async () => {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT count(*)::int AS n FROM properties');
      expect(rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
  });

  it("every query of a request, body and sign-in check included, runs in the request's site", async () => {
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    const connect = pool.connect;
    const scopes: string[] = [];
    pool.connect = ((...args: unknown[]) => {
      scopes.push(currentDataScope());
      return (connect as (...a: unknown[]) => unknown).apply(pool, args);
    }) as typeof pool.connect;
    try {
      const agent = await createAgent(t);
      const r = await refs(t);
      const place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
      scopes.length = 0;
      await createListing(t, agent, place);
    } finally {
      pool.connect = connect;
    }
    expect(scopes.length).toBeGreaterThan(0);
    expect([...new Set(scopes)]).toEqual([String(demo)]);
  });

  it('the server refuses a superuser unless ALLOW_SUPERUSER is set, and says why', async () => {
    const error = await openDatabase({
      kind: 'postgres',
      url: t.ownerDatabaseUrl!,
      poolSize: 1,
    }).then(
      () => null,
      (e: Error) => e,
    );
    expect(error).toBeInstanceOf(DatabaseRoleError);
    expect(error!.message).toMatch(
      /superuser.*Row-level security does not apply.*ALLOW_SUPERUSER=true/s,
    );
    const allowed = await openDatabase({
      kind: 'postgres',
      url: t.ownerDatabaseUrl!,
      allowSuperuser: true,
      poolSize: 1,
    });
    expect(allowed.warnings.join(' ')).toMatch(/row-level security does not apply/);
    await allowed.close();
  });

  it("the app's role owns nothing and may not bypass the wall", async () => {
    const { rows } = await t.database.db
      .execute<{ owned: number; super: boolean; bypass: boolean }>(
        sql`SELECT (SELECT count(*)::int FROM pg_tables WHERE schemaname = 'public' AND tableowner = current_user) AS owned,
                   rolsuper AS super, rolbypassrls AS bypass
              FROM pg_roles WHERE rolname = current_user`,
      )
      .then((res) => ({ rows: (res as { rows?: unknown[] }).rows ?? [] }));
    expect(rows[0]).toEqual({ owned: 0, super: false, bypass: false });
  });

  it('every site wall reads the setting once per statement, so the site is an index condition', async () => {
    const rows = await t.db
      .execute<{ table: string; rule: string }>(
        sql`SELECT polrelid::regclass::text AS table,
              pg_get_expr(polqual, polrelid) || ' ' || pg_get_expr(polwithcheck, polrelid) AS rule
            FROM pg_policy WHERE polname = 'site_wall'`,
      )
      .then(
        (res) => ((res as { rows?: unknown[] }).rows ?? []) as { table: string; rule: string }[],
      );
    expect(rows.length).toBeGreaterThan(40);
    // Every call of current_setting() sits in a subquery of its own (an init plan).
    const calls = (rule: string, of: string) => rule.split(of).length - 1;
    const perRow = rows.filter(
      ({ rule }) => calls(rule, 'current_setting(') !== calls(rule, 'SELECT current_setting('),
    );
    expect(perRow.map((r) => r.table)).toEqual([]);
    const plan = await inSiteScope(demo, () =>
      t.database.db.execute<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN SELECT count(*) FROM properties WHERE published = 'APPROVED'`,
      ),
    );
    const text = ((plan as { rows?: { 'QUERY PLAN': string }[] }).rows ?? [])
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(text).toContain('InitPlan');
    expect(text).not.toMatch(/Filter:.*current_setting/);
  });
});
