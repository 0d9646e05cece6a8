import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  type BannerFields,
  type BannerOrder,
  type BannerType,
  type PageRequest,
} from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Storage } from '../../infra/storage';
import type { Tenant } from '../../infra/tenant';
import { newPublicId } from '../../lib/ids';
import { toPage } from '../../lib/paging';
import { diffFields, recordAudit } from '../audit';
import { deleteKeys, photoView } from '../images';
import { BANNER_NOT_FOUND, canManageBanners } from './banners.access';
import * as repo from './banners.repository';
import type { BannerView } from './banners.schemas';
import { assertRemoved } from '../../lib/removed';

export interface BannersContext extends ModuleContext {
  storage: Storage;
  log: FastifyBaseLogger;
}

const isLive = (row: repo.BannerRow, now: Date) =>
  row.image !== null &&
  (row.startsAt === null || row.startsAt <= now) &&
  (row.endsAt === null || row.endsAt >= now);

function bannerView(row: repo.BannerRow, now: Date): BannerView {
  const image = row.image ? photoView(row.image) : null;
  return {
    publicId: row.publicId,
    type: row.type,
    title: row.title,
    subtitle: row.subtitle,
    linkUrl: row.linkUrl,
    position: row.position,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    image,
    image_url: image?.variants.card ?? null,
    live: isLive(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const storedFields = (input: BannerFields): repo.BannerFields => ({
  type: input.type,
  title: input.title,
  subtitle: input.subtitle,
  linkUrl: input.linkUrl,
  position: input.position,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
});

const AUDITED = ['type', 'title', 'subtitle', 'linkUrl', 'position', 'startsAt', 'endsAt'] as const;

/** One audit row for a write to a banner, in the write's transaction. */
function auditBanner(
  tx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  action: 'create' | 'update' | 'delete',
  before: repo.BannerFields | null,
  after: repo.BannerFields | null,
) {
  return recordAudit(tx.db, {
    tenantId: tenant.id,
    actor,
    ip: actor.ip ?? null,
    entity: 'banner',
    entityId: publicId,
    action,
    changes: diffFields(before, after, AUDITED),
  });
}

export async function readBanner(ctx: ModuleContext, tenant: Tenant, publicId: string) {
  const row = await repo.findBanner(ctx.db, tenant.id, publicId);
  if (!row) throw new AppError('NOT_FOUND', BANNER_NOT_FOUND);
  return bannerView(row, new Date());
}

/** The banner, once the caller may manage it (staff of the site); 404 for an unknown id. */
export async function findManagedBanner(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
) {
  authorize(actor, canManageBanners);
  const row = await repo.findBanner(ctx.db, tenant.id, id);
  if (!row) throw new AppError('NOT_FOUND', BANNER_NOT_FOUND);
  return row;
}

/** A page of the banners of a type shown now: anyone may read them. */
export async function listLiveBanners(
  ctx: ModuleContext,
  _actor: Actor | null,
  tenant: Tenant,
  type: BannerType,
  page: PageRequest,
) {
  // One clock for the filter and the live flag, so a page never disagrees with itself.
  const now = new Date();
  const { rows, total } = await repo.listLiveBanners(ctx.db, tenant.id, type, now, page);
  return toPage(
    rows.map((row) => bannerView(row, now)),
    total,
    page,
  );
}

/** A page of every banner of the site, whatever its schedule or image: staff only. */
export async function listAllBanners(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  page: PageRequest,
) {
  authorize(actor, canManageBanners);
  const now = new Date();
  const { rows, total } = await repo.listAllBanners(ctx.db, tenant.id, page);
  return toPage(
    rows.map((row) => bannerView(row, now)),
    total,
    page,
  );
}

export async function createBanner(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  input: BannerFields,
) {
  authorize(actor, canManageBanners);
  const row = await inTransaction(ctx, async (tx) => {
    const inserted = await repo.insertBanner(tx.db, tenant.id, {
      ...storedFields(input),
      publicId: newPublicId(),
    });
    await auditBanner(tx, actor, tenant, inserted.publicId, 'create', null, inserted);
    return inserted;
  });
  return bannerView(row, new Date());
}

/** Replaces a banner's fields; its image stays. */
export async function updateBanner(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
  input: BannerFields,
) {
  const banner = await findManagedBanner(ctx, actor, tenant, id);
  await inTransaction(ctx, async (tx) => {
    const fields = storedFields(input);
    await repo.updateBanner(tx.db, tenant.id, banner.id, fields);
    await auditBanner(tx, actor, tenant, banner.publicId, 'update', banner, fields);
  });
  return readBanner(ctx, tenant, banner.publicId);
}

/**
 * Deletes a banner: its image files first, so when storage cannot remove them the banner stays
 * ('Could not delete image') and the delete can be retried.
 */
export async function deleteBanner(ctx: BannersContext, actor: Actor, tenant: Tenant, id: string) {
  const banner = await findManagedBanner(ctx, actor, tenant, id);
  if (banner.image) await deleteKeys(ctx.storage, banner.image.storageKeys);
  await inTransaction(ctx, async (tx) => {
    assertRemoved(await repo.deleteBanner(tx.db, tenant.id, banner.id), BANNER_NOT_FOUND);
    await auditBanner(tx, actor, tenant, banner.publicId, 'delete', banner, null);
  });
}

/** The site's banners of one type changed since the moderator's list was read. */
const BANNER_ORDER_STALE =
  'The banners changed since this list was read: reload the page and order them again';

/**
 * Puts every banner of a type in the given order (positions 0, 1, 2...) in one transaction, with
 * an audit row for each banner that moved. The list must name exactly the type's banners: one
 * added or deleted meanwhile answers 409, so a stale screen never drops a banner from the order.
 */
export async function reorderBanners(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  input: BannerOrder,
) {
  authorize(actor, canManageBanners);
  const rows = await inTransaction(ctx, async (tx) => {
    const current = await repo.lockBannersOfType(tx.db, tenant.id, input.type);
    const byId = new Map(current.map((row) => [row.publicId, row]));
    if (current.length !== input.ids.length || input.ids.some((id) => !byId.has(id))) {
      throw new AppError('CONFLICT', BANNER_ORDER_STALE);
    }
    const ordered = input.ids.map((id) => byId.get(id)!);
    for (const [position, row] of ordered.entries()) {
      if (row.position === position) continue;
      await repo.setBannerPosition(tx.db, tenant.id, row.id, position);
      await auditBanner(tx, actor, tenant, row.publicId, 'update', row, { ...row, position });
    }
    return repo.lockBannersOfType(tx.db, tenant.id, input.type);
  });
  const now = new Date();
  return rows.map((row) => bannerView(row, now));
}
