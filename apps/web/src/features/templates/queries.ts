import type { RouteName } from '@repwise/contracts';
import type { Template } from '@repwise/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIdempotencyKey } from '../../api/idempotency-key.ts';
import { api } from '../../api/request.ts';
import { useI18n } from '../../i18n/index.ts';
import { useCursorList, useRefreshCursorList } from '../../kit/cursor-list.ts';
import { useSession } from '../../session/session-store.ts';
import { toSavedTemplate, toTemplateInput, type SavedTemplate } from './saved-template.ts';

export type TemplateScope = 'official' | 'mine' | 'recent';

const LIST_ROUTES = { official: 'series.listZt', mine: 'series.listSelf', recent: 'series.listSelfHistory' } as const satisfies Record<TemplateScope, RouteName>;

/** Every template query starts with this key, so a save or delete can refresh them all. */
export const TEMPLATES_KEY = ['templates'] as const;
const listKey = (scope: TemplateScope, keyword: string, language: string) => [...TEMPLATES_KEY, 'list', language, scope, keyword] as const;
const detailKey = (id: number, language: string) => [...TEMPLATES_KEY, 'detail', language, id] as const;

/**
 * One tab of the template home, page by page. Official names, labels and exercise names come
 * in the caller's language, so the language is part of the key.
 */
export function useTemplateList(scope: TemplateScope, keyword: string) {
  const { language } = useI18n();
  return useCursorList({
    queryKey: listKey(scope, keyword, language),
    fetchPage: (page) => api(LIST_ROUTES[scope], { query: { keyword: keyword || undefined, ...page } }),
    wholeShelf: !keyword,
    keepPrevious: (previousKey) => previousKey[3] === scope,
  });
}

/** Refreshes a list from its first page, dropping the pages loaded further down. */
export function useRefreshTemplateList(scope: TemplateScope, keyword: string) {
  const { language } = useI18n();
  return useRefreshCursorList(listKey(scope, keyword, language));
}

export function useTemplate(id: number | null) {
  const { language } = useI18n();
  return useQuery({
    queryKey: detailKey(id ?? 0, language),
    queryFn: async () => toSavedTemplate(await api('series.get', { query: { id: id ?? 0 } })),
    enabled: id !== null,
    // An open editor owns its copy; a background refetch must not look like someone else's edit.
    staleTime: Infinity,
  });
}

/**
 * Moves one's own template to the top of Recent: the editor opened it (reading it moves
 * nothing). Once per opening (the ref holds through React's development double effects), fire
 * and forget: a lost request only leaves Recent behind, which is not worth a toast; the
 * server's own failures are told by api() as everywhere.
 */
export function useMarkUsed(id: number | null) {
  const queryClient = useQueryClient();
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (id === null || marked.current === id) return;
    marked.current = id;
    api('series.markUsed', { query: { id } }).then(
      () => void queryClient.invalidateQueries({ queryKey: [...TEMPLATES_KEY, 'list'], predicate: (q) => q.queryKey[3] === 'recent' }),
      () => undefined,
    );
  }, [id, queryClient]);
}

/** The public page of a shared template: no token is sent, so a stale one logs nobody out. */
export function useSharedTemplate(code: string) {
  const { language } = useI18n();
  return useQuery({
    queryKey: [...TEMPLATES_KEY, 'share', language, code],
    queryFn: async () => toSavedTemplate(await api('series.share', { query: { code }, token: null })),
    enabled: code !== '',
  });
}

export function useTemplateQrcode(id: number | null) {
  return useQuery({
    queryKey: [...TEMPLATES_KEY, 'qrcode', id ?? 0],
    queryFn: () => api('series.getQrcode', { query: { id: id ?? 0 } }),
    enabled: id !== null,
    staleTime: Infinity,
  });
}

/** A template the server just answered: its detail is known, and every list may have moved. */
function storeTemplate(queryClient: QueryClient, template: SavedTemplate, language: string) {
  queryClient.setQueryData(detailKey(template.id, language), template);
  void queryClient.invalidateQueries({ queryKey: [...TEMPLATES_KEY, 'list'] });
  void queryClient.invalidateQueries({ queryKey: [...TEMPLATES_KEY, 'detail'], predicate: (q) => q.queryKey[3] === template.id && q.queryKey[2] !== language });
}

/** Creates (id null) or replaces the whole template; the answer is the saved, relabelled version. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  const { language } = useI18n();
  const { groupId } = useSession();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: async (template: Template) => toSavedTemplate(await api('series.modify', { body: toTemplateInput(template, groupId), idempotencyKey: key.current() })),
    onSuccess: (saved) => {
      key.renew();
      storeTemplate(queryClient, saved, language);
    },
  });
}

export type CopySource = { id: number } | { code: string };

/** Copies an official, own or shared template into the person's own ('… (copy)'). */
export function useCopyTemplate() {
  const queryClient = useQueryClient();
  const { language } = useI18n();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: async (source: CopySource) => toSavedTemplate(await api('series.copy', { query: source, idempotencyKey: key.current() })),
    onSuccess: (copy) => {
      key.renew();
      storeTemplate(queryClient, copy, language);
    },
  });
}

export function useDeleteTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) => api('series.multiDelete', { query: { ids: ids.join(',') } }),
    onSuccess: ({ deleted }) => {
      queryClient.removeQueries({ queryKey: [...TEMPLATES_KEY, 'detail'], predicate: (q) => deleted.includes(Number(q.queryKey[3])) });
      void queryClient.invalidateQueries({ queryKey: [...TEMPLATES_KEY, 'list'] });
    },
  });
}
