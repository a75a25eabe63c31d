import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { useIdempotencyKey } from '../../api/idempotency-key.ts';

/** A shared year in review as anyone with its link reads it (no token sent); the reader's language names the exercises and muscles. */
export function useSharedYear(token: string, language: string) {
  return useQuery({ queryKey: ['yearShare', 'shared', token, language], queryFn: () => api('record.sharedYear', { query: { token }, token: null }), enabled: token !== '', retry: false });
}

/** A new link to my year (the year's earlier link stops working); a retry of the same tap answers the same link. */
export function useShareYear() {
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (year: number) => api('record.shareYear', { body: { year }, idempotencyKey: key.current() }),
    onSuccess: () => key.renew(),
  });
}

export function useStopSharingYear() {
  return useMutation({ mutationFn: (year: number) => api('record.shareRevoke', { body: { year } }) });
}
