import { authorizationFailed, fetchJson } from './failures.ts';
import type { LocalTokens } from './local-tokens.ts';

export interface QqIdentity {
  /** The QQ openid (per app). */
  subject: string;
  nickName: string | null;
  avatar: string | null;
}

/** QQ sign-in: an access token the app got from the QQ SDK, proved to belong to `openid` and to this app. */
export interface QqSignIn {
  readonly appid: string;
  readonly mode: 'local' | 'real';
  verify(accessToken: string, openid: string): Promise<QqIdentity>;
}

export interface QqGraphOptions {
  appid: string;
  /** https://graph.qq.com; the tests serve their own. */
  graphUrl: string;
  fetch?: typeof fetch;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The real adapter, on QQ Connect's OAuth2 API: `GET /oauth2.0/me?access_token=…&fmt=json`
 * answers the token's `client_id` and `openid` (or `error`); both must be ours and the one
 * sent. Then `GET /user/get_user_info` gives the nickname and picture for the bind screen.
 */
export class QqGraphSignIn implements QqSignIn {
  readonly mode = 'real';
  readonly appid: string;

  constructor(private readonly options: QqGraphOptions) {
    this.appid = options.appid;
  }

  async verify(accessToken: string, openid: string): Promise<QqIdentity> {
    const get = (path: string, params: Record<string, string>) =>
      fetchJson(this.options.fetch ?? fetch, `${this.options.graphUrl.replace(/\/+$/, '')}${path}?${new URLSearchParams(params)}`);
    const me = (await get('/oauth2.0/me', { access_token: accessToken, fmt: 'json' })) as { client_id?: unknown; openid?: unknown };
    if (String(me.client_id) !== this.appid || me.openid !== openid) throw authorizationFailed();
    const info = (await get('/user/get_user_info', { access_token: accessToken, oauth_consumer_key: this.appid, openid })) as Record<string, unknown>;
    // The sign-in stands without a profile: the nickname and picture only prefill the bind screen.
    if (info.ret !== 0) return { subject: openid, nickName: null, avatar: null };
    return { subject: openid, nickName: text(info.nickname), avatar: text(info.figureurl_qq_2) ?? text(info.figureurl_qq_1) };
  }
}

export const LOCAL_QQ_APPID = 'repwise-local';

/** The local provider: access tokens are local tokens this server issued for that openid (see local-tokens.ts). */
export class LocalQqSignIn implements QqSignIn {
  readonly mode = 'local';
  readonly appid = LOCAL_QQ_APPID;

  constructor(private readonly tokens: LocalTokens) {}

  async verify(accessToken: string, openid: string): Promise<QqIdentity> {
    const claims = this.tokens.open(accessToken, 'qq');
    if (!claims || claims.subject !== openid) throw authorizationFailed();
    return { subject: openid, nickName: claims.nickName ?? null, avatar: null };
  }

  issue(openid: string, nickName: string | undefined, ttlSeconds: number): string {
    return this.tokens.issue({ provider: 'qq', subject: openid, ...(nickName ? { nickName } : {}) }, ttlSeconds);
  }
}
