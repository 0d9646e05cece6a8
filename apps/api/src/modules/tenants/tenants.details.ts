import { AppError, SITE_DETAILS_MESSAGES, type SiteDetailsFields } from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { diffFields, recordAudit } from '../audit';
import { canChangeSiteDetails } from './tenants.access';
import * as repo from './tenants.repository';
import { siteView, type TenantsContext } from './tenants.service';

const DETAIL_KEYS = ['name', 'defaultCurrency'] as const;

const unknownCurrency = () =>
  new AppError('VALIDATION_FAILED', SITE_DETAILS_MESSAGES.currencyUnknown, [
    { path: 'defaultCurrency', message: SITE_DETAILS_MESSAGES.currencyUnknown },
  ]);

/**
 * Renames the site and sets its default currency: one of its countries' currencies, or the one
 * it has (a site without countries can still be renamed). Answers the site as GET current does.
 */
export async function updateCurrentSite(
  ctx: TenantsContext,
  actor: Actor,
  tenant: Tenant,
  input: SiteDetailsFields,
) {
  authorize(actor, canChangeSiteDetails);
  // Read before the transaction: the embedded database has one connection.
  const currencies = await ctx.siteCurrencies(tenant);
  const { site, changed } = await inTransaction(ctx, async (tx) => {
    const before = await repo.findTenantLocked(tx.db, tenant.id);
    if (
      input.defaultCurrency !== before.defaultCurrency &&
      !currencies.includes(input.defaultCurrency)
    ) {
      throw unknownCurrency();
    }
    const changes = diffFields(before, input, DETAIL_KEYS);
    if (!changes) return { site: before, changed: false };
    const after = await repo.updateTenantDetails(tx.db, tenant.id, input);
    await recordAudit(tx.db, {
      tenantId: tenant.id,
      actor,
      ip: actor.ip ?? null,
      entity: 'site',
      entityId: tenant.slug,
      action: 'update',
      changes,
    });
    return { site: after, changed: true };
  });
  if (changed) ctx.siteChanged(site);
  return siteView(site);
}
