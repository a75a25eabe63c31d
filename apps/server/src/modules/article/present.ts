import type { ArticleDetail, ArticleSummary } from '@repwise/contracts';
import { mediaUrl, type Language } from '@repwise/domain';
import type { View } from '../../platform/view.ts';
import type { ArticleRow, ArticleText } from './repo.ts';
import { renderArticleBody } from './text.ts';

/** The page a share link opens, without an account (modules/share-page: a preview for chat apps, then the app's share screen). */
export const sharePathOf = (code: string) => `/s/article/${encodeURIComponent(code)}`;

/** A cover of the web app's own (/articles/…svg) is served by it; any other is a storage key. */
export const coverUrl = (path: string | null, storageBase: string) => (path === null ? null : path.startsWith('/') ? path : mediaUrl(path, storageBase));

/** The reader's version when it exists, else the other one (every article has at least one: the service checks). */
export function textFor<T extends Pick<ArticleText, 'language'>>(texts: readonly T[], language: Language): T | undefined {
  return texts.find((t) => t.language === language) ?? texts[0];
}

const LANGUAGE_ORDER: readonly Language[] = ['en', 'zh-Hans'];

export function presentSummary(row: ArticleRow, texts: readonly ArticleText[], view: View): ArticleSummary | undefined {
  const text = textFor(texts, view.language);
  if (text === undefined) return undefined;
  return {
    id: row.id, categoryId: row.category_id, categoryName: view.language === 'zh-Hans' ? row.category_zh : row.category_en,
    title: text.title, summary: text.summary, coverUrl: coverUrl(row.cover_path, view.storageBase), readingMinutes: text.reading_minutes,
    publishedAt: row.published_at!, language: text.language, languages: LANGUAGE_ORDER.filter((l) => texts.some((t) => t.language === l)),
  };
}

export function presentDetail(row: ArticleRow, texts: readonly (ArticleText & { body_md: string })[], view: View): ArticleDetail | undefined {
  const summary = presentSummary(row, texts, view);
  if (summary === undefined) return undefined;
  const body = texts.find((t) => t.language === summary.language)!.body_md;
  return { ...summary, bodyHtml: renderArticleBody(body), sharePath: sharePathOf(row.share_code) };
}
