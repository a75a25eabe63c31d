import type { BodyInput, UserDto } from '@repwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { USER_QUERY_KEY } from '../../session/current-user.ts';
import { clearSession, setUserInfo } from '../../session/session-store.ts';

/** Every successful change answers with the whole user: it replaces the cached one. */
function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: UserDto) => {
    queryClient.setQueryData(USER_QUERY_KEY, user);
    setUserInfo(user);
  };
}

export function useUpdateInfo() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (update: BodyInput<'user.updateInfo'>) => api('user.updateInfo', { body: update }),
    onSuccess: storeUser,
  });
}

export function useAddPassword() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (body: BodyInput<'user.addPassword'>) => api('user.addPassword', { body }),
    onSuccess: storeUser,
  });
}

/** Deactivation: the server ends every session, so the app forgets its own at once. */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api('user.unsubscribe', { body: { code } }),
    onSuccess: () => {
      clearSession();
      queryClient.clear();
    },
  });
}

export const BODY_DATA_QUERY_KEY = ['user', 'bodyData'] as const;

/** The latest 50 days of own body data, newest first. */
export function useBodyDataHistory() {
  return useQuery({ queryKey: BODY_DATA_QUERY_KEY, queryFn: () => api('user.bodyData.history', { query: { size: 50 } }) });
}

/** Records a day; the history and the person (whose latest values may change) are read again. */
export function useRecordBodyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'user.bodyData.record'>) => api('user.bodyData.record', { body }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: BODY_DATA_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY })]),
  });
}

/** Moves the account to a new number (a code sent to that number); the answer is the user with it. */
export function useChangeMobile() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (body: BodyInput<'user.changeMobile'>) => api('user.changeMobile', { body }),
    onSuccess: storeUser,
  });
}

/** Own heaviest set and best e1RM per exercise; read again whenever the page opens (new training may have synced). */
export function useMaxWeights() {
  return useQuery({ queryKey: ['user', 'maxWeight'], queryFn: () => api('user.maxWeight'), staleTime: 0 });
}
