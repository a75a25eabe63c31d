import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/request.ts';
import type { LoginResult, User } from '../../api/types.ts';
import { clearSession, getSession, startSession } from '../../session/session-store.ts';
import { logout } from '../../session/logout.ts';
import { USER_QUERY_KEY, fetchUser } from '../user/queries.ts';

export function useSendSms() {
  return useMutation({
    mutationFn: (mobile: string) => request<{ resendAfterSeconds: number }>('GET', '/api-training/login/sendSms', { params: { mobile } }),
  });
}

/** The daily-active ping the spec sends after login; it must never block or fail a login. */
function recordActive(user: User): void {
  const { groupId } = getSession();
  // Before the role is chosen the server records the visit without one.
  const params = user.position === null ? { groupId } : { groupId, position: String(user.position) };
  void request('GET', '/api-training/mp/statistics/user/active/recordActive', { params }).catch(
    () => undefined,
  );
}

export interface SmsLoginOutcome {
  user: User;
  areLoginFirstTime: boolean;
}

/** SMS login: keep the token, load the person, then tell where they go next. */
export function useSmsLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { mobile: string; code: string }): Promise<SmsLoginOutcome> => {
      const result = await request<LoginResult>('POST', '/api-training/login/sms', { body: input });
      startSession(result.token, result.areLoginFirstTime);
      let user: User;
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
