import type { BodyInput, QueryInput } from '@repwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../api/idempotency-key.ts';
import { api } from '../../api/request.ts';
import { useCursorList } from '../../kit/cursor-list.ts';

/**
 * Every query of the operators' console starts with this key, so a change refreshes them all:
 * the console is small and each change (a publish, a handled feedback) moves the overview's
 * figures and the audit log too.
 */
const CONSOLE_KEY = ['console'] as const;

function useRefreshConsole() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEY });
}

// ── Articles and categories ──────────────────────────────────────────────────

export function useConsoleCategories() {
  return useQuery({ queryKey: [...CONSOLE_KEY, 'categories'], queryFn: () => api('console.categories') });
}

export function useSaveCategory() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (body: BodyInput<'console.categorySave'>) => api('console.categorySave', { body }),
    onSuccess: () => void refresh(),
  });
}

export interface ArticleFilters {
  categoryId: number | null;
  status: 'draft' | 'published' | null;
}

/** Every article, drafts included, newest change first, a page at a time. */
export function useConsoleArticles({ categoryId, status }: ArticleFilters) {
  return useCursorList({
    queryKey: [...CONSOLE_KEY, 'articles', categoryId, status] as const,
    fetchPage: (page) => api('console.articles', { query: { ...page, ...(categoryId === null ? {} : { categoryId }), ...(status === null ? {} : { status }) } }),
    wholeShelf: categoryId === null && status === null,
    // Another filter is another list: its rows never stand in for this one's.
    keepPrevious: () => false,
    freshEachVisit: true,
  });
}

export function useConsoleArticle(id: number | null) {
  return useQuery({
    queryKey: [...CONSOLE_KEY, 'article', id],
    queryFn: () => api('console.articleGet', { query: { id: id ?? 0 } }),
    enabled: id !== null,
    // The editor starts from the stored texts, never from an older copy.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** Creates a draft (no id; retried with the same key, it is made once) or replaces an article's texts. */
export function useSaveArticle() {
  const refresh = useRefreshConsole();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: BodyInput<'console.articleSave'>) => api('console.articleSave', { body, ...(body.id === undefined ? { idempotencyKey: key.current() } : {}) }),
    onSuccess: () => {
      key.renew();
      void refresh();
    },
  });
}

export function usePublishArticle() {
  const refresh = useRefreshConsole();
  // The public library shows what was published; its lists start again.
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'console.articlePublish'>) => api('console.articlePublish', { body }),
    onSuccess: () => {
      void refresh();
      void queryClient.invalidateQueries({ queryKey: ['articles'] });
    },
  });
}

/** The Markdown as readers will get it; asked for when the Preview tab opens. */
export function useArticlePreview(bodyMd: string, enabled: boolean) {
  return useQuery({
    queryKey: [...CONSOLE_KEY, 'preview', bodyMd],
    queryFn: () => api('console.articlePreview', { body: { bodyMd } }),
    enabled: enabled && bodyMd.trim() !== '',
    staleTime: Infinity,
  });
}

// ── Official exercises and templates ─────────────────────────────────────────

/** Creates an official exercise (once per key) or changes one; answers its id. */
export function useSaveOfficialExercise() {
  const refresh = useRefreshConsole();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: BodyInput<'console.exerciseSave'>) => api('console.exerciseSave', { body, ...(body.id === undefined ? { idempotencyKey: key.current() } : {}) }),
    onSuccess: () => {
      key.renew();
      void refresh();
    },
  });
}

export function usePromoteTemplate() {
  const refresh = useRefreshConsole();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (templateId: number) => api('console.templatePromote', { body: { templateId }, idempotencyKey: key.current() }),
    onSuccess: () => {
      key.renew();
      void refresh();
    },
  });
}

// ── VIP ──────────────────────────────────────────────────────────────────────

export function useConsoleVips(active: boolean) {
  return useCursorList({
    queryKey: [...CONSOLE_KEY, 'vips', active] as const,
    fetchPage: (page) => api('console.vips', { query: { ...page, active: active ? 'true' : 'false' } }),
    wholeShelf: false,
    keepPrevious: () => false,
    freshEachVisit: true,
  });
}

/** Through the existing operator route (user.grantVip), which the audit log records too. */
export function useGrantVip() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (body: BodyInput<'user.grantVip'>) => api('user.grantVip', { body }),
    onSuccess: () => void refresh(),
  });
}

// ── Feedback ─────────────────────────────────────────────────────────────────

export type FeedbackState = QueryInput<'console.feedback'>['state'] & string;

export function useConsoleFeedback(state: FeedbackState) {
  return useCursorList({
    queryKey: [...CONSOLE_KEY, 'feedback', state] as const,
    fetchPage: (page) => api('console.feedback', { query: { ...page, state } }),
    // The overview and the tabs show how many wait: the first page counts them.
    wholeShelf: true,
    keepPrevious: () => false,
    freshEachVisit: true,
  });
}

export function useHandleFeedback() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (body: BodyInput<'console.feedbackHandle'>) => api('console.feedbackHandle', { body }),
    onSuccess: () => void refresh(),
  });
}

// ── Activity, operators, audit ───────────────────────────────────────────────

export function useConsoleActivity(from: string, to: string) {
  return useQuery({
    queryKey: [...CONSOLE_KEY, 'activity', from, to],
    queryFn: () => api('console.activity', { query: { from, to } }),
    enabled: from !== '' && to !== '' && from <= to,
  });
}

export function useConsoleOperators() {
  return useQuery({ queryKey: [...CONSOLE_KEY, 'operators'], queryFn: () => api('console.operators') });
}

export function useGrantOperator() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (mobile: string) => api('console.operatorGrant', { body: { mobile } }),
    onSuccess: () => void refresh(),
  });
}

export function useRevokeOperator() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (userId: number) => api('console.operatorRevoke', { body: { userId } }),
    onSuccess: () => void refresh(),
  });
}

export type AuditEntity = NonNullable<QueryInput<'console.audit'>['entity']>;
export const AUDIT_ENTITIES: readonly AuditEntity[] = ['article', 'category', 'exercise', 'template', 'vip', 'feedback', 'operator'];
export const isAuditEntity = (value: string | null): value is AuditEntity => (AUDIT_ENTITIES as readonly (string | null)[]).includes(value);

export function useConsoleAudit(entity: AuditEntity | null) {
  return useCursorList({
    queryKey: [...CONSOLE_KEY, 'audit', entity] as const,
    fetchPage: (page) => api('console.audit', { query: { ...page, ...(entity === null ? {} : { entity }) } }),
    wholeShelf: false,
    keepPrevious: () => false,
    freshEachVisit: true,
  });
}

/** The overview's figures: feedback waiting for an answer (counted by the server) and today's active people. */
export function useUnhandledFeedbackCount() {
  return useQuery({
    queryKey: [...CONSOLE_KEY, 'feedback', 'unhandledCount'],
    queryFn: async () => (await api('console.feedback', { query: { state: 'unhandled', size: 1, withTotal: true } })).total ?? 0,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
