import { AppError, type LanguageCode } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import {
  findOwnListing,
  findVisibleListing,
  updateCompletion,
  type ListingParts,
  type ListingsChanged,
} from '../properties';
import { featureIn } from '../../lib/reference-words';
import {
  diffFields,
  recordAudit,
  recordAudits,
  type AuditChanges,
  type AuditEntry,
} from '../audit';
import { typeFeatureIds, typeName } from '../property-types';
import * as repo from './features.repository';
import type { BulkFeatures } from './features.schemas';

export interface FeaturesContext extends ModuleContext {
  listingsChanged: ListingsChanged;
  listingParts: ListingParts;
}

/** A listing's features in `language` (labels, the catalogue's descriptions). */
async function featuresIn(ctx: ModuleContext, propertyId: number, language: LanguageCode) {
  return (await repo.listPropertyFeatures(ctx.db, propertyId)).map((f) => featureIn(f, language));
}

/** A listing's features: for whoever may see the listing. */
export async function listFeatures(
  ctx: FeaturesContext,
  actor: Actor | null,
  tenant: Tenant,
  propertyId: string,
  language: LanguageCode,
) {
  const property = await findVisibleListing(ctx, actor, tenant, propertyId);
  return featuresIn(ctx, property.id, language);
}

/**
 * Adds features or updates their quantity and note (the listing's agent only). A feature must
 * be in the tenant's catalogue and, when the listing's type has a feature list, on that list.
 */
export async function addFeatures(
  ctx: FeaturesContext,
  actor: Actor,
  tenant: Tenant,
  propertyId: string,
  bulk: BulkFeatures,
  language: LanguageCode,
) {
  const property = await findOwnListing(ctx, actor, tenant, propertyId);
  const found = await repo.findFeatures(
    ctx.db,
    tenant.id,
    bulk.map((b) => b.featureId),
  );
  const byPublicId = new Map(found.map((f) => [f.publicId, f]));
  const missing = bulk.find((b) => !byPublicId.has(b.featureId));
  if (missing) throw new AppError('NOT_FOUND', `Feature not found: ${missing.featureId}`);
  const allowed = await typeFeatureIds(ctx, tenant, property.typeId);
  const notOffered = found.find((f) => allowed.size > 0 && !allowed.has(f.id));
  if (notOffered) {
    const type = (await typeName(ctx, tenant, property.typeId)) ?? 'this type';
    const message = `${notOffered.name} does not apply to ${type}`;
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'bulk', message }]);
  }
  await inTransaction(ctx, async (tx) => {
    const before = new Map(
      (await repo.listPropertyFeatures(tx.db, property.id)).map((f) => [f.publicId, f]),
    );
    await repo.upsertPropertyFeatures(
      tx.db,
      bulk.map((b) => ({
        propertyId: property.id,
        featureId: byPublicId.get(b.featureId)!.id,
        quantity: b.quantity,
        description: b.description ?? '',
      })),
    );
    await updateCompletion(tx, tenant, property.id);
    await auditFeatureChanges(tx, actor, tenant, property, before);
  });
  await ctx.listingsChanged(tenant.id);
  return featuresIn(ctx, property.id, language);
}

/** One audit row per feature of the listing that `before` lacks or that differs from it. */
async function auditFeatureChanges(
  tx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  property: { id: number; publicId: string },
  before: Map<string, Awaited<ReturnType<typeof repo.listPropertyFeatures>>[number]>,
) {
  for (const after of await repo.listPropertyFeatures(tx.db, property.id)) {
    const was = before.get(after.publicId);
    const changes = diffFields(was, after, ['name', 'quantity', 'description']);
    if (!changes) continue;
    await auditFeature(tx, actor, tenant, property.publicId, after.publicId, {
      action: was ? 'update' : 'add',
      changes: was ? { name: { before: was.name, after: after.name }, ...changes } : changes,
    });
  }
}

