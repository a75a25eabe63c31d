import type { ActionDetail, ActionInput } from '@repwise/contracts';
import type { MediaKind } from '@repwise/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../api/idempotency-key.ts';
import { uploadMedia } from '../../api/media-upload.ts';
import { api } from '../../api/request.ts';
import { useI18n } from '../../i18n/index.ts';
import { useCursorList, useRefreshCursorList } from '../../kit/cursor-list.ts';
import type { ActionFilters } from './filters.ts';

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
  const { scope, keyword, muscleGroup, equipment, pattern } = filters;
  return useCursorList({
    queryKey: listKey(filters, language),
    fetchPage: (page) => api('action.list', { query: { scope, keyword: keyword || undefined, muscleGroup, equipment, pattern, ...page } }),
    wholeShelf: !keyword && !muscleGroup && !equipment && !pattern,
    keepPrevious: (previousKey) => previousKey[3].scope === scope,
  });
}

/** Refreshes a list from its first page, dropping the pages loaded further down. */
export function useRefreshActionList(filters: ActionFilters) {
  const { language } = useI18n();
  return useRefreshCursorList(listKey(filters, language));
}

export function useAction(id: number | null) {
  const { language } = useI18n();
  return useQuery({
    queryKey: detailKey(id ?? 0, language),
    queryFn: () => api('action.get', { query: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/** The public share page: no token is sent, so a stale one never logs anybody out here. */
export function useSharedAction(code: string) {
  const { language } = useI18n();
  return useQuery({
    queryKey: [...ACTIONS_KEY, 'share', language, code],
    queryFn: () => api('action.share', { query: { code }, token: null }),
    enabled: code !== '',
  });
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
      id === null ? api('action.create', { body: input, idempotencyKey: key.current() }) : api('action.modify', { body: { ...input, id } }),
    onSuccess: (detail) => {
      key.renew();
      storeDetail(queryClient, detail, language);
    },
  });
}

export function useDeleteAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('action.delete', { query: { id } }),
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
    mutationFn: ({ id, pinned }: { id: number; pinned: boolean }) => api(pinned ? 'action.pin' : 'action.unpin', { query: { id } }),
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
    mutationFn: ({ kind, file, onProgress, signal }: UploadRequest) => uploadMedia(kind, file, { onProgress, signal }),
  });
}
