import type { BodyInput } from '@repwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../api/idempotency-key.ts';
import { api } from '../../api/request.ts';
import { useCursorList } from '../../kit/cursor-list.ts';
import { useI18n } from '../../i18n/index.ts';

/** Every plan and training query starts with one of these keys, so a change can refresh them all. */
export const PLANS_KEY = ['plans'] as const;
const TRAININGS_KEY = ['trainings'] as const;

/**
 * Trainees record on their own phones, so what a coach reads of plans and training is read
 * afresh at every visit (what was read before shows meanwhile).
 */
const FRESH_EACH_VISIT = { staleTime: 0, refetchOnMount: 'always' } as const;

/** The coach's plans with each trainee's sessions between two days (inclusive). */
export function usePlanList(from: string, to: string) {
  return useQuery({ queryKey: [...PLANS_KEY, 'list', from, to], queryFn: () => api('plan.list', { query: { from, to } }), ...FRESH_EACH_VISIT });
}

/** The plan's template version comes presented in the reader's language. */
const planKey = (id: number, language: string) => [...PLANS_KEY, 'detail', id, language] as const;

export function usePlan(id: number | null) {
  const { language } = useI18n();
  return useQuery({ queryKey: planKey(id ?? 0, language), queryFn: () => api('plan.get', { query: { id: id ?? 0 } }), enabled: id !== null, ...FRESH_EACH_VISIT });
}

export function usePublishPlan() {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: BodyInput<'plan.publish'>) => api('plan.publish', { body, idempotencyKey: key.current() }),
    onSuccess: () => {
      key.renew();
      void queryClient.invalidateQueries({ queryKey: PLANS_KEY });
    },
  });
}

/** Modify or cancel: the answer is the plan as it now is. */
export function usePlanChange() {
  const queryClient = useQueryClient();
  const { language } = useI18n();
  return useMutation({
    mutationFn: (change: { kind: 'modify'; body: BodyInput<'plan.modify'> } | { kind: 'cancel'; id: number }) =>
      change.kind === 'modify' ? api('plan.modify', { body: change.body }) : api('plan.cancel', { query: { id: change.id } }),
    onSuccess: (plan) => {
      queryClient.setQueryData(planKey(plan.id, language), plan);
      void queryClient.invalidateQueries({ queryKey: [...PLANS_KEY, 'list'] });
    },
  });
}

/** A member's recorded training, for their coach: all of it, newest first, a page at a time. */
export function useMemberTrainings(userId: number) {
  return useCursorList({
    queryKey: [...TRAININGS_KEY, 'member', userId],
    fetchPage: (page) => api('training.list', { query: { userId, ...page } }),
    wholeShelf: false,
    keepPrevious: () => false,
    freshEachVisit: true,
  });
}

export function useTraining(id: string | null) {
  const { language } = useI18n();
  // The exercises' names come in the reader's language.
  return useQuery({ queryKey: [...TRAININGS_KEY, 'detail', id ?? '', language], queryFn: () => api('training.get', { query: { id: id ?? '' } }), enabled: id !== null });
}

/**
 * A past training the coach records for a member: one request whose ids the caller keeps, so
 * a double tap or a retry records it once. The member's training lists follow.
 */
export function useRecordForMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'training.backfill'>) => api('training.backfill', { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TRAININGS_KEY }),
  });
}

/** The coach's reply to a member's training. */
export function useCommentTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'training.comment'>) => api('training.comment', { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TRAININGS_KEY }),
  });
}

/** The plan's public link and QR code, for its coach (the link's code is made on first ask). */
export function usePlanQrcode(id: number | null) {
  return useQuery({ queryKey: [...PLANS_KEY, 'qrcode', id ?? 0], queryFn: () => api('plan.getQrcode', { query: { id: id ?? 0 } }), enabled: id !== null, staleTime: Infinity });
}

/** A shared plan for anyone with the code: no token is sent, so a stale one logs nobody out. */
export function useSharedPlan(code: string, language: string) {
  return useQuery({ queryKey: [...PLANS_KEY, 'share', language, code], queryFn: () => api('plan.share', { query: { code }, token: null }), enabled: code !== '' });
}
