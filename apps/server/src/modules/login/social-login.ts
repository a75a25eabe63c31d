import { isQqSignCodeValid } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { authorizationFailed, LocalAppleSignIn, LocalOneTap, LocalQqSignIn, type SocialProviders } from '../../platform/oauth/index.ts';
import type { SmsCodes } from '../../platform/sms/codes.ts';
import { findOrCreateUserByMobile, updateUser } from '../user/index.ts';
import { requireMobile, startSession } from './service.ts';
import { findLinkedUser, linkIdentity, type SocialProvider } from './social-repo.ts';
import type { LocalCredential, LoginResult, SocialLoginResult } from '@repwise/contracts';

/** A social account the provider vouched for. */
interface VerifiedIdentity {
  provider: SocialProvider;
  subject: string;
  nickName: string | null;
  avatar: string | null;
}

export interface QqCredential {
  access_token: string;
  openid: string;
  expires_in: number;
  scope: string;
  appid: string;
  code: string;
}

export interface AppleCredential {
  openid: string;
  identityToken: string;
}

export interface BindMobile {
  mobile: string;
  smsCode: string;
}

/** A switched-off provider answers like a refused one: the app hides its button anyway. */
function configured<T>(provider: T | null): T {
  if (!provider) throw authorizationFailed();
  return provider;
}

/** QQ (spec §7): the signed code over the auth result first, then QQ itself on the access token. */
export async function verifyQq(providers: SocialProviders, body: QqCredential): Promise<VerifiedIdentity> {
  const qq = configured(providers.qq);
  const values = { accessToken: body.access_token, scope: body.scope, expiresIn: body.expires_in, openid: body.openid, appid: body.appid };
  if (body.appid !== qq.appid || !isQqSignCodeValid(values, body.code)) throw authorizationFailed();
  const identity = await qq.verify(body.access_token, body.openid);
  return { provider: 'qq', ...identity };
}

/** Apple: the identity token is the proof; the user identifier sent must be its subject. */
export async function verifyApple(providers: SocialProviders, body: AppleCredential): Promise<VerifiedIdentity> {
  const identity = await configured(providers.apple).verify(body.identityToken);
  if (identity.subject !== body.openid) throw authorizationFailed();
  return { provider: 'apple', subject: identity.subject, nickName: null, avatar: null };
}

/** Spec §4: a linked account logs in; an unknown one is told to bind a phone (no token yet). */
export async function socialLogin(db: Kysely<Database>, identity: VerifiedIdentity, now = new Date()): Promise<SocialLoginResult> {
  const user = await findLinkedUser(db, identity.provider, identity.subject);
  if (user) return { ...(await startSession(db, user, now)), profile: null };
  return { token: null, registered: false, areLoginFirstTime: true, passwordConfirmed: false, profile: { nickName: identity.nickName, avatar: identity.avatar } };
}

/**
 * register/qq, register/ios: the phone is proved by its SMS code, then the social account is
 * linked to the number's account — the existing one when the number has one, never a second.
 * A nickname from the provider fills an empty one.
 */
export async function bindMobileAndLogin(db: Kysely<Database>, codes: SmsCodes, identity: VerifiedIdentity, bind: BindMobile, now = new Date()): Promise<SocialLoginResult> {
  const mobile = requireMobile(bind.mobile);
  await codes.verify(mobile, bind.smsCode);
  let user = await findOrCreateUserByMobile(db, mobile, now);
  const linkedTo = await linkIdentity(db, identity.provider, identity.subject, user.id, now);
  if (linkedTo !== user.id) throw new AppError(409, 'socialAccountTaken');
  if (user.nick_name === null && identity.nickName) {
    await updateUser(db, user.id, { nick_name: identity.nickName.slice(0, 40), updated_at: now.toISOString() });
    user = { ...user, nick_name: identity.nickName };
  }
  return { ...(await startSession(db, user, now)), profile: null };
}

/** login/umeng and login/univerify: the carrier token gives the number; that number's account logs in (made on first use). */
export async function carrierLogin(db: Kysely<Database>, providers: SocialProviders, token: string, claimedMobile?: string, now = new Date()): Promise<LoginResult> {
  const given = await configured(providers.oneTap).mobileOf(token);
  const mobile = requireMobile(given);
  if (claimedMobile !== undefined && claimedMobile !== '' && requireMobile(claimedMobile) !== mobile) throw authorizationFailed();
  return startSession(db, await findOrCreateUserByMobile(db, mobile, now), now);
}

export interface LocalAuthorizeInput {
  provider: 'qq' | 'apple' | 'oneTap';
  subject?: string | undefined;
  nickName?: string | undefined;
  email?: string | undefined;
  mobile?: string | undefined;
}

/** QQ's access tokens last months; the local one a day is plenty for development. */
const LOCAL_TTL_SECONDS = { qq: 24 * 3600, apple: 600, oneTap: 600 };

/** The local providers' "sign in as" sheet: the credential their SDK would hand the app. Not found unless that provider is local. */
export function localAuthorize(providers: SocialProviders, input: LocalAuthorizeInput): LocalCredential {
  const { qq, apple, oneTap } = providers;
  if (input.provider === 'oneTap') {
    if (!(oneTap instanceof LocalOneTap)) throw notFound();
    const mobile = requireMobile(input.mobile ?? '');
    return { token: oneTap.issue(mobile, LOCAL_TTL_SECONDS.oneTap), subject: mobile, expiresIn: LOCAL_TTL_SECONDS.oneTap, scope: '' };
  }
  const subject = input.subject || 'local-user';
  if (input.provider === 'qq') {
    if (!(qq instanceof LocalQqSignIn)) throw notFound();
    return { token: qq.issue(subject, input.nickName, LOCAL_TTL_SECONDS.qq), subject, expiresIn: LOCAL_TTL_SECONDS.qq, scope: 'get_user_info' };
  }
  if (!(apple instanceof LocalAppleSignIn)) throw notFound();
  return { token: apple.issue(subject, input.email || null, LOCAL_TTL_SECONDS.apple), subject, expiresIn: LOCAL_TTL_SECONDS.apple, scope: '' };
}
