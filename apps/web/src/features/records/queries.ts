import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { useCursorList } from '../../kit/cursor-list.ts';
import { useI18n } from '../../i18n/index.ts';

/** The trainee's reports: read only, named in the reader's language (muscles, exercises). */
export const RECORDS_KEY = ['records'] as const;

/**
 * A training finished a moment ago (synced from the phone's store, not through a query here)
 * shows when the screen opens: the figures load anew on each visit, the last ones shown meanwhile.
 */
const FRESH_EACH_VISIT = { staleTime: 0, refetchOnMount: 'always' } as const;

export function useRecordMonth(month: string) {
  const { language } = useI18n();
  return useQuery({ queryKey: [...RECORDS_KEY, 'month', month, language], queryFn: () => api('record.userMonth', { query: { month } }), ...FRESH_EACH_VISIT });
}

export function useRecordYear(year: number) {
  const { language } = useI18n();
  return useQuery({ queryKey: [...RECORDS_KEY, 'year', year, language], queryFn: () => api('record.userYear', { query: { year } }), ...FRESH_EACH_VISIT });
}

export interface HistorySearch {
  keyword: string;
  from: string;
  to: string;
}

/** The whole history, newest first, a page at a time; a new search keeps the old rows dimmed until its own arrive. */
export function useRecordHistory(search: HistorySearch) {
  const whole = search.keyword === '' && search.from === '' && search.to === '';
  return useCursorList({
    queryKey: [...RECORDS_KEY, 'history', search.keyword, search.from, search.to] as const,
    fetchPage: (page) =>
      api('record.history', {
        query: { ...page, ...(search.keyword ? { keyword: search.keyword } : {}), ...(search.from ? { from: search.from } : {}), ...(search.to ? { to: search.to } : {}) },
      }),
    wholeShelf: whole,
    keepPrevious: (previous) => previous[1] === 'history',
    freshEachVisit: true,
  });
}

/** One training of the history list. */
export type HistoryItem = NonNullable<ReturnType<typeof useRecordHistory>['data']>['pages'][number]['list'][number];
