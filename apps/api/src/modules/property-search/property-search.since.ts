import { and, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { properties } from '../properties/properties.tables';
import { countOf, filterWhere } from './property-search.query';
import type { SearchBody } from './property-search.schemas';
import { bodyFilter } from './property-search.service';

/**
 * How many live listings match a public search body and came on the site after `since`: a
 * saved search's "new since your last visit". One count in the database. A listing's time on
 * the site is when it was created (no approval time is stored), so a listing approved long
 * after its creation counts from its creation.
 */
export async function countLiveListingsSince(
  db: Database,
  tenantId: number,
  body: SearchBody,
  since: Date,
): Promise<number> {
  const matching = await filterWhere(db, tenantId, { ...bodyFilter(body), publicOnly: true });
  if (!matching) return 0;
  // The body's area is part of `matching`, as in every other search.
  return countOf(
    db,
    and(matching, sql`${properties.createdAt} > ${since.toISOString()}::timestamptz`)!,
  );
}
