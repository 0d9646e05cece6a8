import { AppError } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { Database } from '../../infra/db';
import type { Tenant } from '../../infra/tenant';
import { assertOwner, assertVisible } from '../properties/properties.access';
import type { PropertiesContext } from '../properties/properties.context';
import {
  findPropertyRow,
  findTypeNameById,
  typeFeatureIds,
} from '../properties/properties.repository';
import { refreshCompletion } from '../properties/properties.service';
import * as repo from './features.repository';
import type { BulkFeatures } from './features.schemas';

export async function listFeatures(
  ctx: PropertiesContext,
  actor: Actor | null,
  tenant: Tenant,
  propertyId: string,
) {
  const property = assertVisible(actor, await findPropertyRow(ctx.db, tenant.id, propertyId));
  return repo.listPropertyFeatures(ctx.db, property.id);
}

/**
 * Adds features or updates their quantity and note. A feature must be in the tenant's
 * catalogue and, when the listing's type has a feature list, on that list.
 */
export async function addFeatures(
  ctx: PropertiesContext,
  actor: Actor,
  tenant: Tenant,
  propertyId: string,
  bulk: BulkFeatures,
) {
  const property = assertOwner(actor, await findPropertyRow(ctx.db, tenant.id, propertyId));
  const found = await repo.findFeatures(
    ctx.db,
    tenant.id,
    bulk.map((b) => b.featureId),
  );
  const byPublicId = new Map(found.map((f) => [f.publicId, f]));
  const missing = bulk.find((b) => !byPublicId.has(b.featureId));
  if (missing) throw new AppError('NOT_FOUND', `Feature not found: ${missing.featureId}`);

  const allowed = await typeFeatureIds(ctx.db, property.typeId);
  const notOffered = found.find((f) => allowed.size > 0 && !allowed.has(f.id));
  if (notOffered) {
    const type = (await findTypeNameById(ctx.db, tenant.id, property.typeId)) ?? 'this type';
    const message = `${notOffered.name} does not apply to ${type}`;
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'bulk', message }]);
  }
  await ctx.db.transaction(async (tx) => {
    const t = tx as Database;
    await repo.upsertPropertyFeatures(
      t,
      bulk.map((b) => ({
        propertyId: property.id,
        featureId: byPublicId.get(b.featureId)!.id,
        quantity: b.quantity,
        description: b.description ?? '',
      })),
    );
    await refreshCompletion(t, tenant.id, property.id);
  });
  await ctx.changed(tenant.id);
  return repo.listPropertyFeatures(ctx.db, property.id);
}

export async function removeFeature(
  ctx: PropertiesContext,
  actor: Actor,
  tenant: Tenant,
  propertyId: string,
  featurePublicId: string,
) {
  const property = assertOwner(actor, await findPropertyRow(ctx.db, tenant.id, propertyId));
  const [feature] = await repo.findFeatures(ctx.db, tenant.id, [featurePublicId]);
  if (!feature) throw new AppError('NOT_FOUND', 'Feature not found');
  await ctx.db.transaction(async (tx) => {
    const t = tx as Database;
    const removed = await repo.removePropertyFeature(t, property.id, feature.id);
    if (!removed) throw new AppError('NOT_FOUND', 'This listing does not have that feature');
    await refreshCompletion(t, tenant.id, property.id);
  });
  await ctx.changed(tenant.id);
  return repo.listPropertyFeatures(ctx.db, property.id);
}
