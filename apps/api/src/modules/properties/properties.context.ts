import type { FastifyBaseLogger } from 'fastify';
import type { ModuleContext } from '../../infra/context';
import type { DatabaseHandle } from '../../infra/db';
import type { Tenant } from '../../infra/tenant';
import { VocabularyCache } from './properties.ai-search';
import {
  Generations,
  PageBoundaries,
  PrivateResponses,
  PublicResponses,
  TotalsCache,
} from './properties.caches';
import { ReferenceCache } from './properties.references';
import { SharedVersions } from './properties.versions';
import { ViewBuffer } from './properties.views';
import { ListingCursors } from './properties.cursor';
import { addViews } from './properties.views.repository';
import type { NoticesContext } from '../notices';
import type { ModerationLinks } from './properties.moderation.notices';

/**
 * Deletes the files of a listing's images (or of its units' photos) before the listing goes;
 * throws 'Could not delete image' when storage cannot.
 */
export type DeleteListingImages = (tenant: Tenant, listingId: number) => Promise<void>;

export interface PropertiesContext extends ModuleContext {
  /** Await after any write to a tenant's listings: clears the caches here and in other processes. */
  changed(tenantId: number): Promise<void>;
  /** Moves whenever the tenant's listings change (see Generations). */
  generation(tenantId: number): number;
  /** Await before a read from the caches: other processes' writes older than a second show. */
  caughtUp(tenantId: number): Promise<void> | undefined;
  views: ViewBuffer;
  totals: TotalsCache;
  pages: PageBoundaries;
  responses: PublicResponses;
  /** Signed-in callers' answers, each caller's their own. */
  privateResponses: PrivateResponses;
  references: ReferenceCache;
  vocabulary: VocabularyCache;
  /** Makes and reads the dashboard search's keyset cursors. */
  cursors: ListingCursors;
  /** The images module's part of deleting a listing (injected: images build on listings). */
  deleteListingImages: DeleteListingImages;
  /** The units module's part (injected: units build on listings). */
  deleteListingUnitFiles: DeleteListingImages;
  /** Where approving and rejecting queue the agent's emails. */
  notices: NoticesContext;
  links: ModerationLinks;
}

/** The listings' caches and counters: one per app, built when the app starts. */
export function createPropertiesContext(deps: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** The token secret, from which the cursors' signing key is derived. */
  secret: Uint8Array;
  /** Memory for signed-in callers' answers (0: none kept). */
  signedInCacheBytes: number;
  deleteListingImages: DeleteListingImages;
  deleteListingUnitFiles: DeleteListingImages;
  notices: NoticesContext;
  links: ModerationLinks;
}): PropertiesContext {
  const { db } = deps.database;
  // PGlite opens in one process only: there are no other processes to hear from.
  let shared: SharedVersions | undefined;
  const generations = new Generations((tenantId) => shared?.check(tenantId));
  if (deps.database.kind === 'postgres') {
    shared = new SharedVersions(db, (tenantId) => generations.bump(tenantId), deps.log);
  }
  return {
    db,
    changed: async (tenantId) => {
      generations.bump(tenantId);
      await shared?.publish(tenantId);
    },
    generation: (tenantId) => generations.of(tenantId),
    caughtUp: (tenantId) => generations.caughtUp(tenantId),
    views: new ViewBuffer((counts) => addViews(db, counts), deps.log),
    totals: new TotalsCache(generations),
    pages: new PageBoundaries(generations),
    responses: new PublicResponses(generations),
    privateResponses: new PrivateResponses(generations, deps.signedInCacheBytes),
    references: new ReferenceCache(db),
    vocabulary: new VocabularyCache(db),
    cursors: new ListingCursors(deps.secret),
    deleteListingImages: deps.deleteListingImages,
    deleteListingUnitFiles: deps.deleteListingUnitFiles,
    notices: deps.notices,
    links: deps.links,
  };
}
