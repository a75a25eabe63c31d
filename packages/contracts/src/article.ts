import { z } from 'zod';
import { entityId, pageOf, pageQuery } from './schema-kit.ts';

/**
 * The knowledge library (issue 27 §1; spec §1–§3): categories and articles written by the
 * team, each article in English, Chinese or both. A reader gets the version in their language
 * when it exists, else the other one, and is told (`language` differs from what they asked,
 * `languages` lists what exists). Bodies are Markdown rendered on the server with raw HTML
 * switched off (`bodyHtml` is safe to insert). Only published articles are listed or read.
 */

export const ARTICLE_LANGUAGES = ['en', 'zh-Hans'] as const;
const articleLanguage = z.enum(ARTICLE_LANGUAGES);

export const articleCategory = z.object({
  id: z.number().int(),
  /** Stable slug, e.g. training-basics. */
  key: z.string(),
  /** In the reader's language. */
  name: z.string(),
  /** Published articles in it. */
  articles: z.number().int(),
});
export type ArticleCategory = z.infer<typeof articleCategory>;
export const articleCategories = z.object({ list: z.array(articleCategory) });

export const articleListQuery = pageQuery.extend({ categoryId: entityId().optional() });

export const articleSummary = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The cover picture's address (a picture of the web app, or a storage URL). */
  coverUrl: z.string().nullable(),
  readingMinutes: z.number().int(),
  publishedAt: z.string(),
  /** The version shown. */
  language: articleLanguage,
  /** The versions that exist. */
  languages: z.array(articleLanguage),
});
export type ArticleSummary = z.infer<typeof articleSummary>;
export const articlePage = pageOf(articleSummary);

export const articleDetail = articleSummary.extend({
  /** The Markdown body rendered on the server, raw HTML escaped and unsafe links dropped. */
  bodyHtml: z.string(),
  /** The public share link's page (no account needed), e.g. /s/article/<code>: a preview for chat apps, then the app's share screen. */
  sharePath: z.string(),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

export const articleIdQuery = z.object({ id: entityId() });
export const articleShareQuery = z.object({ code: z.string().trim().min(8).max(64) });

/** `webview/article`: whether an outside address may be shown in the app (an allow-list of hosts). */
export const articleLinkQuery = z.object({ url: z.string().trim().min(1).max(2000) });
export const articleLink = z.object({ url: z.string(), allowed: z.literal(true) });
