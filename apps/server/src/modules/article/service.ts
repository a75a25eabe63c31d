import type { Data, QueryOutput } from '@repwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/keyset.ts';
import type { View } from '../../platform/view.ts';
import { presentDetail, presentSummary } from './present.ts';
import { categoriesWithCounts, countPublished, fullTextsOf, publishedById, publishedByShareCode, publishedPage, textsOf, type ArticleKey, type ArticleRow } from './repo.ts';

/**
 * The knowledge library (issue 27 §1): what anyone signed in may read, and the public share
 * link. Drafts are never listed or read, not even by their share code.
 */

export async function listCategories(db: Kysely<Database>, view: View): Promise<Data<'article.categories'>> {
  const rows = await categoriesWithCounts(db);
  return { list: rows.map((r) => ({ id: r.id, key: r.key, name: view.language === 'zh-Hans' ? r.name_zh : r.name_en, articles: Number(r.articles) })) };
}

export async function listArticles(db: Kysely<Database>, view: View, q: QueryOutput<'article.list'>): Promise<Data<'article.list'>> {
  const after = decodeCursor(q.cursor, ['string', 'number']) as ArticleKey | undefined;
  const rows = await publishedPage(db, q.categoryId, after, q.size + 1);
  const texts = await textsOf(db, rows.slice(0, q.size).map((r) => r.id));
  const total = q.withTotal ? await countPublished(db, q.categoryId) : null;
  return pageOf(rows, q.size, (r) => [r.published_at!, r.id], (shown) => shown.flatMap((r) => presentSummary(r, texts.filter((t) => t.article_id === r.id), view) ?? []), total);
}

async function detail(db: Kysely<Database>, row: ArticleRow | undefined, view: View): Promise<Data<'article.get'>> {
  const article = row && presentDetail(row, await fullTextsOf(db, row.id), view);
  if (!article) throw notFound();
  return article;
}

export async function getArticle(db: Kysely<Database>, view: View, id: number): Promise<Data<'article.get'>> {
  return detail(db, await publishedById(db, id), view);
}

export async function sharedArticle(db: Kysely<Database>, view: View, code: string): Promise<Data<'article.share'>> {
  return detail(db, await publishedByShareCode(db, code), view);
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether an outside page may open inside the app (webview/article): a host of the allow-list,
 * over https (plain http for a local address only, for development), without credentials in
 * the address. Anything else is refused with a message the app shows.
 */
export function checkArticleLink(url: string, allowedHosts: ReadonlySet<string>): Data<'article.link'> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest('articleLinkNotAllowed');
  }
  const host = parsed.hostname.toLowerCase();
  const secure = parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOCAL_HOSTS.has(host));
  if (!secure || parsed.username !== '' || parsed.password !== '' || !allowedHosts.has(host)) throw badRequest('articleLinkNotAllowed');
  return { url: parsed.href, allowed: true };
}
