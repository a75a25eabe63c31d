import type { AppContext } from '../../app-context.ts';
import type { Serve } from '../../platform/serve.ts';
import { checkArticleLink, getArticle, listArticles, listCategories, sharedArticle } from './service.ts';

/** The knowledge library under /api-training/mp/article, and its public share link. */
export function articleRoutes(serve: Serve, { db, config }: AppContext): void {
  serve('article.categories', async ({ view }) => listCategories(db, view));
  serve('article.list', async ({ view, query }) => listArticles(db, view, query));
  serve('article.get', async ({ view, query }) => getArticle(db, view, query.id));
  serve('article.link', async ({ query }) => checkArticleLink(query.url, config.articleLinkHosts));
  serve('article.share', async ({ view, query }) => sharedArticle(db, view, query.code));
}
