import {
  AppError,
  SITE_ADDRESS_LIMITS,
  SITE_ADDRESS_MESSAGES,
  type PageRequest,
  type SiteAddressFields,
} from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { newPublicId } from '../../lib/ids';
import { toPage } from '../../lib/paging';
import { diffFields, recordAudit } from '../audit';
import { canManageSiteAddresses } from './tenants.access';
import * as repo from './tenants.addresses.repository';
import { findTenantBySlug } from './tenants.repository';
import { assertRemoved } from '../../lib/removed';

function addressView(row: repo.SiteAddressRow) {
  return {
    publicId: row.publicId,
    label: row.label,
    street: row.street,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    position: row.position,
  };
}

const AUDITED = [
  'label',
  'street',
  'city',
  'country',
  'phone',
  'email',
  'latitude',
  'longitude',
  'position',
] as const;
type Audited = Pick<repo.SiteAddressRow, (typeof AUDITED)[number]>;

/** One audit row for a write to an office, in the write's transaction. */
function auditOffice(
  tx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  action: 'create' | 'update' | 'delete',
  before: Audited | null,
  after: Audited | null,
) {
  return recordAudit(tx.db, {
    tenantId: tenant.id,
    actor,
    ip: actor.ip ?? null,
    entity: 'office',
    entityId: publicId,
    action,
    changes: diffFields(before, after, AUDITED),
  });
}

const tenantNotFound = () => new AppError('TENANT_NOT_FOUND', 'Tenant not found');
const addressNotFound = () => new AppError('NOT_FOUND', SITE_ADDRESS_MESSAGES.notFound);

/** The path's site must be the session's: another site's offices are not found. */
const isSessionSite = (tenant: Tenant, slug: string) => tenant.slug === slug.trim().toLowerCase();

/** A page of a site's offices by position: anyone may read them, no X-Tenant needed. */
export async function listSiteAddresses(
  ctx: ModuleContext,
  _actor: Actor | null,
  slug: string,
  paging: PageRequest,
) {
  const tenant = await findTenantBySlug(ctx.db, slug.trim().toLowerCase());
  if (!tenant) throw tenantNotFound();
  const { rows, total } = await repo.listAddresses(ctx.db, tenant.id, paging);
  return toPage(rows.map(addressView), total, paging);
}

export async function createSiteAddress(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  slug: string,
  input: SiteAddressFields,
) {
  authorize(actor, canManageSiteAddresses);
  if (!isSessionSite(tenant, slug)) throw tenantNotFound();
  const row = await inTransaction(ctx, async (tx) => {
    if ((await repo.countAddressesLocked(tx.db, tenant.id)) >= SITE_ADDRESS_LIMITS.perSite) {
      throw new AppError('CONFLICT', SITE_ADDRESS_MESSAGES.tooMany);
    }
    const inserted = await repo.insertAddress(tx.db, tenant.id, {
      ...input,
      publicId: newPublicId(),
    });
    await auditOffice(tx, actor, tenant, inserted.publicId, 'create', null, inserted);
    return inserted;
  });
  return addressView(row);
}

async function findManagedAddress(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  slug: string,
  id: string,
) {
  authorize(actor, canManageSiteAddresses);
  const row = isSessionSite(tenant, slug)
    ? await repo.findAddress(ctx.db, tenant.id, id)
    : undefined;
  if (!row) throw addressNotFound();
  return row;
}

/** Replaces an office's fields. */
export async function updateSiteAddress(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  slug: string,
  id: string,
  input: SiteAddressFields,
) {
  const address = await findManagedAddress(ctx, actor, tenant, slug, id);
  const row = await inTransaction(ctx, async (tx) => {
    const updated = await repo.updateAddress(tx.db, tenant.id, address.id, input);
    await auditOffice(tx, actor, tenant, address.publicId, 'update', address, updated);
    return updated;
  });
  return addressView(row);
}

export async function deleteSiteAddress(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  slug: string,
  id: string,
) {
  const address = await findManagedAddress(ctx, actor, tenant, slug, id);
  await inTransaction(ctx, async (tx) => {
    const removed = await repo.deleteAddress(tx.db, tenant.id, address.id);
    assertRemoved(removed, SITE_ADDRESS_MESSAGES.notFound);
    await auditOffice(tx, actor, tenant, address.publicId, 'delete', address, null);
  });
}

/** Adds an office without an access check: for the demo seed only, never with request input. */
export async function addSiteAddress(ctx: ModuleContext, tenant: Tenant, input: SiteAddressFields) {
  return addressView(
    await repo.insertAddress(ctx.db, tenant.id, { ...input, publicId: newPublicId() }),
  );
}
