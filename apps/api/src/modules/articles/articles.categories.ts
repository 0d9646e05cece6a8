import { AppError, ARTICLE_MESSAGES, type LanguageCode, type PageRequest } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { newPublicId } from '../../lib/ids';
import { toPage } from '../../lib/paging';
import { categoryIn, type ReferenceWords } from '../../lib/reference-words';
import * as repo from './articles.categories.repository';

/**
 * The categories every site's blog starts with (migration 0012 gave them to the sites of that
 * day), with their names in French and Arabic.
 */
const ARTICLE_CATEGORIES: Record<string, ReferenceWords> = {
  Buying: { fr: { name: 'Achat' }, ar: { name: 'الشراء' } },
  Renting: { fr: { name: 'Location' }, ar: { name: 'الإيجار' } },
  'Market news': { fr: { name: 'Actualités du marché' }, ar: { name: 'أخبار السوق' } },
  Guides: { fr: { name: 'Guides' }, ar: { name: 'أدلة' } },
};

/** A page of the site's article categories by name: reference data anyone may read. */
export async function listArticleCategories(
  ctx: ModuleContext,
  _actor: Actor | null,
  tenant: Tenant,
  paging: PageRequest,
  language: LanguageCode,
) {
  const { rows, total } = await repo.listCategories(ctx.db, tenant.id, paging);
  return toPage(
    rows.map((row) => categoryIn(row, language)),
    total,
    paging,
  );
}

export async function getArticleCategory(
  ctx: ModuleContext,
  _actor: Actor | null,
  tenant: Tenant,
  publicId: string,
  language: LanguageCode,
) {
  const category = await repo.findCategory(ctx.db, tenant.id, publicId);
  if (!category) throw new AppError('NOT_FOUND', ARTICLE_MESSAGES.categoryNotFound);
  return categoryIn(category, language);
}

/** Gives a site the article categories it lacks (reference data seeding). Idempotent. */
export async function seedArticleCategories(ctx: ModuleContext, tenant: Tenant) {
  await repo.insertCategories(
    ctx.db,
    tenant.id,
    Object.entries(ARTICLE_CATEGORIES).map(([name, translations]) => ({
      publicId: newPublicId(),
      name,
      translations,
    })),
  );
}
