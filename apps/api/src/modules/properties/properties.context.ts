import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  Generations,
  PrivateResponses,
  PublicResponses,
  type AnswerCaches,
} from '../../infra/answer-cache';
import type { ModuleContext } from '../../infra/context';
import type { Database, DatabaseHandle } from '../../infra/db';
import type { Tenant } from '../../infra/tenant';
import { ViewBuffer } from '../property-view-counts';
import { ReferenceCache } from './properties.references';
import { SharedVersions } from './properties.versions';
import { addViews } from './properties.view-counts.repository';

/**
 * Deletes the files of a listing's images (or of its units' photos) before the listing goes;
 * throws 'Could not delete image' when storage cannot.
 */
export type DeleteListingImages = (
  tenant: Tenant,
  listing: { id: number; publicId: string },
) => Promise<void>;

export interface PropertiesContext extends ModuleContext {
  /** Await after any write to a tenant's listings: clears the caches here and in other processes. */
  changed(tenantId: number): Promise<void>;
  /** Moves whenever the tenant's listings change (see Generations). */
  generation(tenantId: number): number;
  /** Await before a read from the caches: other processes' writes older than a second show. */
  caughtUp(tenantId: number): Promise<void> | undefined;
  /** The listings' generations, which every cache of something derived from listings keys on. */
  generations: Generations;
  views: ViewBuffer;
  /** The listing reads' answers (anonymous and signed-in), with their ETags. */
  answers: AnswerCaches;
  references: ReferenceCache;
  /** The images module's part of deleting a listing (injected: images build on listings). */
  deleteListingImages: DeleteListingImages;
  /** The units module's part (injected: units build on listings). */
  deleteListingUnitFiles: DeleteListingImages;
  listingParts: ListingParts;
  /**
   * After listings were created or saved (committed): the duplicate check (injected: it reads
   * the listings and their photos from above).
   */
  listingsSaved: ListingsSaved;
  /**
   * A read of a live listing's page that counts (not its agent's nor the staff's), answered or
   * served from the caches: the visit is counted from above (listing-performance, injected).
   */
  listingVisited: ListingVisited;
  /**
   * Whether the site marks its photos now (the images module's watermark, injected): the listing
   * answers then carry the marked full-size variant in place of each original's address. Read
   * once per generation of the site's listings (a re-render moves it).
   */
  photosMarked(tenantId: number, db: Database): Promise<boolean>;
}

/** A counted read of a listing's page, with the request it answered. */
export type ListingVisited = (req: FastifyRequest, listingId: number) => void;

/**
 * Told which listings were created (`created`: they have no photos yet) or saved, once their
 * writes are committed.
 */
export type ListingsSaved = (
  tenant: Tenant,
  listingIds: number[],
  created: boolean,
) => Promise<void>;

/**
 * A listing's feature and photo rows, which the features and images modules own (injected in
 * modules/index.ts: both build on listings). `db` may be a transaction.
 */
export interface ListingParts {
  count(
    db: Database,
    tenantId: number,
    listingId: number,
  ): Promise<{ featureCount: number; imageCount: number }>;
  /**
   * Removes them before the listing's own row goes, answering the file keys of photos still
   * there: an upload that came in after the delete had removed the files it knew of.
   */
  remove(db: Database, tenantId: number, listingId: number): Promise<string[]>;
  /** Removes those files once the listing's delete is committed (best effort). */
  discardFiles(keys: string[]): Promise<void>;
}

/** The listings' caches and counters: one per app, built when the app starts. */
export function createPropertiesContext(deps: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** Memory for signed-in callers' answers (0: none kept). */
  signedInCacheBytes: number;
  deleteListingImages: DeleteListingImages;
  deleteListingUnitFiles: DeleteListingImages;
  listingParts: ListingParts;
  listingsSaved: ListingsSaved;
  listingVisited: ListingVisited;
  photosMarked: (tenantId: number, db: Database) => Promise<boolean>;
}): PropertiesContext {
  const { db } = deps.database;
  // PGlite opens in one process only: there are no other processes to hear from.
  let shared: SharedVersions | undefined;
  const generations = new Generations((tenantId) => shared?.check(tenantId));
  if (deps.database.kind === 'postgres') {
    shared = new SharedVersions(db, (tenantId) => generations.bump(tenantId), deps.log);
  }
  const views = new ViewBuffer((counts) => addViews(db, counts), deps.log);
  return {
    db,
    changed: async (tenantId) => {
      generations.bump(tenantId);
      await shared?.publish(tenantId);
    },
    generation: (tenantId) => generations.of(tenantId),
    caughtUp: (tenantId) => generations.caughtUp(tenantId),
    generations,
    views,
    answers: {
      public: new PublicResponses(generations),
      private: new PrivateResponses(generations, deps.signedInCacheBytes),
      caughtUp: (tenantId) => generations.caughtUp(tenantId),
      count: (propertyId, req) => {
        views.record(propertyId);
        deps.listingVisited(req, propertyId);
      },
    },
    references: new ReferenceCache(db),
    deleteListingImages: deps.deleteListingImages,
    deleteListingUnitFiles: deps.deleteListingUnitFiles,
    listingParts: deps.listingParts,
    listingsSaved: deps.listingsSaved,
    listingVisited: deps.listingVisited,
    photosMarked: perGeneration(generations, deps.photosMarked),
  };
}

/** A per-site read kept until the site's listings change (their generation moves). */
function perGeneration<T>(
  generations: Generations,
  read: (tenantId: number, db: Database) => Promise<T>,
): (tenantId: number, db: Database) => Promise<T> {
  const kept = new Map<number, { generation: number; value: Promise<T> }>();
  // `db` is the caller's: inside a transaction, PGlite's one connection is the transaction's.
  return (tenantId, db) => {
    const generation = generations.of(tenantId);
    const hit = kept.get(tenantId);
    if (hit && hit.generation === generation) return hit.value;
    const value = read(tenantId, db);
    kept.set(tenantId, { generation, value });
    // A failed read is not kept: the next one tries again.
    value.catch(() => kept.delete(tenantId));
    return value;
  };
}
