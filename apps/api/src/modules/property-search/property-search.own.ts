import { and, desc, inArray } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { properties } from '../properties/properties.tables';
import { filterWhere, whereOf } from './property-search.query';
import type { SearchBody } from './property-search.schemas';
import { dashboardFilter } from './property-search.service';

/** One of an agent's listings as a bulk action names it. */
export interface OwnListing {
  publicId: string;
  name: string;
  archived: boolean;
}

/**
 * The agent's own listings, any state, newest first: those a dashboard search body matches, or
 * those of `ids` that are theirs. At most `limit`, so a caller that asks for one more than it
 * takes knows when there are more.
 */
export async function ownListings(
  db: Database,
  tenantId: number,
  agentUserId: number,
  selection: { matching: SearchBody } | { ids: readonly string[] },
  limit: number,
): Promise<OwnListing[]> {
  const where =
    'matching' in selection
      ? await filterWhere(db, tenantId, dashboardFilter(selection.matching, agentUserId))
      : and(
          whereOf(tenantId, { publicOnly: false, agentUserId }),
          inArray(properties.publicId, [...selection.ids]),
        );
  if (!where) return [];
  return db
    .select({ publicId: properties.publicId, name: properties.name, archived: properties.archived })
    .from(properties)
    .where(where)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
}
