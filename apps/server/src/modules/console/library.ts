import type { BodyOutput, ConsoleArticle, ConsoleCategory, Data, QueryOutput } from '@repwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { ArticleTextsTable } from '../../db/schema/articles.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/keyset.ts';
import { newShareCode } from '../../platform/share-code.ts';
import { ownImageKey } from '../../platform/storage/media-paths.ts';
import type { View } from '../../platform/view.ts';
import { coverUrl, insertCategory, readingMinutes, renderArticleBody, sharePathOf, updateCategory, writeArticleText } from '../article/index.ts';
import {
  articleById, articlePage, categoryById, categoryByKey, categoryRows, countArticles, deleteTextsExcept, insertDraft, setArticleStatus, textsOfArticles,
  updateEditedArticle, type CategoryRow, type ConsoleArticleRow,
} from './repo.ts';

/**
 * The knowledge library as operators edit it (issue 27 §3): drafts and published articles,
 * their Markdown in each language, categories. The texts follow the article module's rules
 * (reading time, the one renderer); what readers see is the article module's, which lists
 * published articles only. A saved article is marked operator-edited: the seed leaves it alone.
 */

const LANGUAGE_ORDER = ['en', 'zh-Hans'] as const;
/** A picture of the web app's own, as the seed's covers. */
const APP_PICTURE = /^\/articles\/[a-z0-9-]+\.svg$/;

function presentCategory(row: CategoryRow): ConsoleCategory {
  return { id: row.id, key: row.key, nameEn: row.name_en, nameZh: row.name_zh, sort: row.sort, articles: Number(row.articles) };
}

export async function listCategories(db: Kysely<Database>): Promise<Data<'console.categories'>> {
  return { list: (await categoryRows(db)).map(presentCategory) };
}

/** The stable key of a new category: its English name as a slug (Upper Body → upper-body). */
export function categoryKeyOf(nameEn: string): string {
  return nameEn.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
}

/** Creates a category (no id), or renames and reorders one; its key never changes (the seed matches on it). */
export function saveCategory(db: Kysely<Database>, actor: Actor, input: BodyOutput<'console.categorySave'>, now = new Date()): Promise<ConsoleCategory> {
  return inTransaction(db, async (trx) => {
    const at = now.toISOString();
    const fields = { name_en: input.nameEn, name_zh: input.nameZh, sort: input.sort };
    let id = input.id;
    if (id === undefined) {
      const key = categoryKeyOf(input.nameEn);
      if (key === '') throw badRequest('categoryNameNoKey');
      if (await categoryByKey(trx, key)) throw new AppError(409, 'categoryExists');
      id = await insertCategory(trx, { key, ...fields, at, byOperator: true });
      await writeAudit(trx, { operatorId: actor.id, action: 'category.create', entity: 'category', entityId: id, before: null, after: { key, ...fields } }, now);
    } else {
      const existing = await categoryById(trx, id);
      if (!existing) throw notFound();
      const before = { key: existing.key, name_en: existing.name_en, name_zh: existing.name_zh, sort: existing.sort };
      if (before.name_en !== fields.name_en || before.name_zh !== fields.name_zh || before.sort !== fields.sort) {
        await updateCategory(trx, id, { ...fields, at, byOperator: true });
        await writeAudit(trx, { operatorId: actor.id, action: 'category.update', entity: 'category', entityId: id, before, after: { key: existing.key, ...fields } }, now);
      }
    }
    return presentCategory((await categoryRows(trx)).find((c) => c.id === id)!);
  });
}

export async function listArticles(db: Kysely<Database>, q: QueryOutput<'console.articles'>): Promise<Data<'console.articles'>> {
  const filter = { categoryId: q.categoryId, status: q.status };
  const after = decodeCursor(q.cursor, ['string', 'number']);
  const rows = await articlePage(db, filter, after, q.size + 1);
  const texts = await textsOfArticles(db, rows.slice(0, q.size).map((r) => r.id));
  const total = q.withTotal ? await countArticles(db, filter) : null;
  return pageOf(rows, q.size, (r) => [r.updated_at, r.id], (shown) => shown.map((r) => {
    const own = texts.filter((t) => t.article_id === r.id);
    return {
      id: r.id, categoryId: r.category_id, status: r.status, title: (own.find((t) => t.language === 'en') ?? own[0])?.title ?? '',
      languages: LANGUAGE_ORDER.filter((l) => own.some((t) => t.language === l)), key: r.key, publishedAt: r.published_at, updatedAt: r.updated_at,
    };
  }), total);
}

function presentArticle(row: ConsoleArticleRow, texts: readonly ArticleTextsTable[], view: View): ConsoleArticle {
  return {
    id: row.id, categoryId: row.category_id, status: row.status, key: row.key, coverPath: row.cover_path, coverUrl: coverUrl(row.cover_path, view.storageBase),
    texts: LANGUAGE_ORDER.flatMap((language) => texts.filter((t) => t.language === language).map((t) => ({
      language, title: t.title, summary: t.summary, bodyMd: t.body_md, readingMinutes: t.reading_minutes,
    }))),
    publishedAt: row.published_at, updatedAt: row.updated_at, sharePath: sharePathOf(row.share_code),
  };
}

