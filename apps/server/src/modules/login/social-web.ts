import { qqSignCode } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { AppleJwksSignIn, authorizationFailed, QqGraphSignIn, type SocialProviders, type WebSignInStates } from '../../platform/oauth/index.ts';
import { socialLogin } from './social-login.ts';
import type { Config } from '../../config.ts';
import type { LoginProviders, WebSignInResult } from '@repwise/contracts';

/**
 * Social sign-in from the web app (no native SDK): the browser goes to QQ or Apple and comes
 * back with a code and the state the server made in the query of the web app's root address,
 * the redirect address registered with both (an OAuth redirect address has no fragment, and
 * the app routes by its fragment). The login page then hands them to `login/web/finish`.
 */
export const WEB_REDIRECT_PATH = '/';

export interface WebSignIn {
  db: Kysely<Database>;
  social: SocialProviders;
  states: WebSignInStates;
  /** PUBLIC_URL: the redirect address must be the one registered with the provider, never a request's Host. */
  publicUrl: string | undefined;
}

/** The real providers whose web flow is configured (a QQ app key, a public address); the local ones have their own sheet. */
export function webProviders({ social, publicUrl }: Pick<WebSignIn, 'social' | 'publicUrl'>) {
  return {
    qq: publicUrl !== undefined && social.qq instanceof QqGraphSignIn && social.qq.web ? social.qq : null,
    apple: publicUrl !== undefined && social.apple instanceof AppleJwksSignIn && social.apple.web ? social.apple : null,
  };
}

/**
 * What the login page may offer. A browser can use a local provider (its sheet) and the real
 * QQ and Apple when their web flow is configured; real one-tap needs the carrier's SDK in a
 * native shell, which has no web flow.
 */
export function configuredProviders(web: Pick<WebSignIn, 'social' | 'publicUrl'>, sms: Config['sms']): LoginProviders {
  const { qq, apple, oneTap } = web.social;
  const webFlows = webProviders(web);
  return {
    qq: qq && { appid: qq.appid, mode: qq.mode, web: qq.mode === 'local' || webFlows.qq !== null },
    apple: apple && { clientId: apple.clientId, mode: apple.mode, web: apple.mode === 'local' || webFlows.apple !== null },
    oneTap: oneTap && { mode: oneTap.mode, web: oneTap.mode === 'local' },
    smsCodes: sms.provider === 'console' ? 'printed' : 'sent',
  };
}

/** Step 1: the provider's authorisation address with a fresh state (and nonce); 404 when that web flow is not configured. */
export async function startWebSignIn(ctx: WebSignIn, provider: 'qq' | 'apple'): Promise<{ url: string }> {
  const configured = webProviders(ctx);
  const redirectUri = `${ctx.publicUrl}${WEB_REDIRECT_PATH}`;
  if (provider === 'qq') {
    if (!configured.qq) throw notFound();
    const { state } = await ctx.states.start('qq');
    return { url: configured.qq.authorizeUrl(redirectUri, state) };
  }
  if (!configured.apple) throw notFound();
  const { state, nonce } = await ctx.states.start('apple');
  return { url: configured.apple.authorizeUrl(redirectUri, state, nonce) };
}

export interface WebCallback {
  state: string;
  code: string;
}

/**
 * Step 2: what the provider handed the browser. The state is used up first (a replay, a
 * forged or an expired one is refused before the provider is asked), then the code is
 * exchanged on the server: QQ's for an access token, Apple's for an identity token, verified
 * as `login/ios` does plus the nonce. A linked account is signed in; a new one gets the credential `register/qq` or
 * `register/ios` takes with the phone on the bind screen.
 */
export async function finishWebSignIn(ctx: WebSignIn, callback: WebCallback): Promise<WebSignInResult> {
  const started = await ctx.states.take(callback.state);
  if (!started) throw authorizationFailed();
  const configured = webProviders(ctx);
  const redirectUri = `${ctx.publicUrl}${WEB_REDIRECT_PATH}`;

  if (started.provider === 'qq') {
    if (!configured.qq) throw authorizationFailed();
    const { accessToken, expiresIn } = await configured.qq.exchangeCode(callback.code, redirectUri);
    const identity = await configured.qq.identify(accessToken);
    const result = await socialLogin(ctx.db, { provider: 'qq', ...identity });
    if (result.registered) return { ...result, credential: null };
    const values = { accessToken, scope: 'get_user_info', expiresIn, openid: identity.subject, appid: configured.qq.appid };
    const body = { access_token: accessToken, openid: identity.subject, expires_in: expiresIn, scope: values.scope, appid: values.appid, code: qqSignCode(values) };
    return { ...result, credential: { provider: 'qq', body } };
  }

  if (!configured.apple) throw authorizationFailed();
  const idToken = await configured.apple.exchangeCode(callback.code, redirectUri);
  const identity = await configured.apple.verify(idToken);
  if (identity.nonce !== started.nonce) throw authorizationFailed();
  const result = await socialLogin(ctx.db, { provider: 'apple', subject: identity.subject, nickName: null, avatar: null });
  if (result.registered) return { ...result, credential: null };
  return { ...result, credential: { provider: 'apple', body: { openid: identity.subject, identityToken: idToken } } };
}
