import { AppError, ARTICLE_MESSAGES } from '@propdesk/shared';
import { isStaff, type AccessRule } from '../../infra/access';

/** Writing, deleting and listing drafts: the site's moderators and admins. */
export const canManageArticles: AccessRule<void> = (actor) =>
  isStaff(actor) ? null : new AppError('FORBIDDEN', ARTICLE_MESSAGES.staffOnly);

/**
 * Reading one article: anyone once published; a draft only staff, and to everyone else it does
 * not exist (404, as for an unknown id or another site's).
 */
export const canReadArticle: AccessRule<{ published: boolean }> = (actor, article) =>
  article && (article.published || isStaff(actor))
    ? null
    : new AppError('NOT_FOUND', ARTICLE_MESSAGES.notFound);
