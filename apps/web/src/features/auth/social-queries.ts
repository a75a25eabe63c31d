import type { BodyInput, LocalCredential, LoginProviders, SocialLoginResult, WebSignInResult } from '@repwise/contracts';
import { qqSignCode } from '@repwise/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { finishLogin, type SmsLoginOutcome } from './queries.ts';

export type SocialProvider = 'qq' | 'apple';

/** What a social provider handed the app: sent again with the phone on the bind screen. */
export type SocialCredential =
  | { provider: 'qq'; body: BodyInput<'login.qq'> }
  | { provider: 'apple'; body: BodyInput<'login.ios'> };

/** A social sign-in ends logged in, or at the bind screen with what the provider told about the person. */
export type SocialOutcome = ({ registered: true } & SmsLoginOutcome) | { registered: false; profile: SocialLoginResult['profile'] };

export function useLoginProviders() {
  return useQuery({
    queryKey: ['login', 'providers'],
    queryFn: () => api('login.providers', { token: null }),
    staleTime: 5 * 60_000,
  });
}

/** The QQ body of spec §7: the QQ auth result, the app id and the signed code over them. */
export function qqBody(credential: LocalCredential, appid: string): BodyInput<'login.qq'> {
  const { token, subject, expiresIn, scope } = credential;
  return {
    access_token: token, openid: subject, expires_in: expiresIn, scope, appid,
    code: qqSignCode({ accessToken: token, scope, expiresIn, openid: subject, appid }),
  };
}

async function settle(queryClient: QueryClient, result: SocialLoginResult): Promise<SocialOutcome> {
  if (!result.registered || !result.token) return { registered: false, profile: result.profile };
  return { registered: true, ...(await finishLogin(queryClient, { ...result, token: result.token })) };
}

/** The local provider's "sign in as" sheet: the credential the provider's SDK would give. */
export function useLocalAuthorize() {
  return useMutation({ mutationFn: (body: BodyInput<'login.localAuthorize'>) => api('login.localAuthorize', { body, token: null }) });
}

export function useSocialLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credential: SocialCredential) =>
      settle(queryClient, credential.provider === 'qq'
        ? await api('login.qq', { body: credential.body, token: null })
        : await api('login.ios', { body: credential.body, token: null })),
  });
}

/** register/qq or register/ios: binds the phone (SMS code) and logs in. */
export function useBindMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ credential, mobile, smsCode }: { credential: SocialCredential; mobile: string; smsCode: string }) =>
      settle(queryClient, credential.provider === 'qq'
        ? await api('register.qq', { body: { ...credential.body, mobile, smsCode }, token: null })
        : await api('register.ios', { body: { ...credential.body, mobile, smsCode }, token: null })),
  });
}

/** QQ or Apple from the browser, step 1: the provider's sign-in page, with a state the server made. */
export function useWebAuthorize() {
  return useMutation({ mutationFn: (provider: SocialProvider) => api('login.webAuthorize', { query: { provider }, token: null }) });
}

/** What QQ or Apple put in the query of the return address. */
export interface WebReturn {
  state: string;
  code: string;
}

/** A web sign-in ends like the others, and hands the bind screen the credential register/qq or register/ios takes. */
export type WebSignInOutcome = ({ registered: true } & SmsLoginOutcome) | { registered: false; profile: SocialLoginResult['profile']; credential: SocialCredential | null };

/** Step 2: the server checks the state and asks the provider. */
export function useWebFinish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: WebReturn): Promise<WebSignInOutcome> => {
      const result: WebSignInResult = await api('login.webFinish', { body: answer, token: null });
      const outcome = await settle(queryClient, result);
      return outcome.registered ? outcome : { ...outcome, credential: result.credential };
    },
  });
}

/** Carrier one-tap (login/univerify): the token proves the number. */
export function useOneTapLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (carrierToken: string) => finishLogin(queryClient, await api('login.univerify', { body: { code: carrierToken }, token: null })),
  });
}

export type { LoginProviders };
