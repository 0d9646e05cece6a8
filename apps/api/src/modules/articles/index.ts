export { articlesRoutes } from './articles.routes';
export { type ArticlesContext } from './articles.service';

/*
 * Internal API: the seed's categories and articles (written as the author given).
 * Not services: no actor and no access check; the caller has authorized the request.
 */
export { seedArticleCategories } from './articles.categories';
export { addArticle } from './articles.service';

// Internal API for people's rights over their data: this module's part of an export and erasure.
export { articlesPersonalData } from './articles.personal-data';
