import { AppError, ARTICLE_MESSAGES, type LanguageCode } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import { inTransaction } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { recordAudit } from '../audit';
import { removeSinglePhoto, replaceSinglePhoto, type FileSource } from '../images';
import * as repo from './articles.repository';
import { findManagedArticle, readArticle, type ArticlesContext } from './articles.service';

/**
 * Sets an article's cover (staff only): one photo through the listing photos' pipeline. The
 * cover it replaces is deleted.
 */
export async function uploadArticleCover(
  ctx: ArticlesContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
  files: FileSource,
  language: LanguageCode,
) {
  const article = await findManagedArticle(ctx, actor, tenant, id);
  const folder = `articles/${tenant.slug}/${article.publicId}/`;
  await replaceSinglePhoto(
    ctx,
    { folder, tooMany: 'An article has one cover: send one image', label: 'article cover' },
    files,
    async (photo) => {
      const result = await inTransaction(ctx, async (tx) => {
        const replaced = await repo.replaceCover(tx.db, tenant.id, article.id, photo);
        if (replaced) await auditCover(tx, actor, tenant, article, photo.name);
        return replaced;
      });
      if (!result) throw new AppError('NOT_FOUND', ARTICLE_MESSAGES.notFound);
      return result.previous;
    },
  );
  return readArticle(ctx, tenant, article.publicId, language);
}

/**
 * Removes an article's cover (staff only): its files first, so when storage cannot remove them
 * the cover stays ('Could not delete image').
 */
export async function deleteArticleCover(
  ctx: ArticlesContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
  language: LanguageCode,
) {
  const article = await findManagedArticle(ctx, actor, tenant, id);
  await removeSinglePhoto(ctx.storage, article.cover, (photo) =>
    inTransaction(ctx, async (tx) => {
      const cleared = await repo.clearCover(tx.db, tenant.id, article.id, photo.name);
      // A removal made at the same moment took it off first: one entry for one removal.
      if (cleared) await auditCover(tx, actor, tenant, article, null);
      return cleared;
    }),
  );
  return readArticle(ctx, tenant, article.publicId, language);
}

/** The cover's audit row: the article's 'cover' change from the old image's name to the new. */
function auditCover(
  tx: ArticlesContext,
  actor: Actor,
  tenant: Tenant,
  article: { publicId: string; cover: { name: string } | null },
  after: string | null,
) {
  return recordAudit(tx.db, {
    tenantId: tenant.id,
    actor,
    ip: actor.ip ?? null,
    entity: 'article',
    entityId: article.publicId,
    action: 'cover',
    changes: { cover: { before: article.cover?.name ?? null, after } },
  });
}
