import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  DEFAULT_LANGUAGE,
  type LanguageCode,
  ARTICLE_LIMITS,
  ARTICLE_MESSAGES,
  readingMinutes,
  slugify,
  type ArticleFields,
  type PageRequest,
} from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Storage } from '../../infra/storage';
import type { Tenant } from '../../infra/tenant';
import { isUniqueViolation } from '../../lib/db-errors';
import { newPublicId } from '../../lib/ids';
import { toPage } from '../../lib/paging';
import { categoryIn } from '../../lib/reference-words';
import { diffFields, recordAudit } from '../audit';
import { deleteKeys, photoView } from '../images';
import { canManageArticles, canReadArticle } from './articles.access';
import { findCategory } from './articles.categories.repository';
import * as repo from './articles.repository';
import type { ArticleView } from './articles.schemas';
import { assertRemoved } from '../../lib/removed';

export interface ArticlesContext extends ModuleContext {
  storage: Storage;
  log: FastifyBaseLogger;
}

function articleView(row: repo.ArticleRow, tenant: Tenant, language: LanguageCode): ArticleView {
  const cover = row.cover ? photoView(row.cover) : null;
  const authorName = `${row.authorFirstName ?? ''} ${row.authorLastName ?? ''}`.trim();
  return {
    publicId: row.publicId,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    cover,
    image_url: cover?.variants.card ?? null,
    category:
      row.categoryPublicId && row.categoryName
        ? categoryIn(
            {
              publicId: row.categoryPublicId,
              name: row.categoryName,
              translations: row.categoryTranslations ?? {},
            },
            language,
          )
        : null,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    // A staff account without a name signs as the site.
    author: row.authorPublicId
      ? { publicId: row.authorPublicId, name: authorName || tenant.name }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingMinutes: readingMinutes(row.body),
  };
}

const categoryRefused = () =>
  new AppError('VALIDATION_FAILED', ARTICLE_MESSAGES.unknownCategory, [
    { path: 'category', message: ARTICLE_MESSAGES.unknownCategory },
  ]);

const slugRefused = (message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path: 'slug', message }]);

async function categoryId(ctx: ModuleContext, tenant: Tenant, publicId: string | null) {
  if (!publicId) return null;
  const category = await findCategory(ctx.db, tenant.id, publicId);
  if (!category) throw categoryRefused();
  return category.id;
}

/** The title's slug, with -2, -3... when the site has it already. */
async function freeSlug(ctx: ModuleContext, tenant: Tenant, title: string) {
  const base = slugify(title);
  if (!base) throw slugRefused(ARTICLE_MESSAGES.noSlug);
  const taken = await repo.slugsLike(ctx.db, tenant.id, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${slugify(base.slice(0, ARTICLE_LIMITS.slug - suffix.length))}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The stored fields of a body. A slug given is kept as given (409 when another article has it);
 * none keeps the current one, or makes one from the title for a new article.
 */
async function storedFields(
  ctx: ModuleContext,
  tenant: Tenant,
  input: ArticleFields,
  current?: repo.ArticleRow,
): Promise<repo.ArticleFields> {
  const slug = input.slug ?? current?.slug ?? (await freeSlug(ctx, tenant, input.title));
  const stillPublished = current?.published && input.published;
  return {
    slug,
    title: input.title,
    summary: input.summary,
    body: input.body,
    categoryId: await categoryId(ctx, tenant, input.category),
    published: input.published,
    publishedAt: !input.published
      ? null
      : stillPublished
        ? (current.publishedAt ?? new Date())
        : new Date(),
  };
}

/** Runs a write; a clash on the site's slug index is the caller's 409. */
async function unlessSlugTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'articles_tenant_slug_idx')) {
      throw new AppError('CONFLICT', ARTICLE_MESSAGES.slugTaken, [
        { path: 'slug', message: ARTICLE_MESSAGES.slugTaken },
      ]);
    }
    throw error;
  }
}

export async function readArticle(
  ctx: ModuleContext,
  tenant: Tenant,
  publicId: string,
  language: LanguageCode,
) {
  const row = await repo.findArticle(ctx.db, tenant.id, publicId);
  if (!row) throw new AppError('NOT_FOUND', ARTICLE_MESSAGES.notFound);
  return articleView(row, tenant, language);
}

/** The article, once the caller may manage it (staff of the site); 404 for an unknown id. */
export async function findManagedArticle(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
) {
  authorize(actor, canManageArticles);
  const row = await repo.findArticle(ctx.db, tenant.id, id);
  if (!row) throw new AppError('NOT_FOUND', ARTICLE_MESSAGES.notFound);
  return row;
}

