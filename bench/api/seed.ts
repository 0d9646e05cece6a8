import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/infra/db';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { findTenantBySlug } from '../../apps/api/src/modules/tenants/tenants.repository';

const BENCH_TENANTS = ['demo', 'sandbox'] as const;
export const BENCH_PASSWORD = 'Bench#Agent2026';
export const benchAgentEmail = (n: number) => `bench-agent-${n}@bench.test`;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The listing code of row g, in the same readable alphabet as real codes: PR- and 6 digits base 32. */
const codeExpr = sql.raw(
  `'PR-' || ${[25, 20, 15, 10, 5, 0]
    .map((shift) => `substr('${CODE_ALPHABET}', 1 + ((g >> ${shift}) & 31), 1)`)
    .join(' || ')}`,
);

/** The columns of a listing the bench seeders write, in the order their SELECTs list them. */
export const SEEDED_LISTING_COLUMNS = sql.raw(
  `tenant_id, public_id, user_id, type_id, suburb_id, code, name, title, description,
   category, area, area_type, built, price, currency, price_type, latitude, longitude,
   meta_tags, published, archived, completion, created_at, updated_at`,
);

export const intArray = (values: number[]) =>
  sql.raw(`ARRAY[${values.map((v) => Math.trunc(v)).join(',')}]`);
export const floatArray = (values: number[]) =>
  sql.raw(`ARRAY[${values.map(Number).join(',')}]::float8[]`);
