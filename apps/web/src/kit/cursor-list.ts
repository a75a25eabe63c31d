import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';

/** One page of a list paged by keyset, as every list route answers it. */
export interface CursorPage<T> {
  list: T[];
  /** The cursor of the following page; null on the last one. */
  next: string | null;
  /** The whole list's length, when the page was asked to count it. */
  total: number | null;
}

/** The page parameters of a list route. */
export interface PageRequest {
  cursor?: string;
  size: number;
  withTotal?: boolean;
}

/** Rows a list loads at a time. */
export const LIST_PAGE_SIZE = 20;

/**
 * The first page of a whole shelf also counts it (the screen shows "208 exercises"); a
 * search or a filter is not counted (its count would cost more than its page), nor any
 * page after the first.
 */
export function pageRequest(cursor: string | undefined, countShelf: boolean): PageRequest {
  return cursor === undefined ? { size: LIST_PAGE_SIZE, ...(countShelf ? { withTotal: true } : {}) } : { cursor, size: LIST_PAGE_SIZE };
}

interface CursorListOptions<TPage, TKey extends QueryKey> {
  queryKey: TKey;
  fetchPage: (page: PageRequest) => Promise<TPage>;
  /** Whether the list is a whole shelf (no search, no filter), whose count the screen shows. */
  wholeShelf: boolean;
  /**
   * Whether the list of the previous key may stay on screen (dimmed) while this one loads,
   * e.g. a new search in the same tab; never across tabs.
   */
  keepPrevious: (previousKey: TKey) => boolean;
  /** Loaded anew each time the screen opens (a coach's view of what a trainee recorded). */
  freshEachVisit?: boolean;
}

/** A list page by page as the person scrolls, each page after the cursor of the one before. */
export function useCursorList<TPage extends CursorPage<unknown>, TKey extends QueryKey>({ queryKey, fetchPage, wholeShelf, keepPrevious, freshEachVisit = false }: CursorListOptions<TPage, TKey>) {
  return useInfiniteQuery<TPage, Error, InfiniteData<TPage, string | undefined>, TKey, string | undefined>({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageRequest(pageParam, wholeShelf)),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: (previous, previousQuery) => (previousQuery && keepPrevious(previousQuery.queryKey) ? previous : undefined),
    ...(freshEachVisit ? { staleTime: 0, refetchOnMount: 'always' as const } : {}),
  });
}

/** Loads a list's next page for antd-mobile's InfiniteScroll, which shows a retry when this throws. */
export async function nextPage(query: { fetchNextPage: () => Promise<{ isError: boolean; error: unknown }> }): Promise<void> {
  const result = await query.fetchNextPage();
  if (result.isError) throw result.error;
}

/** Pull-to-refresh of a list: back to its first page (with a fresh count), the pages further down dropped. */
export function useRefreshCursorList(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.setQueryData<InfiniteData<unknown, string | undefined>>(queryKey, (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) });
    await queryClient.refetchQueries({ queryKey, exact: true });
  };
}
