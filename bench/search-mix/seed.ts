/**
 * The varied search mix's listings: N over the two seeded sites (demo 60%, sandbox 40%), drawn
 * from a hash of the row number (hashint8extended), so every run seeds the same rows on PGlite
 * and PostgreSQL alike. Each column draws from a hash of its own, so category, type, suburb,
 * agent, price and age are independent: skewed categories, uneven type shares, Zipf-like suburbs
 * and agents, log-normal prices per category, 3 years of creation dates. One bench agent per site
 * owns about 1% of its listings, in every state, for the agent mix to sign in as.
 *
 * Runs as the tables' owner (a superuser): the secondary indexes are dropped for the insert and
 * rebuilt after it, foreign keys are not checked row by row (the rows point at rows read here).
 */
import { sql, type SQL } from 'drizzle-orm';
import { resultRows, type Database } from '../../apps/api/src/infra/db';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { findTenantBySlug } from '../../apps/api/src/modules/tenants/tenants.repository';
import {
  BENCH_PASSWORD,
  floatArray,
  intArray,
  SEEDED_LISTING_COLUMNS,
  siteTypesAndPlaces,
  textArray,
  typePlaceColumns,
} from '../api/seed';
import { bucketStarts, mulberry32, shuffled, zipfShares } from './random';

const MIX_SITES = [
  { slug: 'demo', share: 0.6 },
  { slug: 'sandbox', share: 0.4 },
] as const;
const AGENTS_PER_SITE = 200;
/** Listings are created over the 3 years before this moment (fixed: the same rows every run). */
const NEWEST = '2026-12-01T00:00:00Z';
const BENCH_AGENT_SHARE = 0.01;
const LIVE_SHARE = 0.88;
const ARCHIVED_SHARE = 0.03;
const NO_PRICE_SHARE = 0.01;
/** Median and spread (of the logarithm) of each category's prices, in whole units. */
const PRICES = {
  SALE: { median: 180_000, sigma: 0.7 },
  RENT: { median: 1_200, sigma: 0.55 },
  QUICK_RENT: { median: 90, sigma: 0.5 },
};

/** The agent the agent mix signs in as (password: bench/api's BENCH_PASSWORD). */
export const mixAgentEmail = (site: string, n = 0) => `mix-agent-${site}-${n}@bench.test`;
export { BENCH_PASSWORD };

/** A uniform draw in [0, 1) for row `row` and column `column`: 52 bits of a seeded hash. */
const unit = (row: string, column: number | string) =>
  `((hashint8extended(${row}, ${column}) & 4503599627370495)::float8 / 4503599627370496.0)`;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return resultRows<T>(await db.execute(query));
}

interface SecondaryIndex {
  name: string;
  definition: string;
}

/** The indexes of a table that back no constraint (primary key and unique stay). */
const secondaryIndexes = (db: Database, table: string) =>
  rows<SecondaryIndex>(
    db,
    sql`SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
        FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
        WHERE x.indrelid = ${table}::regclass
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
        ORDER BY i.relname`,
  );

async function seedAgents(db: Database, tenantId: number, site: string, passwordHash: string) {
  await db.execute(sql`
    INSERT INTO users (tenant_id, public_id, email, password_hash, roles, first_name, last_name)
    SELECT ${tenantId}, 'MU' || lpad(${tenantId}::text, 2, '0') || lpad(n::text, 12, '0'),
           'mix-agent-' || ${site}::text || '-' || n || '@bench.test', ${passwordHash},
           ARRAY['AGENT'], 'Mix', 'Agent ' || n
    FROM generate_series(0, ${AGENTS_PER_SITE}::int) n`);
  await db.execute(sql`
    INSERT INTO agents (user_id, tenant_id, code, name, verified)
    SELECT id, tenant_id, 'AG-M' || substr(public_id, 11), 'Mix Realty ' || substr(public_id, 11), true
    FROM users WHERE tenant_id = ${tenantId} AND email LIKE 'mix-agent-%'`);
  const ids = await rows<{ id: number; email: string }>(
    db,
    sql`SELECT id, email FROM users WHERE tenant_id = ${tenantId} AND email LIKE 'mix-agent-%'
        ORDER BY id`,
  );
  const bench = ids.find((r) => r.email === mixAgentEmail(site))!.id;
  return { bench, others: ids.filter((r) => r.id !== bench).map((r) => r.id) };
}

