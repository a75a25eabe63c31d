import type { UserDto } from '@repwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_STATUS } from '../api/api-error.ts';
import { api } from '../api/request.ts';
import { recordActiveToday } from './daily-active.ts';
import { followPhoneTimeZone } from './time-zone.ts';
import { keptUserInfo, setUserInfo, useSession } from './session-store.ts';

export const USER_QUERY_KEY = ['user', 'me'] as const;

/**
 * Loads the signed-in person and lets the session derive group and coach flag from it.
 * Without a network the person as last loaded stands in, so the app still opens on their
 * own home (with the offline notice) instead of an error.
 */
export async function fetchUser(signal?: AbortSignal): Promise<UserDto> {
  try {
    const user = await followPhoneTimeZone(await api('user.getInfo', { signal }));
    setUserInfo(user);
    recordActiveToday(user);
    return user;
  } catch (error) {
    const kept = error instanceof ApiError && error.status === NETWORK_ERROR_STATUS ? keptUserInfo() : null;
    if (kept) return kept;
    throw error;
  }
}

/** How the signed-in person is loaded: asked even offline (the kept copy answers then), and again once back online. */
export const userQuery = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: ({ signal }) => fetchUser(signal),
  networkMode: 'always',
  refetchOnReconnect: 'always',
});

/** The signed-in person, once there is a token. */
export function useUserInfo() {
  const { token } = useSession();
  return useQuery({ ...userQuery, enabled: Boolean(token) });
}
