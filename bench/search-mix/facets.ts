/**
 * What the mix draws its queries from, read from the seeded database: the types and suburbs that
 * have live listings of each category (the public's view) or listings of the bench agent in any
 * state (the agent's view), each category's price quantiles, and the site's live listings.
 */
import { sql, type SQL } from 'drizzle-orm';
import { resultRows, type Database } from '../../apps/api/src/infra/db';
import type { Facet, MixCategory } from './mix-types';

export const CATEGORIES: MixCategory[] = ['SALE', 'RENT', 'QUICK_RENT'];

interface Place extends Facet {
  latitude: number;
  longitude: number;
}

/** The types and suburbs a search of each category may name. */
export type FacetsByCategory = Record<MixCategory, { types: Facet[]; suburbs: Facet[] }>;

export interface Listing {
  id: number;
  publicId: string;
}

export interface SiteFacets {
  public: FacetsByCategory;
  agent: FacetsByCategory;
  /** Prices at 5%, 10%, … 95% of each category's live listings, in whole units. */
  prices: Record<MixCategory, number[]>;
  /** Suburbs with live listings, with their centres (map areas). */
  places: Place[];
  /** The site's live listings, by id. */
  live: Listing[];
}

const QUANTILES = Array.from({ length: 19 }, (_, i) => (i + 1) / 20);

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return resultRows<T>(await db.execute(query));
}

async function facetsOf(db: Database, tenantId: number, which: SQL): Promise<FacetsByCategory> {
  const found = await rows<{ category: MixCategory; kind: 'type' | 'suburb' } & Facet>(
    db,
    sql`SELECT DISTINCT p.category, 'type' AS kind, t.id, t.public_id AS "publicId"
          FROM properties p JOIN property_types t ON t.id = p.type_id
          WHERE p.tenant_id = ${tenantId} AND ${which}
        UNION
        SELECT DISTINCT p.category, 'suburb', s.id, s.public_id
          FROM properties p JOIN suburbs s ON s.id = p.suburb_id
          WHERE p.tenant_id = ${tenantId} AND ${which}
        ORDER BY 1, 2, 3`,
  );
  const byCategory = Object.fromEntries(
    CATEGORIES.map((c) => [c, { types: [] as Facet[], suburbs: [] as Facet[] }]),
  ) as FacetsByCategory;
  for (const { category, kind, id, publicId } of found) {
    byCategory[category][kind === 'type' ? 'types' : 'suburbs'].push({ id, publicId });
  }
  return byCategory;
}

/** Reads the facets of `site` (as the tables' owner: every row, whatever the site wall). */
export async function readFacets(
  db: Database,
  site: string,
  agentEmail: string,
): Promise<SiteFacets> {
  const [tenant] = await rows<{ id: number }>(db, sql`SELECT id FROM tenants WHERE slug = ${site}`);
  const t = tenant!.id;
  const live = sql`p.published = 'APPROVED' AND NOT p.archived`;
  const agent = sql`p.user_id = (SELECT id FROM users WHERE tenant_id = ${t} AND email = ${agentEmail})`;
  const quantiles = await rows<{ category: MixCategory; prices: number[] }>(
    db,
    sql`SELECT category, percentile_disc(${sql.raw(`ARRAY[${QUANTILES.join(',')}]::float8[]`)})
          WITHIN GROUP (ORDER BY price::float8) AS prices
        FROM properties p WHERE tenant_id = ${t} AND ${live} AND price IS NOT NULL
        GROUP BY category`,
  );
  const prices = Object.fromEntries(
    quantiles.map((q) => [q.category, [...new Set(q.prices.map(Math.round))]]),
  ) as Record<MixCategory, number[]>;
  const places = await rows<Place>(
    db,
    sql`SELECT s.id, s.public_id AS "publicId", s.latitude, s.longitude FROM suburbs s
        WHERE s.tenant_id = ${t}
          AND EXISTS (SELECT 1 FROM properties p WHERE p.suburb_id = s.id AND ${live})
        ORDER BY s.id`,
  );
  return {
    public: await facetsOf(db, t, live),
    agent: await facetsOf(db, t, agent),
    prices,
    places,
    live: await rows<Listing>(
      db,
      sql`SELECT id, public_id AS "publicId" FROM properties p
          WHERE tenant_id = ${t} AND ${live} ORDER BY id`,
    ),
  };
}