export const textArray = (values: string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A site's property types, and its suburbs with their centres and their country's currency. */
export async function siteTypesAndPlaces(db: Database, tenantId: number) {
  const types = await rows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM property_types WHERE tenant_id = ${tenantId} ORDER BY id`,
  );
  const places = await rows<{
    id: number;
    name: string;
    latitude: number;
    longitude: number;
    currency: string;
  }>(
    db,
    sql`SELECT s.id, s.name, s.latitude, s.longitude, co.currencies[1] AS currency
        FROM suburbs s JOIN cities c ON c.id = s.city_id JOIN countries co ON co.id = c.country_id
        WHERE s.tenant_id = ${tenantId} ORDER BY s.id`,
  );
  return { types, places };
}

/**
 * type_id, suburb_id, code, name and title of the SELECT's row g: its type at index ti of
 * `types`, its suburb at index si of `places`, its name `name` and the row number.
 */
export function typePlaceColumns(
  types: { id: number; name: string }[],
  places: { id: number; name: string }[],
  name: string,
) {
  return sql`(${intArray(types.map((x) => x.id))})[ti],
    (${intArray(places.map((x) => x.id))})[si],
    ${codeExpr},
    ${name} || g,
    (${textArray(types.map((x) => x.name))})[ti] || ' for ' || lower(category) || ' in ' ||
      (${textArray(places.map((x) => x.name))})[si]`;
}

/**
 * Bulk seed with INSERT ... SELECT generate_series: agents, then listings spread over the
 * tenant's types, suburbs and agents, 90% approved, 2% archived (or, with `allLive`, every one
 * approved and in the public's view), one minute apart.
 */
export async function seedBenchData(
  db: Database,
  options: {
    listingsPerTenant: number;
    agentsPerTenant: number;
    eventsPerTenant: number;
    tenants?: readonly string[];
    allLive?: boolean;
  },
): Promise<void> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const live = !!options.allLive;
  let agentNumber = 0;
  for (const slug of options.tenants ?? BENCH_TENANTS) {
    const tenant = await findTenantBySlug(db, slug);
    if (!tenant) throw new Error(`Tenant ${slug} is missing: seed the reference data first`);
    const t = tenant.id;
    const first = agentNumber + 1;
    agentNumber += options.agentsPerTenant;

    await db.execute(sql`
      INSERT INTO users (tenant_id, public_id, email, password_hash, roles, first_name, last_name)
      SELECT ${t}, 'BU' || lpad(g::text, 14, '0'), 'bench-agent-' || g || '@bench.test',
             ${passwordHash}, ARRAY['AGENT'], 'Bench', 'Agent ' || g
      FROM generate_series(${first}::int, ${agentNumber}::int) g`);
    await db.execute(sql`
      INSERT INTO agents (user_id, tenant_id, code, name, verified)
      SELECT id, tenant_id, 'AG-B' || lpad((id % 100000)::text, 5, '0'), 'Bench Realty ' || id, true
      FROM users WHERE tenant_id = ${t} AND email LIKE 'bench-agent-%'`);

    const agentIds = (
      await rows<{ id: number }>(
        db,
        sql`SELECT id FROM users WHERE tenant_id = ${t} AND email LIKE 'bench-agent-%' ORDER BY id`,
      )
    ).map((r) => r.id);
    const { types, places } = await siteTypesAndPlaces(db, t);

    await db.execute(sql`
      WITH s AS (
        SELECT g,
               1 + (g * 7) % ${places.length} AS si,
               1 + g % ${types.length} AS ti,
               1 + (g / 3) % ${agentIds.length} AS ai,
               (ARRAY['RENT', 'SALE', 'QUICK_RENT'])[1 + g % 3] AS category
        FROM generate_series(1, ${options.listingsPerTenant}::int) g
      )
      INSERT INTO properties (${SEEDED_LISTING_COLUMNS})
      SELECT ${t},
             'BP' || lpad(${t}::text, 2, '0') || lpad(g::text, 12, '0'),
             (${intArray(agentIds)})[ai],
             ${typePlaceColumns(types, places, 'Bench listing ')},
             'A bright home with a garden and secure parking, listing number ' || g || '.',
             category,
             50 + g % 900,
             'SQUARE_METRES',
             make_timestamptz(1960 + g % 60, 1, 1, 0, 0, 0, 'UTC'),
             CASE category WHEN 'SALE' THEN 50000 + (g * 997) % 900000
                           WHEN 'RENT' THEN 300 + (g * 37) % 3000
                           ELSE 40 + (g * 13) % 400 END,
             (${textArray(places.map((x) => x.currency))})[si],
             'TOTAL',
             (${floatArray(places.map((x) => x.latitude))})[si] + ((g % 100) - 50) / 10000.0,
             (${floatArray(places.map((x) => x.longitude))})[si] + ((g % 70) - 35) / 10000.0,
             'bench,garden',
             CASE WHEN g % 10 = 0 AND NOT ${live} THEN 'REVIEW' ELSE 'APPROVED' END,
             g % 50 = 7 AND NOT ${live},
             75,
             now() - g * interval '1 minute',
             now() - g * interval '1 minute'
      FROM s`);

    await db.execute(sql`
      INSERT INTO property_features (property_id, feature_id, quantity)
      SELECT p.id, f.id, 1 + p.id % 5
      FROM properties p
      JOIN property_type_features ptf ON ptf.type_id = p.type_id
      JOIN features f ON f.id = ptf.feature_id AND f.name IN ('BEDROOM', 'BATHROOM')
      WHERE p.tenant_id = ${t}`);

    // Events a day apart from half a year back to half a year ahead, every 20th cancelled.
    await db.execute(sql`
      INSERT INTO events (
        tenant_id, public_id, user_id, category_id, suburb_id, name, description, starts_at,
        ends_at, location, type, capacity, rate, cancelled_at)
      SELECT ${t},
             'BE' || lpad(${t}::text, 2, '0') || lpad(g::text, 12, '0'),
             (${intArray(agentIds)})[1 + g % ${agentIds.length}],
             (SELECT id FROM event_categories c WHERE c.tenant_id = ${t}
              ORDER BY c.id OFFSET g % 6 LIMIT 1),
             (${intArray(places.map((p) => p.id))})[1 + (g * 7) % ${places.length}],
             'Bench event ' || g,
             'An open day with a walk through every room.',
             date_trunc('hour', now()) + ((g % 360) - 180) * interval '1 day',
             date_trunc('hour', now()) + ((g % 360) - 180) * interval '1 day' + interval '2 hours',
             'Hall ' || g,
             (ARRAY['MEETING', 'WORKSHOP', 'EVENT'])[1 + g % 3],
             g % 100,
             (g % 5) * 10,
             CASE WHEN g % 20 = 0 THEN now() END
      FROM generate_series(1, ${options.eventsPerTenant}::int) g`);
  }
  // Fresh statistics and a visibility map, so the planner can use index-only scans.
  await db.execute(sql`VACUUM ANALYZE properties`);
  await db.execute(sql`VACUUM ANALYZE property_features`);
  await db.execute(sql`VACUUM ANALYZE users`);
  await db.execute(sql`VACUUM ANALYZE agents`);
  await db.execute(sql`VACUUM ANALYZE events`);
}
