import { AppError, ARTICLE_MESSAGES, type PageRequest } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { newPublicId } from '../../lib/ids';
import { toPage } from '../../lib/paging';
import * as repo from './articles.categories.repository';

/** The categories every site's blog starts with (migration 0012 gave them to the sites of that day). */
const ARTICLE_CATEGORY_NAMES = ['Buying', 'Renting', 'Market news', 'Guides'] as const;

/** A page of the site's article categories by name: reference data anyone may read. */
export async function listArticleCategories(
  ctx: ModuleContext,
  _actor: Actor | null,
  tenant: Tenant,
  paging: PageRequest,
) {
  const { rows, total } = await repo.listCategories(ctx.db, tenant.id, paging);
  return toPage(rows, total, paging);
}

export async function getArticleCategory(
  ctx: ModuleContext,
  _actor: Actor | null,
  tenant: Tenant,
  publicId: string,
) {
  const category = await repo.findCategory(ctx.db, tenant.id, publicId);
  if (!category) throw new AppError('NOT_FOUND', ARTICLE_MESSAGES.categoryNotFound);
  return { publicId: category.publicId, name: category.name };
}

/** Gives a site the article categories it lacks (reference data seeding). Idempotent. */
export async function seedArticleCategories(ctx: ModuleContext, tenant: Tenant) {
  await repo.insertCategories(
    ctx.db,
    tenant.id,
    ARTICLE_CATEGORY_NAMES.map((name) => ({ publicId: newPublicId(), name })),
  );
}
