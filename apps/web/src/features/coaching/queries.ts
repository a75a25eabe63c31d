import type { CoachFeedItem } from '@repwise/contracts';
import { useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { useCursorList, type CursorPage } from '../../kit/cursor-list.ts';
import { useI18n } from '../../i18n/index.ts';

/** Every query of the coach's reports starts with this key, so a reply or a read mark can refresh them all. */
export const COACHING_KEY = ['coaching'] as const;
const feedKey = [...COACHING_KEY, 'feed'] as const;

/** Trainees record on their own phones: what a coach reads of them is read afresh at every visit. */
const FRESH_EACH_VISIT = { staleTime: 0, refetchOnMount: 'always' } as const;

/** The feed of finished trainings of the members of my teams, newest first, a page at a time. */
export function useCoachFeed() {
  return useCursorList({
    queryKey: feedKey,
    fetchPage: (page) => api('record.coachFeed', { query: page }),
    wholeShelf: true,
    keepPrevious: () => false,
    freshEachVisit: true,
  });
}

type FeedData = InfiniteData<CursorPage<CoachFeedItem>, string | undefined>;

/** Changes the feed's loaded rows of one training in place (a read mark, a reply), without reloading the pages. */
function patchFeed(data: FeedData | undefined, id: string, patch: Partial<CoachFeedItem>): FeedData | undefined {
  return data && { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map((item) => (item.training.id === id ? { ...item, ...patch } : item)) })) };
}

/** Marks a training of my feed read (opening it); the feed's row loses its mark at once. */
export function useMarkFeedRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('record.coachFeedRead', { body: { ids: [id] } }),
    onMutate: (id) => queryClient.setQueryData<FeedData>(feedKey, (data) => patchFeed(data, id, { unread: false })),
  });
}

/** The coach's quick reply from the feed (training/comment, the reply of the training's own screen). */
export function useQuickReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; comment: string }) => api('training.comment', { body }),
    onSuccess: (_, { id, comment }) => {
      queryClient.setQueryData<FeedData>(feedKey, (data) => patchFeed(data, id, { coachComment: comment }));
      void queryClient.invalidateQueries({ queryKey: ['trainings'] });
    },
  });
}

export type Days = 7 | 30 | 90;

/** One member's statistics (their coach only); `days` is the period of the trends and records. */
export function useMemberStatistics(userId: number | null, days: Days) {
  const { language } = useI18n();
  return useQuery({
    queryKey: [...COACHING_KEY, 'member', userId ?? 0, days, language],
    queryFn: () => api('statistics.member', { query: { userId: userId ?? 0, days } }),
    enabled: userId !== null,
    // Another period of the same member keeps the figures on screen until its own arrive.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === (userId ?? 0) ? previous : undefined),
    ...FRESH_EACH_VISIT,
  });
}

/** My teams' compliance over 7, 30 and 90 days and the members who need attention. */
export function useCoachOverview() {
  return useQuery({ queryKey: [...COACHING_KEY, 'overview'], queryFn: () => api('record.coachOverview'), ...FRESH_EACH_VISIT });
}

/** Teams side by side over a period (at most two; one is a team on its own); without dates, the 30 days ending the coach's today. */
export function useTeamsStatistics(squadIds: readonly number[], period?: { from: string; to: string }) {
  return useQuery({
    queryKey: [...COACHING_KEY, 'teams', squadIds.join(','), period?.from ?? '', period?.to ?? ''],
    queryFn: () => api('statistics.teams', { query: { squadIds: squadIds.join(','), ...(period ?? {}) } }),
    enabled: squadIds.length > 0,
    ...FRESH_EACH_VISIT,
  });
}

