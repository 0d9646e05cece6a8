import { AppError, ARTICLE_MESSAGES } from '@propdesk/shared';
import type { EventBanner } from '../../db/schema';
import type { Actor } from '../../infra/auth';
import { inTransaction } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { deleteKeys, storeUploads, type FileSource } from '../images';
import * as repo from './articles.repository';
import { findManagedArticle, readArticle, type ArticlesContext } from './articles.service';

/** Removes a replaced cover's files; the new cover is in place either way. */
async function discardCover(ctx: ArticlesContext, cover: EventBanner | null) {
  if (!cover) return;
  await deleteKeys(ctx.storage, cover.storageKeys).catch((err: unknown) => {
    ctx.log.warn({ err, keys: cover.storageKeys }, 'could not remove a replaced article cover');
  });
}

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
) {
  const article = await findManagedArticle(ctx, actor, tenant, id);
  const folder = `articles/${tenant.slug}/${article.publicId}/`;
  const limits = { maxFiles: 1, tooMany: 'An article has one cover: send one image' };
  const replaced = await storeUploads(
    ctx.storage,
    { folder, kind: 'property', files, limits },
    async ([stored]) => {
      const cover: EventBanner = {
        name: stored!.name,
        fileDownloadUri: stored!.fileDownloadUri,
        variants: stored!.variants,
        storageKeys: stored!.keys,
      };
      const result = await inTransaction(ctx, (tx) =>
        repo.replaceCover(tx.db, tenant.id, article.id, cover),
      );
      if (!result) throw new AppError('NOT_FOUND', ARTICLE_MESSAGES.notFound);
      return result.previous;
    },
  );
  await discardCover(ctx, replaced);
  return readArticle(ctx, tenant, article.publicId);
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
) {
  const article = await findManagedArticle(ctx, actor, tenant, id);
  if (article.cover) {
    await deleteKeys(ctx.storage, article.cover.storageKeys);
    await repo.clearCover(ctx.db, tenant.id, article.id, article.cover.name);
  }
  return readArticle(ctx, tenant, article.publicId);
}
