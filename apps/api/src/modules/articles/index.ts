export { articlesRoutes } from './articles.routes';
export { seedArticleCategories } from './articles.categories';
export { addArticle, type ArticlesContext } from './articles.service';
