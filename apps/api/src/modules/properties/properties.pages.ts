import type { Tenant } from '../../infra/tenant';
import { isLive } from './properties.access';
import type { PropertiesContext } from './properties.context';
import * as pagesRepo from './properties.pages.repository';
import * as repo from './properties.repository';
import type { PropertyView } from './properties.schemas';
import { propertyAnswer } from './properties.answer';

// What the server-rendered pages for crawlers read: live listings only, so they need no caller
// and make no access check; reading them does not count as a view (the page's own API read does).

/** The listing as the public sees it, or undefined when it is not live or not of the site. */
export async function findLiveListingView(
  ctx: PropertiesContext,
  tenant: Tenant,
  publicId: string,
): Promise<PropertyView | undefined> {
  const row = await repo.findPropertyDetail(ctx.db, tenant.id, publicId);
  return row && isLive(row.property) ? propertyAnswer(ctx, tenant, row) : undefined;
}

/** A page of the site's live listings' ids and last changes (the sitemap). */
export async function liveListingStamps(
  ctx: PropertiesContext,
  tenant: Tenant,
  offset: number,
  limit: number,
) {
  const [rows, total] = await Promise.all([
    pagesRepo.findLiveListingStamps(ctx.db, tenant.id, offset, limit),
    pagesRepo.countLiveListings(ctx.db, tenant.id),
  ]);
  return { rows, total };
}
