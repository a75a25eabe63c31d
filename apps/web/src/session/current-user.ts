import type { UserDto } from '@repwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/request.ts';
import { setUserInfo, useSession } from './session-store.ts';

export const USER_QUERY_KEY = ['user', 'me'] as const;

/** Loads the signed-in person and lets the session derive group and coach flag from it. */
export async function fetchUser(): Promise<UserDto> {
  const user = await api('user.getInfo');
  setUserInfo(user);
  return user;
}

/** The signed-in person, once there is a token. */
export function useUserInfo() {
  const { token } = useSession();
  return useQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchUser, enabled: Boolean(token) });
}
