/** What other areas may use of article (eslint.config.js holds it): the app registers its routes, the seed writes the library through its queries. */
export { articleRoutes } from './routes.ts';
export { readingMinutes } from './text.ts';
export { categoriesByKey, insertArticle, insertCategory, keyedArticles, updateArticle, updateCategory, writeArticleText } from './repo.ts';
export { sharedArticle } from './service.ts';
