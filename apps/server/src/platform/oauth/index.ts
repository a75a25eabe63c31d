import type { Config } from '../../config.ts';
import { AppleJwksSignIn, LocalAppleSignIn, type AppleSignIn } from './apple.ts';
import { localTokens } from './local-tokens.ts';
import { LocalOneTap, UmengOneTap, type OneTapLogin } from './one-tap.ts';
import { LocalQqSignIn, QqGraphSignIn, type QqSignIn } from './qq.ts';

export type { AppleSignIn } from './apple.ts';
export type { OneTapLogin } from './one-tap.ts';
export type { QqSignIn } from './qq.ts';
export { AppleJwksSignIn, LocalAppleSignIn } from './apple.ts';
export { LocalOneTap } from './one-tap.ts';
export { LocalQqSignIn, QqGraphSignIn } from './qq.ts';
export { webSignInStates, type WebSignInState, type WebSignInStates } from './web-states.ts';
export { authorizationFailed } from './failures.ts';

/** The social and one-tap providers the config switches on; null where switched off. */
export interface SocialProviders {
  qq: QqSignIn | null;
  apple: AppleSignIn | null;
  oneTap: OneTapLogin | null;
}

export function createSocialProviders(social: Config['social'], secret: string): SocialProviders {
  const tokens = localTokens(secret);
  const { qq, apple, oneTap } = social;
  return {
    qq: qq.mode === 'qq' ? new QqGraphSignIn({ appid: qq.appId, graphUrl: qq.graphUrl, appSecret: qq.appSecret }) : qq.mode === 'local' ? new LocalQqSignIn(tokens) : null,
    apple: apple.mode === 'apple' ? new AppleJwksSignIn({ clientId: apple.clientId, keysUrl: apple.keysUrl, web: apple.web }) : apple.mode === 'local' ? new LocalAppleSignIn() : null,
    oneTap: oneTap.mode === 'umeng' ? new UmengOneTap(oneTap) : oneTap.mode === 'local' ? new LocalOneTap(tokens) : null,
  };
}
