import { SERVER_DICTIONARY_KEYS, type Template } from '@repwise/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { request } from '../../api/request.ts';
import { useIdempotencyKey } from '../../api/idempotency-key.ts';
import type { SavedTemplate, ServerDictionary, TemplatePage, TemplateQrcode } from '../../api/types.ts';
import { useI18n } from '../../i18n/index.ts';
import { useSession } from '../../session/session-store.ts';

const BASE = '/api-training/mp/training/actions/series';
export const TEMPLATE_PAGE_SIZE = 20;

export type TemplateScope = 'official' | 'mine' | 'recent';

const LIST_PATHS: Record<TemplateScope, string> = { official: 'listZt', mine: 'listSelf', recent: 'listSelfHistory' };

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
  return useInfiniteQuery({
    queryKey: listKey(scope, keyword, language),
    queryFn: ({ pageParam }) =>
      request<TemplatePage>('GET', `${BASE}/${LIST_PATHS[scope]}`, { params: { keyword: keyword || undefined, page: pageParam, size: TEMPLATE_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    // A new search keeps the old rows (dimmed) on screen while it loads; never across tabs.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === scope ? previous : undefined),
  });
}

/** Refreshes a list from its first page, dropping the pages loaded further down. */
export function useRefreshTemplateList(scope: TemplateScope, keyword: string) {
  const queryClient = useQueryClient();
  const { language } = useI18n();
  return async () => {
    const key = listKey(scope, keyword, language);
    queryClient.setQueryData<InfiniteData<TemplatePage, number>>(key, (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) });
    await queryClient.refetchQueries({ queryKey: key, exact: true });
  };
}

export function useTemplate(id: number | null) {
  const { language } = useI18n();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: detailKey(id ?? 0, language),
    queryFn: async () => {
      const template = await request<SavedTemplate>('GET', `${BASE}/get`, { params: { id } });
      // Opening one's own template moves it to the top of Recent (server side).
      if (template.mine) void queryClient.invalidateQueries({ queryKey: [...TEMPLATES_KEY, 'list'], predicate: (q) => q.queryKey[3] === 'recent' });
      return template;
    },
    enabled: id !== null,
    // An open editor owns its copy; a background refetch must not look like someone else's edit.
    staleTime: Infinity,
  });
}

/** The public page of a shared template: no token is sent, so a stale one logs nobody out. */
export function useSharedTemplate(code: string) {
  const { language } = useI18n();
  return useQuery({
    queryKey: [...TEMPLATES_KEY, 'share', language, code],
    queryFn: () => request<SavedTemplate>('GET', '/api-training/open/series/share', { params: { code }, token: null }),
    enabled: code !== '',
  });
}

export function useTemplateQrcode(id: number | null) {
  return useQuery({
    queryKey: [...TEMPLATES_KEY, 'qrcode', id ?? 0],
    queryFn: () => request<TemplateQrcode>('GET', `${BASE}/getQrcode`, { params: { id } }),
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

/** The fields the server does not take back: it works them out itself. */
function toInput(template: Template, groupId: string): Template {
  const { id, name, type, description, units, setIntervalSeconds, exerciseIntervalSeconds, overloadSets, deloadSets, unilateral, copyNameSuffix, finished, actionsCons } = template;
  return { id, groupId: template.groupId || groupId, name, type, description, units, setIntervalSeconds, exerciseIntervalSeconds, overloadSets, deloadSets, unilateral, copyNameSuffix, finished, actionsCons };
}

/** Creates (id null) or replaces the whole template; the answer is the saved, relabelled version. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  const { language } = useI18n();
  const { groupId } = useSession();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (template: Template) => request<SavedTemplate>('POST', `${BASE}/modify`, { body: toInput(template, groupId), idempotencyKey: key.current() }),
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
    mutationFn: (source: CopySource) => request<SavedTemplate>('POST', `${BASE}/copy`, { params: source, idempotencyKey: key.current() }),
    onSuccess: (copy) => {
      key.renew();
      storeTemplate(queryClient, copy, language);
    },
  });
}

export function useDeleteTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) => request<{ deleted: number[] }>('POST', `${BASE}/multiDelete`, { params: { ids: ids.join(',') } }),
    onSuccess: ({ deleted }) => {
      queryClient.removeQueries({ queryKey: [...TEMPLATES_KEY, 'detail'], predicate: (q) => deleted.includes(Number(q.queryKey[3])) });
      void queryClient.invalidateQueries({ queryKey: [...TEMPLATES_KEY, 'list'] });
    },
  });
}

/** The training types of spec §3 (server dictionary training.type); they change with a release. */
export function useTrainingTypes() {
  return useQuery({
    queryKey: ['dictionaries', 'trainingType'],
    queryFn: async () => {
      const answer = await request<ServerDictionary[]>('POST', '/api-user-acl/open/dictionary/getAllChildren', {
        body: [{ parentId: SERVER_DICTIONARY_KEYS.trainingType, recursiveTimes: 1 }],
      });
      return answer.find((d) => d.key === SERVER_DICTIONARY_KEYS.trainingType)?.list ?? [];
    },
    staleTime: Infinity,
  });
}
