import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema/index.ts';
import { inTransaction } from '../db/transaction.ts';
import {
  categoriesByKey, insertArticle, insertCategory, keyedArticles, readingMinutes, updateArticle, updateCategory, writeArticleText,
} from '../modules/article/index.ts';
import { newShareCode } from '../platform/share-code.ts';
import { recordSeeded, seededDigest } from './seed-state.ts';
import library from './content/articles/library.json' with { type: 'json' };

/**
 * The knowledge library every installation starts with: content/articles/library.json names
 * the categories and articles (slug, category, cover, date, title and summary in both
 * languages), and each article's bodies are Markdown files beside it, `<slug>.en.md` and
 * `<slug>.zh-Hans.md`. Checked on load, so a typo fails the start loudly.
 */

const ARTICLES_DIR = path.join(import.meta.dirname, 'content/articles');
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const heading = z.object({ title: z.string().trim().min(1), summary: z.string().trim().min(1) });

const libraryFile = z.object({
  categories: z.array(z.object({ key: slug, nameEn: z.string().min(1), nameZh: z.string().min(1) })).min(1),
  articles: z.array(z.object({
    key: slug, category: slug, cover: z.string().regex(/^\/articles\/[a-z0-9-]+\.svg$/), publishedAt: z.iso.datetime(), en: heading, zh: heading,
  })).min(1),
});

export interface SeedArticle {
  key: string;
  category: string;
  cover: string;
  publishedAt: string;
  texts: { language: 'en' | 'zh-Hans'; title: string; summary: string; bodyMd: string }[];
}

export interface ArticleLibrary {
  categories: { key: string; nameEn: string; nameZh: string }[];
  articles: SeedArticle[];
}

function loadLibrary(): ArticleLibrary {
  const file = libraryFile.parse(library);
  const categories = new Set(file.categories.map((c) => c.key));
  const body = (key: string, language: string) => {
    const text = fs.readFileSync(path.join(ARTICLES_DIR, `${key}.${language}.md`), 'utf8').trim();
    if (text === '') throw new Error(`article ${key}: ${language} body is empty`);
    return text;
  };
  return {
    categories: file.categories,
    articles: file.articles.map((a) => {
      if (!categories.has(a.category)) throw new Error(`article ${a.key}: no category ${a.category}`);
      return {
        key: a.key, category: a.category, cover: a.cover, publishedAt: new Date(a.publishedAt).toISOString(),
        texts: [
          { language: 'en' as const, ...a.en, bodyMd: body(a.key, 'en') },
          { language: 'zh-Hans' as const, ...a.zh, bodyMd: body(a.key, 'zh-Hans') },
        ],
      };
    }),
  };
}

export const ARTICLE_LIBRARY: ArticleLibrary = loadLibrary();

/**
 * Seeds the library, matched by key: new categories and articles are added (published on
 * their date), those seeded before get the current names, covers and texts; status and date
 * stay (an operator may have unpublished one), and articles operators made (no key) or changed
 * in the console (operator_edited_at), and categories they renamed, are never touched. Unchanged content is not written again.
 */
export async function seedArticles(db: Kysely<Database>, content: ArticleLibrary = ARTICLE_LIBRARY, now = new Date()): Promise<void> {
  const digest = createHash('sha256').update(JSON.stringify(content)).digest('hex');
  if ((await seededDigest(db, 'articles')) === digest) return;
  const at = now.toISOString();
  await inTransaction(db, async (trx) => {
    const categories = await categoriesByKey(trx);
    const categoryIds = new Map(categories.map((c) => [c.key, c.id]));
    const editedCategories = new Set(categories.filter((c) => c.operator_edited_at !== null).map((c) => c.id));
    for (const [sort, c] of content.categories.entries()) {
      const fields = { name_en: c.nameEn, name_zh: c.nameZh, sort, at };
      const id = categoryIds.get(c.key);
      if (id === undefined) categoryIds.set(c.key, await insertCategory(trx, { key: c.key, ...fields }));
      else if (!editedCategories.has(id)) await updateCategory(trx, id, fields);
    }
    const keyed = await keyedArticles(trx);
    const articleIds = new Map(keyed.map((a) => [a.key!, a.id]));
    const edited = new Set(keyed.filter((a) => a.operator_edited_at !== null).map((a) => a.id));
    for (const a of content.articles) {
      const category_id = categoryIds.get(a.category)!;
      let id = articleIds.get(a.key);
      if (id !== undefined && edited.has(id)) continue;
      if (id === undefined) {
        id = await insertArticle(trx, { category_id, key: a.key, cover_path: a.cover, published_at: a.publishedAt, share_code: newShareCode(), at });
      } else {
        await updateArticle(trx, id, { category_id, cover_path: a.cover, at });
      }
      for (const text of a.texts) {
        await writeArticleText(trx, {
          article_id: id, language: text.language, title: text.title, summary: text.summary, body_md: text.bodyMd, reading_minutes: readingMinutes(text.bodyMd),
        });
      }
    }
    await recordSeeded(trx, 'articles', digest, now);
  });
}