/** A page of the blog: published articles, newest first; anyone may read it. */
export async function listPublishedArticles(
  ctx: ModuleContext,
  _actor: Actor | null,
  tenant: Tenant,
  query: PageRequest & { category?: string | undefined },
  language: LanguageCode,
) {
  let category: number | null = null;
  if (query.category) {
    const found = await findCategory(ctx.db, tenant.id, query.category);
    if (!found) return toPage([], 0, query);
    category = found.id;
  }
  const { rows, total } = await repo.listPublished(ctx.db, tenant.id, category, query);
  return toPage(
    rows.map((row) => articleView(row, tenant, language)),
    total,
    query,
  );
}

/** Every article, drafts too, last changed first: staff only. */
export async function listAllArticles(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  query: PageRequest & { published?: boolean | undefined },
  language: LanguageCode,
) {
  authorize(actor, canManageArticles);
  const { rows, total } = await repo.listAll(ctx.db, tenant.id, query.published, query);
  return toPage(
    rows.map((row) => articleView(row, tenant, language)),
    total,
    query,
  );
}

/** One article by public id or slug: published ones for anyone, drafts for staff. */
export async function getArticle(
  ctx: ModuleContext,
  actor: Actor | null,
  tenant: Tenant,
  idOrSlug: string,
  language: LanguageCode,
) {
  const row = authorize(actor, canReadArticle, await repo.findArticle(ctx.db, tenant.id, idOrSlug));
  return articleView(row, tenant, language);
}

/** The article's fields the log shows (the category's internal key stays out). */
const AUDITED = ['slug', 'title', 'summary', 'body', 'published', 'publishedAt'] as const;
type Audited = Pick<repo.ArticleFields, (typeof AUDITED)[number]>;

/** What a write did: a change of published reads as publish/unpublish. */
function articleAction(before: Audited | null, after: Audited | null) {
  if (!before) return 'create';
  if (!after) return 'delete';
  if (before.published !== after.published) return after.published ? 'publish' : 'unpublish';
  return 'update';
}

/** One audit row for a write to an article, in the write's transaction. */
function auditArticle(
  tx: ModuleContext,
  actor: Actor | null,
  tenant: Tenant,
  publicId: string,
  before: Audited | null,
  after: Audited | null,
) {
  return recordAudit(tx.db, {
    tenantId: tenant.id,
    actor,
    ip: actor?.ip ?? null,
    entity: 'article',
    entityId: publicId,
    action: articleAction(before, after),
    changes: diffFields(before, after, AUDITED),
  });
}

async function insert(
  ctx: ModuleContext,
  actor: Actor | null,
  tenant: Tenant,
  authorId: number | null,
  input: ArticleFields,
  language: LanguageCode,
) {
  const fields = await storedFields(ctx, tenant, input);
  const { publicId } = await unlessSlugTaken(() =>
    inTransaction(ctx, async (tx) => {
      const row = { ...fields, publicId: newPublicId(), authorId };
      const inserted = await repo.insertArticle(tx.db, tenant.id, row);
      await auditArticle(tx, actor, tenant, inserted.publicId, null, fields);
      return inserted;
    }),
  );
  return readArticle(ctx, tenant, publicId, language);
}

export async function createArticle(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  input: ArticleFields,
  language: LanguageCode,
) {
  authorize(actor, canManageArticles);
  return insert(ctx, actor, tenant, actor.userId, input, language);
}

/**
 * Adds an article written by the user with this internal id, without an access check: for the
 * demo seed only, never with request input.
 */
export function addArticle(
  ctx: ModuleContext,
  tenant: Tenant,
  authorUserId: number,
  input: ArticleFields,
) {
  return insert(ctx, null, tenant, authorUserId, input, DEFAULT_LANGUAGE);
}

/** Replaces an article's fields; its cover, author and address (unless one is given) stay. */
export async function updateArticle(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
  input: ArticleFields,
  language: LanguageCode,
) {
  const article = await findManagedArticle(ctx, actor, tenant, id);
  const fields = await storedFields(ctx, tenant, input, article);
  await unlessSlugTaken(() =>
    inTransaction(ctx, async (tx) => {
      await repo.updateArticle(tx.db, tenant.id, article.id, fields);
      await auditArticle(tx, actor, tenant, article.publicId, article, fields);
    }),
  );
  return readArticle(ctx, tenant, article.publicId, language);
}

/**
 * Deletes an article: its cover files first, so when storage cannot remove them the article
 * stays ('Could not delete image') and the delete can be retried.
 */
export async function deleteArticle(
  ctx: ArticlesContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
) {
  const article = await findManagedArticle(ctx, actor, tenant, id);
  if (article.cover) await deleteKeys(ctx.storage, article.cover.storageKeys);
  await inTransaction(ctx, async (tx) => {
    const removed = await repo.deleteArticle(tx.db, tenant.id, article.id);
    assertRemoved(removed, ARTICLE_MESSAGES.notFound);
    await auditArticle(tx, actor, tenant, article.publicId, article, null);
  });
}
