import { AppError, type LanguageCode, type PageRequest } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { newPublicId } from '../../lib/ids';
import { toPage } from '../../lib/paging';
import { categoryIn, type ReferenceWords } from '../../lib/reference-words';
import * as repo from './events.references.repository';

/**
 * The categories every site starts with (migration 0008 gave them to the sites of that day), with
 * their names in French and Arabic.
 */
const EVENT_CATEGORIES: Record<string, ReferenceWords> = {
  'Open house': { fr: { name: 'Portes ouvertes' }, ar: { name: 'يوم مفتوح' } },
  Auction: { fr: { name: 'Vente aux enchères' }, ar: { name: 'مزاد' } },
  Workshop: { fr: { name: 'Atelier' }, ar: { name: 'ورشة عمل' } },
  Networking: { fr: { name: 'Réseautage' }, ar: { name: 'تواصل مهني' } },
  Webinar: { fr: { name: 'Webinaire' }, ar: { name: 'ندوة عبر الإنترنت' } },
  'Property launch': { fr: { name: 'Lancement immobilier' }, ar: { name: 'إطلاق مشروع عقاري' } },
};

/** A page of the site's event categories by name: reference data anyone may read. */
export async function listEventCategories(
  ctx: ModuleContext,
  _actor: Actor | null,
  tenant: Tenant,
  paging: PageRequest,
  language: LanguageCode,
) {
  const { rows, total } = await repo.listCategories(ctx.db, tenant.id, paging.offset, paging.size);
  return toPage(
    rows.map((row) => categoryIn(row, language)),
    total,
    paging,
  );
}

export async function getEventCategory(
  ctx: ModuleContext,
  _actor: Actor | null,
  tenant: Tenant,
  publicId: string,
  language: LanguageCode,
) {
  const category = await repo.findCategory(ctx.db, tenant.id, publicId);
  if (!category) throw new AppError('NOT_FOUND', 'Event category not found');
  return categoryIn(category, language);
}

/** Gives a site the categories it lacks (reference data seeding). Idempotent. */
export async function seedEventCategories(ctx: ModuleContext, tenant: Tenant) {
  await repo.insertCategories(
    ctx.db,
    tenant.id,
    Object.entries(EVENT_CATEGORIES).map(([name, translations]) => ({
      publicId: newPublicId(),
      name,
      translations,
    })),
  );
}
