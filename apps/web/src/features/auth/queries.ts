import type { LoginResult, UserDto } from '@repwise/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { USER_QUERY_KEY, fetchUser } from '../../session/current-user.ts';
import { forgetActiveDay } from '../../session/daily-active.ts';
import { logout } from '../../session/logout.ts';
import { clearSession, startSession } from '../../session/session-store.ts';

export function useSendSms() {
  return useMutation({
    mutationFn: (mobile: string) => api('login.sendSms', { query: { mobile } }),
  });
}

export interface SmsLoginOutcome {
  user: UserDto;
  areLoginFirstTime: boolean;
}

/** After any login: keep the token, load the person, then tell where they go next. */
export async function finishLogin(queryClient: QueryClient, result: LoginResult): Promise<SmsLoginOutcome> {
  startSession(result.token, result.areLoginFirstTime);
  // The spec's active ping after a login: loading the person sends it (session/daily-active.ts).
  forgetActiveDay();
  let user: UserDto;
  try {
    user = await queryClient.fetchQuery({ queryKey: USER_QUERY_KEY, queryFn: () => fetchUser(), staleTime: 0 });
  } catch (error) {
    // Half a login is no login: without the person the app cannot route anywhere.
    clearSession();
    throw error;
  }
  return { user, areLoginFirstTime: result.areLoginFirstTime };
}

/** SMS login. */
export function useSmsLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { mobile: string; code: string }) => finishLogin(queryClient, await api('login.sms', { body: input })),
  });
}

export const CAPTCHA_QUERY_KEY = ['login', 'captcha'] as const;

/** The image code of the password login; refetch() draws a new one (each works once). */
export function useCaptcha() {
  return useQuery({
    queryKey: CAPTCHA_QUERY_KEY,
    queryFn: () => api('login.captcha', { token: null }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Password login: `password` is the md5 of what was typed, `code` is `<captcha key>@<answer>`. */
export function usePasswordLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { mobile: string; password: string; code: string }) =>
      finishLogin(queryClient, await api('login.password', { body: input, token: null })),
  });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
