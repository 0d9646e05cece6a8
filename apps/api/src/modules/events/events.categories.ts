import { AppError, type PageRequest } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { newPublicId } from '../../lib/ids';
import { toPage } from '../../lib/paging';
import * as repo from './events.repository';

/** The categories every site starts with (migration 0008 gave them to the sites of that day). */
const EVENT_CATEGORY_NAMES = [
  'Open house',
  'Auction',
  'Workshop',
  'Networking',
  'Webinar',
  'Property launch',
] as const;

/** A page of the site's event categories by name: reference data anyone may read. */
export async function listEventCategories(
  ctx: ModuleContext,
  _actor: Actor | null,
  tenant: Tenant,
  paging: PageRequest,
) {
  const { rows, total } = await repo.listCategories(ctx.db, tenant.id, paging.offset, paging.size);
  return toPage(rows, total, paging);
}

export async function getEventCategory(
  ctx: ModuleContext,
  _actor: Actor | null,
  tenant: Tenant,
  publicId: string,
) {
  const category = await repo.findCategory(ctx.db, tenant.id, publicId);
  if (!category) throw new AppError('NOT_FOUND', 'Event category not found');
  return category;
}

/** Gives a site the categories it lacks (reference data seeding). Idempotent. */
export async function seedEventCategories(ctx: ModuleContext, tenant: Tenant) {
  await repo.insertCategories(
    ctx.db,
    tenant.id,
    EVENT_CATEGORY_NAMES.map((name) => ({ publicId: newPublicId(), name })),
  );
}
