import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { useI18n } from '../../i18n/index.ts';
import { useCursorList, useRefreshCursorList } from '../../kit/cursor-list.ts';

/**
 * Every query of the knowledge library starts with this key. Titles, names and bodies come
 * in the reader's language, so the language is part of each key.
 */
const ARTICLES_KEY = ['articles'] as const;
const listKey = (categoryId: number | null, language: string) => [...ARTICLES_KEY, 'list', language, categoryId] as const;

export function useArticleCategories() {
  const { language } = useI18n();
  return useQuery({ queryKey: [...ARTICLES_KEY, 'categories', language], queryFn: () => api('article.categories') });
}

/** Published articles of one category (or all of them, null), newest first, a page at a time. */
export function useArticleList(categoryId: number | null) {
  const { language } = useI18n();
  return useCursorList({
    queryKey: listKey(categoryId, language),
    fetchPage: (page) => api('article.list', { query: { ...page, ...(categoryId === null ? {} : { categoryId }) } }),
    wholeShelf: true,
    // Another category is another tab: its rows never stand in for this one's.
    keepPrevious: () => false,
  });
}

/** Pull-to-refresh of a category's list: back to its first page. */
export function useRefreshArticleList(categoryId: number | null) {
  const { language } = useI18n();
  return useRefreshCursorList(listKey(categoryId, language));
}

export function useArticle(id: number | null) {
  const { language } = useI18n();
  return useQuery({
    queryKey: [...ARTICLES_KEY, 'detail', language, id],
    queryFn: () => api('article.get', { query: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/** A shared article as anyone with its link reads it: no token is sent, so a stale one never logs anybody out here. */
export function useSharedArticle(code: string) {
  const { language } = useI18n();
  return useQuery({
    queryKey: [...ARTICLES_KEY, 'shared', language, code],
    queryFn: () => api('article.share', { query: { code }, token: null }),
    enabled: code !== '',
    retry: false,
  });
}

/** Whether the server approves showing this outside address in the app; a refusal is an answer, not a failure to retry. */
export function useArticleLink(url: string) {
  return useQuery({
    queryKey: [...ARTICLES_KEY, 'link', url],
    queryFn: () => api('article.link', { query: { url } }),
    enabled: url !== '',
    retry: false,
  });
}
