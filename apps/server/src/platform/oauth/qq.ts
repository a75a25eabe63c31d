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

/** What QQ's token endpoint gave for an authorisation code. */
export interface QqAccessToken {
  accessToken: string;
  expiresIn: number;
}

export interface QqGraphOptions {
  appid: string;
  /** https://graph.qq.com; the tests serve their own. */
  graphUrl: string;
  /** The app key of QQ Connect: only the web flow needs it, to exchange a code for a token. */
  appSecret?: string | null;
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
    const identity = await this.identify(accessToken);
    if (identity.subject !== openid) throw authorizationFailed();
    return identity;
  }

  /** Whose token this is: `/oauth2.0/me` must name our app; the openid it gives is the person. */
  async identify(accessToken: string): Promise<QqIdentity> {
    const me = (await this.get('/oauth2.0/me', { access_token: accessToken, fmt: 'json' })) as { client_id?: unknown; openid?: unknown };
    if (String(me.client_id) !== this.appid || typeof me.openid !== 'string' || me.openid === '') throw authorizationFailed();
    const openid = me.openid;
    const info = (await this.get('/user/get_user_info', { access_token: accessToken, oauth_consumer_key: this.appid, openid })) as Record<string, unknown>;
    // The sign-in stands without a profile: the nickname and picture only prefill the bind screen.
    if (info.ret !== 0) return { subject: openid, nickName: null, avatar: null };
    return { subject: openid, nickName: text(info.nickname), avatar: text(info.figureurl_qq_2) ?? text(info.figureurl_qq_1) };
  }

  /** The web flow works only with the app key: the code is exchanged on the server, never in the browser. */
  get web(): boolean {
    return Boolean(this.options.appSecret);
  }

  /** QQ Connect's authorisation page, where the browser goes to sign in (web flow, step 1). */
  authorizeUrl(redirectUri: string, state: string): string {
    const query = new URLSearchParams({ response_type: 'code', client_id: this.appid, redirect_uri: redirectUri, state, scope: 'get_user_info' });
    return `${this.base}/oauth2.0/authorize?${query}`;
  }

  /**
   * The code QQ handed back to the browser, exchanged for an access token (web flow, step 2):
   * `GET /oauth2.0/token` answers `{ access_token, expires_in, refresh_token }` with fmt=json,
   * `access_token=…&expires_in=…` without, and `{ error, error_description }` for a used,
   * expired or forged code.
   */
  async exchangeCode(code: string, redirectUri: string): Promise<QqAccessToken> {
    if (!this.options.appSecret) throw authorizationFailed();
    const query = { grant_type: 'authorization_code', client_id: this.appid, client_secret: this.options.appSecret, code, redirect_uri: redirectUri, fmt: 'json' };
    const answer = (await this.get('/oauth2.0/token', query)) as { access_token?: unknown; expires_in?: unknown };
    const accessToken = text(answer.access_token);
    if (!accessToken) throw authorizationFailed();
    const expiresIn = Number(answer.expires_in);
    return { accessToken, expiresIn: Number.isInteger(expiresIn) && expiresIn > 0 ? expiresIn : 0 };
  }

  private get base(): string {
    return this.options.graphUrl.replace(/\/+$/, '');
  }

  private get(path: string, params: Record<string, string>): Promise<unknown> {
    return fetchJson(this.options.fetch ?? fetch, `${this.base}${path}?${new URLSearchParams(params)}`);
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
