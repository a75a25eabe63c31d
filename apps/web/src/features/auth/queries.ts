import type { UserDto } from '@repwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { USER_QUERY_KEY, fetchUser } from '../../session/current-user.ts';
import { logout } from '../../session/logout.ts';
import { clearSession, getSession, startSession } from '../../session/session-store.ts';

export function useSendSms() {
  return useMutation({
    mutationFn: (mobile: string) => api('login.sendSms', { query: { mobile } }),
  });
}

/** The daily-active ping the spec sends after login; it must never block or fail a login. */
function recordActive(user: UserDto): void {
  const { groupId } = getSession();
  // Before the role is chosen the server records the visit without one.
  const query = user.position === null ? { groupId } : { groupId, position: user.position };
  void api('statistics.recordActive', { query }).catch(() => undefined);
}

export interface SmsLoginOutcome {
  user: UserDto;
  areLoginFirstTime: boolean;
}

/** SMS login: keep the token, load the person, then tell where they go next. */
export function useSmsLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { mobile: string; code: string }): Promise<SmsLoginOutcome> => {
      const result = await api('login.sms', { body: input });
      startSession(result.token, result.areLoginFirstTime);
      let user: UserDto;
      try {
        user = await queryClient.fetchQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchUser, staleTime: 0 });
      } catch (error) {
        // Half a login is no login: without the person the app cannot route anywhere.
        clearSession();
        throw error;
      }
      recordActive(user);
      return { user, areLoginFirstTime: result.areLoginFirstTime };
    },
  });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
