import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/request.ts';
import type { User, UserUpdate } from '../../api/types.ts';
import { setUserInfo, useSession } from '../../session/session-store.ts';

export const USER_QUERY_KEY = ['user', 'me'] as const;

/** Loads the signed-in person and lets the session derive group and coach flag from it. */
export async function fetchUser(): Promise<User> {
  const user = await request<User>('GET', '/api-training/mp/training/user/getInfo');
  setUserInfo(user);
  return user;
}

export function useUserInfo() {
  const { token } = useSession();
  return useQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchUser, enabled: Boolean(token) });
}

/** Every successful change answers with the whole user: it replaces the cached one. */
function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData(USER_QUERY_KEY, user);
    setUserInfo(user);
  };
}

export function useUpdateInfo() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (update: UserUpdate) => request<User>('POST', '/api-training/mp/training/user/updateInfo', { body: update }),
    onSuccess: storeUser,
  });
}

export function useAddPassword() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (body: { mobile: string; password: string }) => request<User>('POST', '/api-training/mp/training/user/addPassword', { body }),
    onSuccess: storeUser,
  });
}
