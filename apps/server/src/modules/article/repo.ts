import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { ArticleTextsTable } from '../../db/schema/articles.ts';

/** Plain queries of the knowledge library (migration 032). Readers see published articles only. */

export function categoriesWithCounts(db: Kysely<Database>) {
  return db.selectFrom('article_categories')
    .leftJoin('articles', (join) => join.onRef('articles.category_id', '=', 'article_categories.id').on('articles.status', '=', 'published'))
    .select(['article_categories.id', 'article_categories.key', 'article_categories.name_en', 'article_categories.name_zh'])
    .select((eb) => eb.fn.count<number | string>('articles.id').as('articles'))
    .groupBy(['article_categories.id', 'article_categories.key', 'article_categories.name_en', 'article_categories.name_zh', 'article_categories.sort'])
    .orderBy('article_categories.sort').orderBy('article_categories.id')
    .execute();
}

/** Where a page starts: after this (published_at, id), newest first. */
export type ArticleKey = readonly [string, number];

const ARTICLE_COLUMNS = [
  'articles.id', 'articles.category_id', 'articles.cover_path', 'articles.published_at', 'articles.share_code',
  'article_categories.name_en as category_en', 'article_categories.name_zh as category_zh',
] as const;

function publishedArticles(db: Kysely<Database>) {
  return db.selectFrom('articles')
    .innerJoin('article_categories', 'article_categories.id', 'articles.category_id')
    .select(ARTICLE_COLUMNS)
    .where('articles.status', '=', 'published').where('articles.published_at', 'is not', null);
}

export function publishedPage(db: Kysely<Database>, categoryId: number | undefined, after: ArticleKey | undefined, limit: number) {
  return publishedArticles(db)
    .$if(categoryId !== undefined, (q) => q.where('articles.category_id', '=', categoryId!))
    .$if(after !== undefined, (q) => q.where((eb) => eb.or([
      eb('articles.published_at', '<', after![0]),
      eb.and([eb('articles.published_at', '=', after![0]), eb('articles.id', '<', after![1])]),
    ])))
    .orderBy('articles.published_at', 'desc').orderBy('articles.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countPublished(db: Kysely<Database>, categoryId: number | undefined): Promise<number> {
  const row = await db.selectFrom('articles').select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'published').where('published_at', 'is not', null)
    .$if(categoryId !== undefined, (q) => q.where('category_id', '=', categoryId!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type ArticleRow = Awaited<ReturnType<typeof publishedPage>>[number];

export function publishedById(db: Kysely<Database>, id: number): Promise<ArticleRow | undefined> {
  return publishedArticles(db).where('articles.id', '=', id).executeTakeFirst();
}

export function publishedByShareCode(db: Kysely<Database>, code: string): Promise<ArticleRow | undefined> {
  return publishedArticles(db).where('articles.share_code', '=', code).executeTakeFirst();
}

export type ArticleText = Omit<ArticleTextsTable, 'body_md'>;

/** The texts of these articles without their bodies (what a list shows). */
export function textsOf(db: Kysely<Database>, ids: readonly number[]): Promise<ArticleText[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('article_texts').select(['article_id', 'language', 'title', 'summary', 'reading_minutes']).where('article_id', 'in', [...ids]).execute();
}

/** One article's texts with their bodies. */
export function fullTextsOf(db: Kysely<Database>, id: number): Promise<ArticleTextsTable[]> {
  return db.selectFrom('article_texts').selectAll().where('article_id', '=', id).execute();
}

/** The seed's writes: categories and articles matched by their key. */

export function categoriesByKey(db: Kysely<Database>) {
  return db.selectFrom('article_categories').select(['id', 'key', 'operator_edited_at']).execute();
}

/** A category's fields; `byOperator`: written in the console, so the seed leaves it alone from now on. */
interface CategoryWrite { name_en: string; name_zh: string; sort: number; at: string; byOperator?: boolean }

export async function insertCategory(db: Kysely<Database>, row: CategoryWrite & { key: string }): Promise<number> {
  const { at, byOperator = false, ...fields } = row;
  return (await db.insertInto('article_categories').values({ ...fields, created_at: at, updated_at: at, operator_edited_at: byOperator ? at : null }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCategory(db: Kysely<Database>, id: number, row: CategoryWrite): Promise<void> {
  await db.updateTable('article_categories')
    .set({ name_en: row.name_en, name_zh: row.name_zh, sort: row.sort, updated_at: row.at, ...(row.byOperator ? { operator_edited_at: row.at } : {}) })
    .where('id', '=', id).execute();
}

export function keyedArticles(db: Kysely<Database>) {
  return db.selectFrom('articles').select(['id', 'key', 'operator_edited_at']).where('key', 'is not', null).execute();
}

export async function insertArticle(db: Kysely<Database>, row: {
  category_id: number; key: string; cover_path: string | null; published_at: string; share_code: string; at: string;
}): Promise<number> {
  const { at, ...fields } = row;
  return (await db.insertInto('articles').values({ ...fields, status: 'published', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id;
}

/** A seeded article's place and cover; its status and publication date stay as they are. */
export async function updateArticle(db: Kysely<Database>, id: number, row: { category_id: number; cover_path: string | null; at: string }): Promise<void> {
  await db.updateTable('articles').set({ category_id: row.category_id, cover_path: row.cover_path, updated_at: row.at }).where('id', '=', id).execute();
}

/** Writes one language version of an article, replacing the one there. */
export async function writeArticleText(db: Kysely<Database>, text: ArticleTextsTable): Promise<void> {
  const { article_id: _id, language: _language, ...fields } = text;
  await db.insertInto('article_texts').values(text).onConflict((oc) => oc.columns(['article_id', 'language']).doUpdateSet(fields)).execute();
}