/** What the audit log keeps of an article: everything an operator may change. */
function audited(row: ConsoleArticleRow, texts: readonly ArticleTextsTable[]) {
  return {
    categoryId: row.category_id, coverPath: row.cover_path, status: row.status, publishedAt: row.published_at,
    texts: texts.map((t) => ({ language: t.language, title: t.title, summary: t.summary, bodyMd: t.body_md })),
  };
}

async function loaded(db: Kysely<Database>, id: number): Promise<{ row: ConsoleArticleRow; texts: ArticleTextsTable[] }> {
  const row = await articleById(db, id);
  if (!row) throw notFound();
  return { row, texts: await textsOfArticles(db, [id]) };
}

export async function getArticle(db: Kysely<Database>, view: View, id: number): Promise<ConsoleArticle> {
  const { row, texts } = await loaded(db, id);
  return presentArticle(row, texts, view);
}

/**
 * The cover to store: the one stored already (whoever uploaded it), an upload of the
 * operator's own (its key or URL), a picture of the web app, or none. Anything else is refused.
 */
function coverToStore(given: string | null, stored: string | null, actor: Actor, view: View): string | null {
  if (given === null || given === '') return null;
  if (stored !== null && (given === stored || given === coverUrl(stored, view.storageBase))) return stored;
  if (APP_PICTURE.test(given)) return given;
  const key = ownImageKey(given, actor.id, view.storageBase);
  if (key === undefined) throw badRequest('articleCoverNotAllowed');
  return key;
}

/** Creates a draft (no id) or replaces an article's category, cover and texts; its status stays. An unchanged save writes nothing. */
export function saveArticle(db: Kysely<Database>, actor: Actor, view: View, input: BodyOutput<'console.articleSave'>, now = new Date()): Promise<ConsoleArticle> {
  return inTransaction(db, async (trx) => {
    if (!(await categoryById(trx, input.categoryId))) throw badRequest('articleCategoryUnknown');
    const existing = input.id === undefined ? undefined : await loaded(trx, input.id);
    const cover = coverToStore(input.coverPath, existing?.row.cover_path ?? null, actor, view);
    const at = now.toISOString();
    let id: number;
    if (existing) {
      const wanted = { ...audited(existing.row, existing.texts), categoryId: input.categoryId, coverPath: cover, texts: input.texts.map(({ language, title, summary, bodyMd }) => ({ language, title, summary, bodyMd })) };
      const sorted = (value: ReturnType<typeof audited>) => JSON.stringify({ ...value, texts: [...value.texts].sort((a, b) => a.language.localeCompare(b.language)) });
      if (sorted(wanted) === sorted(audited(existing.row, existing.texts))) return presentArticle(existing.row, existing.texts, view);
      id = existing.row.id;
      await updateEditedArticle(trx, id, { category_id: input.categoryId, cover_path: cover, at });
    } else {
      id = await insertDraft(trx, { category_id: input.categoryId, cover_path: cover, share_code: newShareCode(), at });
    }
    await deleteTextsExcept(trx, id, input.texts.map((t) => t.language));
    for (const text of input.texts) {
      await writeArticleText(trx, { article_id: id, language: text.language, title: text.title, summary: text.summary, body_md: text.bodyMd, reading_minutes: readingMinutes(text.bodyMd) });
    }
    const after = await loaded(trx, id);
    await writeAudit(trx, {
      operatorId: actor.id, action: existing ? 'article.update' : 'article.create', entity: 'article', entityId: id,
      before: existing ? audited(existing.row, existing.texts) : null, after: audited(after.row, after.texts),
    }, now);
    return presentArticle(after.row, after.texts, view);
  });
}

/** Publishes (dated at the first publication) or unpublishes an article; asking for what it already is changes nothing. */
export function publishArticle(db: Kysely<Database>, actor: Actor, view: View, input: BodyOutput<'console.articlePublish'>, now = new Date()): Promise<ConsoleArticle> {
  return inTransaction(db, async (trx) => {
    const { row, texts } = await loaded(trx, input.id);
    const status = input.published ? 'published' : 'draft';
    if (row.status === status) return presentArticle(row, texts, view);
    await setArticleStatus(trx, row.id, status, row.published_at ?? (input.published ? now.toISOString() : null), now.toISOString());
    const after = await loaded(trx, row.id);
    await writeAudit(trx, {
      operatorId: actor.id, action: input.published ? 'article.publish' : 'article.unpublish', entity: 'article', entityId: row.id,
      before: { status: row.status, publishedAt: row.published_at }, after: { status: after.row.status, publishedAt: after.row.published_at },
    }, now);
    return presentArticle(after.row, after.texts, view);
  });
}

/** Markdown as readers will get it, with its reading time; writes nothing. */
export function previewArticle(bodyMd: string): Data<'console.articlePreview'> {
  return { bodyHtml: renderArticleBody(bodyMd), readingMinutes: readingMinutes(bodyMd) };
}
