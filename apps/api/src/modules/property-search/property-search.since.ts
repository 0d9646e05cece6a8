import { and, sql, type SQL } from 'drizzle-orm';
import type { SearchArea } from '@propdesk/shared';
import type { Database } from '../../infra/db';
import { properties } from '../properties/properties.tables';
import { countOf, filterWhere } from './property-search.query';
import type { SearchBody } from './property-search.schemas';
import { bodyFilter } from './property-search.service';

/** PostgreSQL's polygon text, `((x,y),…)` with x the longitude. */
const polygonText = (area: SearchArea) =>
  `(${area.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`;

/** Listings whose position lies in the area, its border included. */
const inAreaSql = (area: SearchArea): SQL =>
  sql`point(${properties.longitude}, ${properties.latitude}) <@ ${polygonText(area)}::polygon`;

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
  const where = and(
    matching,
    sql`${properties.createdAt} > ${since.toISOString()}::timestamptz`,
    body.area ? inAreaSql(body.area) : undefined,
  )!;
  return countOf(db, where);
}
