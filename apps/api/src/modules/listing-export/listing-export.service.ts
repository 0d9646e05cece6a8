import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { AppError } from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import { inSiteScope } from '../../infra/data-scope';
import type { Tenant } from '../../infra/tenant';
import { agentUserId } from '../agents';
import { canExportAgency, canExportListings } from './listing-export.access';
import { CSV_HEADER, listingRow } from './listing-export.csv';
import * as repo from './listing-export.repository';
import type { ExportListingsQuery } from './listing-export.schemas';

export interface ListingExportContext extends ModuleContext {
  /** The site's address, which makes stored photo addresses (`/files/...`) absolute. */
  publicUrl: string;
}

/** Listings read from the database at a time while the file streams out. */
const EXPORT_PAGE_SIZE = 100;

/** The agent whose listings the caller exports: their own, or for staff the one they name. */
async function exportedAgent(
  ctx: ListingExportContext,
  actor: Actor,
  tenant: Tenant,
  agentId: string | undefined,
): Promise<number> {
  if (agentId === undefined || agentId === actor.publicId) {
    if (actor.agentId) return actor.userId;
    throw new AppError('VALIDATION_FAILED', 'Name the agent whose listings to export', [
      { path: 'agentId', message: 'Required' },
    ]);
  }
  authorize(actor, canExportAgency, { agentId });
  return agentUserId(ctx, tenant, agentId);
}

/** The file's name: listings-<site>-<YYYY-MM-DD>.csv, the date in UTC. */
const exportFileName = (tenant: Tenant, now: Date) =>
  `listings-${tenant.slug}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * An agent's listings as the listing CSV (docs/listing-csv.md), every state included: all of
 * them, or those named in `ids`. Checks access and the selection before the first byte, then
 * streams the rows, reading EXPORT_PAGE_SIZE listings at a time.
 */
export async function exportListings(
  ctx: ListingExportContext,
  actor: Actor,
  tenant: Tenant,
  query: ExportListingsQuery,
): Promise<{ fileName: string; csv: Readable }> {
  authorize(actor, canExportListings);
  const userId = await exportedAgent(ctx, actor, tenant, query.agentId);
  const scope: repo.ExportScope = { tenantId: tenant.id, userId, publicIds: query.ids };
  if (query.ids) {
    const own = await repo.ownPublicIds(ctx.db, { ...scope, publicIds: query.ids });
    const missing = query.ids.filter((id) => !own.has(id));
    if (missing.length) {
      throw new AppError(
        'NOT_FOUND',
        'Some of the chosen listings do not exist or are not this agent’s',
        missing.map((id) => ({ path: 'ids', message: id })),
      );
    }
  }
  const rows = async function* () {
    let after = 0;
    for (;;) {
      // The stream reads on after the handler returned: keep to the site's rows.
      const page = await inSiteScope(tenant.id, () =>
        repo.listingPage(ctx.db, scope, after, EXPORT_PAGE_SIZE),
      );
      if (!page.length) return;
      const photos = await inSiteScope(tenant.id, () =>
        repo.listingPhotos(
          ctx.db,
          tenant.id,
          page.map((listing) => listing.id),
        ),
      );
      for (const listing of page) {
        const own = photos.filter((photo) => photo.listingId === listing.id);
        yield listingRow(listing, own, ctx.publicUrl);
      }
      if (page.length < EXPORT_PAGE_SIZE) return;
      after = page.at(-1)!.id;
    }
  };
  const csv = stringify({
    header: true,
    columns: CSV_HEADER,
    bom: true,
    record_delimiter: 'windows',
  });
  // A failure half way (the database gone) ends the download broken rather than hanging it.
  pipeline(Readable.from(rows()), csv, () => undefined);
  return { fileName: exportFileName(tenant, new Date()), csv };
}
