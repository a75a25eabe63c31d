import type { BodyInput, ConsoleArticle } from '@repwise/contracts';

export const ARTICLE_EDIT_LANGUAGES = ['en', 'zh-Hans'] as const;
export type ArticleLanguage = (typeof ARTICLE_EDIT_LANGUAGES)[number];

export interface TextDraft {
  title: string;
  summary: string;
  bodyMd: string;
}

/** The editor's article: both languages always present, a language left wholly empty is one the article does not have. */
export interface ArticleDraft {
  categoryId: number | null;
  coverPath: string | null;
  texts: Record<ArticleLanguage, TextDraft>;
}

const EMPTY_TEXT: TextDraft = { title: '', summary: '', bodyMd: '' };

export const EMPTY_DRAFT: ArticleDraft = { categoryId: null, coverPath: null, texts: { en: EMPTY_TEXT, 'zh-Hans': EMPTY_TEXT } };

export function draftFromArticle(article: ConsoleArticle): ArticleDraft {
  const text = (language: ArticleLanguage): TextDraft => {
    const found = article.texts.find((t) => t.language === language);
    return found ? { title: found.title, summary: found.summary, bodyMd: found.bodyMd } : EMPTY_TEXT;
  };
  return { categoryId: article.categoryId, coverPath: article.coverPath, texts: { en: text('en'), 'zh-Hans': text('zh-Hans') } };
}

const filled = (text: TextDraft) => [text.title, text.summary, text.bodyMd].filter((v) => v.trim() !== '').length;

/** The languages the article has: those with anything written. */
export function draftLanguages(draft: ArticleDraft): ArticleLanguage[] {
  return ARTICLE_EDIT_LANGUAGES.filter((language) => filled(draft.texts[language]) > 0);
}

export type DraftProblem = { code: 'category' } | { code: 'noText' } | { code: 'incomplete'; language: ArticleLanguage };

/**
 * What keeps the draft from being saved, the first found: no category, no language written,
 * or a language begun but missing its title, summary or body (a reader would meet a hole).
 */
export function draftProblem(draft: ArticleDraft): DraftProblem | null {
  if (draft.categoryId === null) return { code: 'category' };
  const languages = draftLanguages(draft);
  if (languages.length === 0) return { code: 'noText' };
  const incomplete = languages.find((language) => filled(draft.texts[language]) < 3);
  return incomplete ? { code: 'incomplete', language: incomplete } : null;
}

/** The save route's body; only for a draft without a problem. */
export function draftToBody(draft: ArticleDraft, id: number | null): BodyInput<'console.articleSave'> {
  return {
    ...(id === null ? {} : { id }),
    categoryId: draft.categoryId ?? 0,
    coverPath: draft.coverPath,
    texts: draftLanguages(draft).map((language) => ({ language, ...trimmed(draft.texts[language]) })),
  };
}

function trimmed(text: TextDraft): TextDraft {
  return { title: text.title.trim(), summary: text.summary.trim(), bodyMd: text.bodyMd.trim() };
}

export function sameDraft(a: ArticleDraft, b: ArticleDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
