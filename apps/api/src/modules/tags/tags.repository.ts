/**
 * Read model (the tags module is listed in READ_MODELS in eslint.config.js: it owns no table).
 *
 * Reads `properties` (the properties module): the keywords (meta_tags) of the site's live
 * listings. Why: the keyword counts are one aggregate over every live listing, cached per
 * listings' generation; no owner's entry answers them.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { properties } from '../properties/properties.tables';

/**
 * Every keyword of the tenant's live listings (approved, not archived) with the number of
 * listings using it. Keywords are stored normalised and without duplicates per listing, so a
 * plain count is the number of listings.
 */
export async function loadTagCounts(db: Database, tenantId: number) {
  const tags = db
    .select({
      name: sql<string>`unnest(string_to_array(${properties.metaTags}, ','))`.as('name'),
    })
    .from(properties)
    .where(
      and(
        eq(properties.tenantId, tenantId),
        eq(properties.published, 'APPROVED'),
        eq(properties.archived, false),
        ne(properties.metaTags, ''),
      ),
    )
    .as('tags');
  return db
    .select({ name: tags.name, count: sql<number>`count(*)::int` })
    .from(tags)
    .groupBy(tags.name);
}
