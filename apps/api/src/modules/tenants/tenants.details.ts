import {
  AppError,
  SITE_DETAILS_MESSAGES,
  type SiteDetailsFields,
  type SiteLanguagesFields,
} from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { diffFields, recordAudit } from '../audit';
import { canChangeSiteDetails, canChangeSiteLanguages } from './tenants.access';
import * as repo from './tenants.repository';
import { siteView, type TenantsContext } from './tenants.service';

const DETAIL_KEYS = ['name', 'defaultCurrency'] as const;
const LANGUAGE_KEYS = ['defaultLanguage', 'languages'] as const;

const unknownCurrency = () =>
  new AppError('VALIDATION_FAILED', SITE_DETAILS_MESSAGES.currencyUnknown, [
    { path: 'defaultCurrency', message: SITE_DETAILS_MESSAGES.currencyUnknown },
  ]);

/**
 * Writes some of the site's own columns under the row's lock, so two admins saving at once
 * queue and the second writes over the first (each answer is the site as that save left it);
 * audits what changed and tells the caches. `check` sees the row as it is before the change.
 */
async function changeSite<K extends (typeof DETAIL_KEYS)[number] | (typeof LANGUAGE_KEYS)[number]>(
  ctx: TenantsContext,
  actor: Actor,
  tenant: Tenant,
  keys: readonly K[],
  values: Pick<repo.SiteChanges, K>,
  check: (before: Tenant) => void = () => {},
) {
  const { site, changed } = await inTransaction(ctx, async (tx) => {
    const before = await repo.findTenantLocked(tx.db, tenant.id);
    check(before);
    const changes = diffFields(before, values, keys);
    if (!changes) return { site: before, changed: false };
    const after = await repo.updateTenantDetails(tx.db, tenant.id, values);
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
  return changeSite(ctx, actor, tenant, DETAIL_KEYS, input, (before) => {
    if (
      input.defaultCurrency !== before.defaultCurrency &&
      !currencies.includes(input.defaultCurrency)
    ) {
      throw unknownCurrency();
    }
  });
}

/**
 * Sets the site's default language and the languages it offers (the body's schema has checked
 * the codes, the list and that the default is in it). Accounts keep a language the site stops
 * offering; they are answered the site's default instead (the users module's effective language).
 */
export async function updateSiteLanguages(
  ctx: TenantsContext,
  actor: Actor,
  tenant: Tenant,
  input: SiteLanguagesFields,
) {
  authorize(actor, canChangeSiteLanguages);
  return changeSite(ctx, actor, tenant, LANGUAGE_KEYS, input);
}
