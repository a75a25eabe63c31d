import type { NotificationItem } from '@repwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { useCursorList } from '../../kit/cursor-list.ts';

/** Every query of the notification centre starts with this key, so a read mark refreshes the list and the badge together. */
const NOTIFICATIONS_KEY = ['notifications'] as const;
const listKey = [...NOTIFICATIONS_KEY, 'list'] as const;
const badgeKey = [...NOTIFICATIONS_KEY, 'badge'] as const;

/** The badge looks again this often while a home screen is open (and whenever the app comes back to the front). */
const BADGE_REFRESH_MS = 60_000;

/** My notifications, newest first, a page at a time; read afresh each time the centre opens. */
export function useNotifications() {
  return useCursorList({
    queryKey: listKey,
    fetchPage: (page) => api('notification.list', { query: page }),
    wholeShelf: false,
    keepPrevious: () => false,
    freshEachVisit: true,
  });
}

/** My unread count for the bell: one row's page carries it. */
export function useUnreadCount() {
  return useQuery({
    queryKey: badgeKey,
    queryFn: async ({ signal }) => (await api('notification.list', { query: { size: 1 }, signal })).unread,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: BADGE_REFRESH_MS,
  });
}

/** Marks notifications read (these, or all); the list and the badge are read again. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: readonly NotificationItem['id'][] | 'all') => api('notification.read', { body: which === 'all' ? { all: true } : { ids: [...which] } }),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(badgeKey, unread);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
