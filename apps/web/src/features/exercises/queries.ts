import { SERVER_DICTIONARY_KEYS, type MediaKind } from '@repwise/domain';
import { useInfiniteQuery, type InfiniteData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { request, upload } from '../../api/request.ts';
import { useIdempotencyKey } from '../../api/idempotency-key.ts';
import type { ActionDetail, ActionInput, ActionPage, ServerDictionary, UploadResult } from '../../api/types.ts';
import { useI18n } from '../../i18n/index.ts';
import type { ActionFilters } from './filters.ts';

const BASE = '/api-training/mp/training/action';
export const ACTION_PAGE_SIZE = 20;

/** Every exercise query starts with this key, so a change can refresh them all at once. */
export const ACTIONS_KEY = ['actions'] as const;
const listKey = (filters: ActionFilters, language: string) => [...ACTIONS_KEY, 'list', language, filters] as const;
const detailKey = (id: number, language: string) => [...ACTIONS_KEY, 'detail', language, id] as const;

/**
 * One scope of the library, page by page, the person's pinned exercises first (server
 * order). Names come in the caller's language, so the language is part of the key.
 */
export function useActionList(filters: ActionFilters) {
  const { language } = useI18n();
  return useInfiniteQuery({
    queryKey: listKey(filters, language),
    queryFn: ({ pageParam }) =>
      request<ActionPage>('GET', `${BASE}/list`, {
        params: {
          scope: filters.scope,
          keyword: filters.keyword || undefined,
          muscleGroup: filters.muscleGroup,
          equipment: filters.equipment,
          pattern: filters.pattern,
          page: pageParam,
          size: ACTION_PAGE_SIZE,
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    // While a new search loads, the old results stay (dimmed) instead of a blank list; never across tabs.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3].scope === filters.scope ? previous : undefined),
  });
}

export function useAction(id: number | null) {
  const { language } = useI18n();
  return useQuery({
    queryKey: detailKey(id ?? 0, language),
    queryFn: () => request<ActionDetail>('GET', `${BASE}/get`, { params: { id } }),
    enabled: id !== null,
  });
}

/** The public share page: no token is sent, so a stale one never logs anybody out here. */
export function useSharedAction(code: string) {
  const { language } = useI18n();
  return useQuery({
    queryKey: [...ACTIONS_KEY, 'share', language, code],
    queryFn: () => request<ActionDetail>('GET', '/api-training/open/action/share', { params: { code }, token: null }),
    enabled: code !== '',
  });
}

/** Refreshes a list from its first page, dropping the pages loaded further down. */
export function useRefreshActionList(filters: ActionFilters) {
  const queryClient = useQueryClient();
  const { language } = useI18n();
  return async () => {
    const key = listKey(filters, language);
    queryClient.setQueryData<InfiniteData<ActionPage, number>>(key, (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) });
    await queryClient.refetchQueries({ queryKey: key, exact: true });
  };
}

/** A changed exercise: its detail in this language is known, and every list may have moved. */
function storeDetail(queryClient: QueryClient, detail: ActionDetail, language: string) {
  queryClient.setQueryData(detailKey(detail.id, language), detail);
  void queryClient.invalidateQueries({ queryKey: [...ACTIONS_KEY, 'list'] });
  void queryClient.invalidateQueries({ queryKey: [...ACTIONS_KEY, 'detail'], predicate: (q) => q.queryKey[3] === detail.id && q.queryKey[2] !== language });
}

export function useSaveAction() {
  const queryClient = useQueryClient();
  const { language } = useI18n();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ActionInput }) =>
      id === null
        ? request<ActionDetail>('POST', `${BASE}/create`, { body: input, idempotencyKey: key.current() })
        : request<ActionDetail>('POST', `${BASE}/modify`, { body: { ...input, id } }),
    onSuccess: (detail) => {
      key.renew();
      storeDetail(queryClient, detail, language);
    },
  });
}

export function useDeleteAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<null>('POST', `${BASE}/delete`, { params: { id } }),
    // Deleting archives: the exercise still resolves by id, now marked archived.
    onSuccess: (_data, id) => {
      queryClient.setQueriesData<ActionDetail>({ queryKey: [...ACTIONS_KEY, 'detail'], predicate: (q) => q.queryKey[3] === id }, (old) => old && { ...old, archived: true });
      void queryClient.invalidateQueries({ queryKey: [...ACTIONS_KEY, 'list'] });
    },
  });
}

/** Pin or unpin at once on screen; the server's answer (or the old state on failure) follows. */
export function usePinAction() {
  const queryClient = useQueryClient();
  const { language } = useI18n();
  return useMutation({
    mutationFn: ({ id, pinned }: { id: number; pinned: boolean }) => request<ActionDetail>('POST', `${BASE}/${pinned ? 'pin' : 'unpin'}`, { params: { id } }),
    onMutate: async ({ id, pinned }) => {
      const key = detailKey(id, language);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ActionDetail>(key);
      if (previous) queryClient.setQueryData<ActionDetail>(key, { ...previous, pinned });
      return { previous };
    },
    onError: (_error, { id }, context) => {
      if (context?.previous) queryClient.setQueryData(detailKey(id, language), context.previous);
    },
    onSuccess: (detail) => storeDetail(queryClient, detail, language),
  });
}

export interface UploadRequest {
  kind: MediaKind;
  file: File;
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

export function useUploadMedia() {
  return useMutation({
    mutationFn: ({ kind, file, onProgress, signal }: UploadRequest) =>
      upload<UploadResult>(`${BASE}/upload`, { params: { kind }, file, fileName: file.name, onProgress, signal }),
  });
}

export type UnitDictionaries = Record<'intensityUnit' | 'quantityUnit', ServerDictionary['list']>;

/** The unit dictionaries of spec §3; they change with a release, not while the app runs. */
export function useUnitDictionaries() {
  return useQuery({
    queryKey: ['dictionaries', 'units'],
    queryFn: async (): Promise<UnitDictionaries> => {
      const parents = [SERVER_DICTIONARY_KEYS.intensityUnit, SERVER_DICTIONARY_KEYS.quantityUnit];
      const answer = await request<ServerDictionary[]>('POST', '/api-user-acl/open/dictionary/getAllChildren', {
        body: parents.map((parentId) => ({ parentId, recursiveTimes: 1 })),
      });
      const listOf = (key: string) => answer.find((d) => d.key === key)?.list ?? [];
      return { intensityUnit: listOf(SERVER_DICTIONARY_KEYS.intensityUnit), quantityUnit: listOf(SERVER_DICTIONARY_KEYS.quantityUnit) };
    },
    staleTime: Infinity,
  });
}
