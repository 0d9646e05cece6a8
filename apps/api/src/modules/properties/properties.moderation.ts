import { AppError, type PageRequest } from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import type { Tenant } from '../../infra/tenant';
import { canModerate } from './properties.access';
import type { PropertiesContext } from './properties.context';
import * as repo from './properties.repository';
import type { MODERATION_STATES } from './properties.schemas';
import { listingPage } from './properties.search';
import { onePropertyView } from './properties.view';

/** Listings under review and not archived, oldest change first. */
export function reviewQueue(
  ctx: PropertiesContext,
  actor: Actor,
  tenant: Tenant,
  { state, ...paging }: PageRequest & { state: (typeof MODERATION_STATES)[number] },
) {
  authorize(actor, canModerate);
  return listingPage(
    ctx,
    tenant,
    {
      publicOnly: false,
      published: 'REVIEW',
      archived: false,
      ...(state !== 'ALL' && { rejected: state === 'REJECTED' }),
    },
    paging,
    { key: 'updatedAt', direction: 'asc' },
  );
}

async function setStatus(
  ctx: PropertiesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  changes: { published: 'REVIEW' | 'APPROVED'; rejectionReason: string | null },
) {
  authorize(actor, canModerate);
  const current = await repo.findPropertyRow(ctx.db, tenant.id, publicId);
  if (!current) throw new AppError('NOT_FOUND', 'Property not found');
  await repo.updateProperty(ctx.db, tenant.id, current.id, changes);
  await ctx.changed(tenant.id);
  const row = await repo.findPropertyDetail(ctx.db, tenant.id, publicId);
  return onePropertyView(ctx, tenant, row!);
}

export function approveProperty(
  ctx: PropertiesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  return setStatus(ctx, actor, tenant, publicId, { published: 'APPROVED', rejectionReason: null });
}

/** Back to the agent with a reason; an approved listing is taken off the public site too. */
export function rejectProperty(
  ctx: PropertiesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  reason: string,
) {
  return setStatus(ctx, actor, tenant, publicId, { published: 'REVIEW', rejectionReason: reason });
}
