import type { GlobalSearchResult, SearchGroup, SearchType } from '@repwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/request.ts';

/** Results per group when every group shows (a glance at each), and when one group has the screen or "More" is tapped. */
const GLANCE_SIZE = 5;
const PAGE_SIZE = 20;

/** The groups a search asks for: one (a tab), or all the person may see (undefined). */
export type SearchScope = SearchType | undefined;

const searchKey = (keyword: string, scope: SearchScope) => ['search', keyword, scope ?? 'all'] as const;

/** The first page of every group of a search; nothing is asked for an empty keyword. */
export function useGlobalSearch(keyword: string, scope: SearchScope) {
  return useQuery({
    queryKey: searchKey(keyword, scope),
    queryFn: () => api('global.search', { query: { keyword, size: scope ? PAGE_SIZE : GLANCE_SIZE, ...(scope ? { types: scope } : {}) } }),
    enabled: keyword !== '',
    staleTime: 60_000,
  });
}

/** The search's answer with `page` (the next page of one group) appended to that group. */
export function withMoreOf(result: GlobalSearchResult, type: SearchType, page: GlobalSearchResult): GlobalSearchResult {
  const more = page.groups.find((g) => g.type === type);
  return {
    groups: result.groups.map((g) => (g.type === type ? { ...g, list: [...g.list, ...(more?.list ?? [])], next: more?.next ?? null } : g)),
  };
}

/** "More" of a group: its next page, appended where the group is shown. */
export function useMoreOfGroup(keyword: string, scope: SearchScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (group: SearchGroup) => api('global.search', { query: { keyword, types: group.type, cursor: group.next ?? '', size: PAGE_SIZE } }),
    onSuccess: (page, group) => {
      queryClient.setQueryData<GlobalSearchResult>(searchKey(keyword, scope), (old) => old && withMoreOf(old, group.type, page));
    },
  });
}