async function seedSite(db: Database, site: string, count: number, passwordHash: string) {
  const tenant = await findTenantBySlug(db, site);
  if (!tenant) throw new Error(`Site ${site} is missing: seed the reference data first`);
  const t = tenant.id;
  const random = mulberry32(t * 7919);
  const agents = await seedAgents(db, t, site, passwordHash);
  const vocabulary = await siteTypesAndPlaces(db, t);
  const types = shuffled(vocabulary.types, random);
  const places = shuffled(vocabulary.places, random);
  const agentIds = shuffled(agents.others, random);
  const [{ first } = { first: 0 }] = await rows<{ first: number }>(
    db,
    sql`SELECT coalesce(max(id), 0) + 1 AS first FROM properties`,
  );
  const u = (column: number) => sql.raw(unit('g', t * 1000 + column));
  const price = (c: keyof typeof PRICES) =>
    sql.raw(`${PRICES[c].median} * exp(${PRICES[c].sigma} * z)`);
  await db.execute(sql`
    INSERT INTO properties (${SEEDED_LISTING_COLUMNS})
    SELECT ${t},
           'MX' || lpad(${t}::text, 2, '0') || lpad(g::text, 12, '0'),
           CASE WHEN u_agent < ${BENCH_AGENT_SHARE} THEN ${agents.bench}
                ELSE (${intArray(agentIds)})[ai] END,
           ${typePlaceColumns(types, places, 'Listing ')},
           'A home with ' || (1 + g % 5) || ' bedrooms, listing number ' || g || '.',
           category,
           30 + round(u_area * u_area * 2000),
           'SQUARE_METRES',
           make_timestamptz(1950 + floor(u_built * 75)::int, 1, 1, 0, 0, 0, 'UTC'),
           CASE WHEN u_price < ${NO_PRICE_SHARE} THEN NULL
                WHEN category = 'SALE' THEN round(${price('SALE')})
                WHEN category = 'RENT' THEN round(${price('RENT')})
                ELSE round(${price('QUICK_RENT')}) END,
           (${textArray(places.map((x) => x.currency))})[si],
           'TOTAL',
           (${floatArray(places.map((x) => x.latitude))})[si] + (u_lat - 0.5) * 0.03,
           (${floatArray(places.map((x) => x.longitude))})[si] + (u_lng - 0.5) * 0.03,
           '',
           CASE WHEN u_live < ${LIVE_SHARE} THEN 'APPROVED' ELSE 'REVIEW' END,
           u_archived < ${ARCHIVED_SHARE},
           60 + floor(u_completion * 40)::int,
           created,
           created
    FROM (
      SELECT g,
             CASE WHEN ${u(1)} < 0.5 THEN 'SALE' WHEN ${u(1)} < 0.85 THEN 'RENT'
                  ELSE 'QUICK_RENT' END AS category,
             width_bucket(${u(2)}, ${floatArray(bucketStarts(zipfShares(types.length, 0.8)))}) AS ti,
             width_bucket(${u(3)}, ${floatArray(bucketStarts(zipfShares(places.length, 1.1)))}) AS si,
             ${u(4)} AS u_agent,
             width_bucket(${u(5)}, ${floatArray(bucketStarts(zipfShares(agentIds.length, 0.7)))}) AS ai,
             ${u(6)} AS u_price,
             sqrt(-2 * ln(1 - ${u(7)})) * cos(2 * pi() * ${u(8)}) AS z,
             ${u(9)} AS u_lat, ${u(10)} AS u_lng, ${u(11)} AS u_live, ${u(12)} AS u_archived,
             ${u(13)} AS u_area, ${u(14)} AS u_built, ${u(15)} AS u_completion,
             date_trunc('minute', ${NEWEST}::timestamptz - ${u(16)} * interval '1095 days') AS created
      FROM generate_series(1, ${count}::int) g
      OFFSET 0
    ) s`);
  // Bedrooms and bathrooms, 1 to 5 each, for the types that have them.
  await db.execute(sql`
    INSERT INTO property_features (property_id, feature_id, quantity)
    SELECT p.id, f.id, 1 + floor(${sql.raw(unit('p.id', 'f.id'))} * 5)::int
    FROM properties p
    JOIN property_type_features ptf ON ptf.type_id = p.type_id
    JOIN features f ON f.id = ptf.feature_id AND f.name IN ('BEDROOM', 'BATHROOM')
    WHERE p.id >= ${first} AND p.tenant_id = ${t}`);
}

export interface SeedTimes {
  insertMs: number;
  indexMs: number;
  vacuumMs: number;
}

/** Seeds `listings` listings over the bench sites; answers how long each phase took. */
export async function seedSearchMix(owner: Database, listings: number): Promise<SeedTimes> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  let started = performance.now();
  let insertMs = 0;
  await owner.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await db.execute(sql`SET LOCAL maintenance_work_mem = '1GB'`);
    await db.execute(sql`SET LOCAL session_replication_role = replica`);
    const dropped = [
      ...(await secondaryIndexes(db, 'properties')),
      ...(await secondaryIndexes(db, 'property_features')),
    ];
    for (const index of dropped) await db.execute(sql.raw(`DROP INDEX ${index.name}`));
    let left = listings;
    for (const [i, site] of MIX_SITES.entries()) {
      const count = i === MIX_SITES.length - 1 ? left : Math.round(listings * site.share);
      left -= count;
      await seedSite(db, site.slug, count, passwordHash);
    }
    insertMs = performance.now() - started;
    started = performance.now();
    for (const index of dropped) await db.execute(sql.raw(index.definition));
  });
  const indexMs = performance.now() - started;
  started = performance.now();
  for (const table of ['properties', 'property_features', 'users', 'agents']) {
    await owner.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  }
  return { insertMs, indexMs, vacuumMs: performance.now() - started };
}
