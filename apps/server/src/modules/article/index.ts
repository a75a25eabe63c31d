/**
 * What other areas may use of article (eslint.config.js holds it): the app registers its routes, the seed writes the library
 * through its queries, the console edits it with the same texts' rules (reading time, the one renderer, covers, share pages).
 */
export { articleRoutes } from './routes.ts';
export { coverUrl, sharePathOf } from './present.ts';
export { readingMinutes, renderArticleBody } from './text.ts';
export { categoriesByKey, insertArticle, insertCategory, keyedArticles, updateArticle, updateCategory, writeArticleText } from './repo.ts';
export { sharedArticle } from './service.ts';
