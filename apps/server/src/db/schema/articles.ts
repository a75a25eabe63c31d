import type { Generated } from 'kysely';

/** The knowledge library (migration 032). */
export interface ArticleCategoriesTable {
  id: Generated<number>;
  /** Stable slug, e.g. training-basics: what the seed matches on. */
  key: string;
  name_en: string;
  name_zh: string;
  sort: number;
  created_at: string;
  updated_at: string;
  /** When an operator last changed it in the console; the seed then leaves it alone. */
  operator_edited_at: string | null;
}

export type ArticleStatus = 'draft' | 'published';

export interface ArticlesTable {
  id: Generated<number>;
  category_id: number;
  /** The seed's slug; null for an article an operator made. */
  key: string | null;
  /** A picture of the web app (/articles/…svg) or a storage key. */
  cover_path: string | null;
  status: ArticleStatus;
  published_at: string | null;
  share_code: string;
  created_at: string;
  updated_at: string;
  /** When an operator last changed it in the console; the seed leaves such an article alone. */
  operator_edited_at: string | null;
}

export interface ArticleTextsTable {
  article_id: number;
  language: 'en' | 'zh-Hans';
  title: string;
  summary: string;
  body_md: string;
  reading_minutes: number;
}