/**
 * Internal API for CSV imports: writes new listings' first features in the caller's transaction
 * (createListings' writeParts), with addFeatures' rule (a type with a feature list takes only
 * those) and its audit rows, in one statement each; the caller recomputes the completion and
 * announces the change. `allowed` keeps each type's list for the next batch. Answers, per
 * listing, the features written and the refused.
 */
export async function writeNewListingFeatures(
  tx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  made: {
    listing: { id: number; publicId: string; typeId: number };
    bulk: {
      feature: { id: number; publicId: string; name: string; description: string };
      quantity: number;
    }[];
  }[],
  allowed: Map<number, Promise<Set<number>>>,
): Promise<{ written: number; refused: string[] }[]> {
  const answers: { written: number; refused: string[] }[] = [];
  const rows: Parameters<typeof repo.upsertPropertyFeatures>[1] = [];
  const entries: AuditEntry[] = [];
  for (const { listing, bulk } of made) {
    if (!allowed.has(listing.typeId)) {
      allowed.set(listing.typeId, typeFeatureIds(tx, tenant, listing.typeId));
    }
    const offered = await allowed.get(listing.typeId)!;
    const fits = bulk.filter((b) => !offered.size || offered.has(b.feature.id));
    const refused = bulk.filter((b) => !fits.includes(b));
    const type = refused.length
      ? ((await typeName(tx, tenant, listing.typeId)) ?? 'this type')
      : '';
    answers.push({
      written: fits.length,
      refused: refused.map((b) => `${b.feature.name} does not apply to ${type}`),
    });
    // As addFeatures' entries (a new listing has none to compare with), in the features' order.
    const sorted = [...fits].sort((a, b) => (a.feature.name < b.feature.name ? -1 : 1));
    for (const { feature, quantity } of sorted) {
      const { name, description } = feature;
      rows.push({ propertyId: listing.id, featureId: feature.id, quantity, description: '' });
      entries.push(
        featureEntry(actor, tenant, listing.publicId, feature.publicId, {
          action: 'add',
          changes: diffFields(undefined, { name, quantity, description }, [
            'name',
            'quantity',
            'description',
          ]),
        }),
      );
    }
  }
  await repo.upsertPropertyFeatures(tx.db, rows);
  await recordAudits(tx.db, entries);
  return answers;
}

/** The audit entry of a change to a listing's feature. */
function featureEntry(
  actor: Actor,
  tenant: Tenant,
  propertyId: string,
  featureId: string,
  row: { action: 'add' | 'update' | 'remove'; changes: AuditChanges | null },
): AuditEntry {
  return {
    tenantId: tenant.id,
    actor,
    ip: actor.ip ?? null,
    entity: 'feature',
    entityId: featureId,
    propertyId,
    ...row,
  };
}

/** One audit row for a change to a listing's feature, in the change's transaction. */
function auditFeature(
  tx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  propertyId: string,
  featureId: string,
  row: { action: 'add' | 'update' | 'remove'; changes: AuditChanges | null },
) {
  return recordAudit(tx.db, featureEntry(actor, tenant, propertyId, featureId, row));
}

/** Removes one feature from a listing (its agent only). */
export async function removeFeature(
  ctx: FeaturesContext,
  actor: Actor,
  tenant: Tenant,
  propertyId: string,
  featurePublicId: string,
  language: LanguageCode,
) {
  const property = await findOwnListing(ctx, actor, tenant, propertyId);
  const [feature] = await repo.findFeatures(ctx.db, tenant.id, [featurePublicId]);
  if (!feature) throw new AppError('NOT_FOUND', 'Feature not found');
  await inTransaction(ctx, async (tx) => {
    const removed = await repo.removePropertyFeature(tx.db, property.id, feature.id);
    if (!removed) throw new AppError('NOT_FOUND', 'This listing does not have that feature');
    await auditFeature(tx, actor, tenant, property.publicId, feature.publicId, {
      action: 'remove',
      changes: { name: { before: feature.name, after: null } },
    });
    await updateCompletion(tx, tenant, property.id);
  });
  await ctx.listingsChanged(tenant.id);
  return featuresIn(ctx, property.id, language);
}
