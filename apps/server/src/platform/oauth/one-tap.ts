import { authorizationFailed, fetchJson } from './failures.ts';
import type { LocalTokens } from './local-tokens.ts';

/** Carrier one-tap login: the token of the carrier SDK, exchanged for the phone number it proves. */
export interface OneTapLogin {
  readonly mode: 'local' | 'real';
  mobileOf(token: string): Promise<string>;
}

export interface UmengOptions {
  /** The app's Umeng appkey. */
  appKey: string;
  /** The AppCode of the U-Verify product bought on Alibaba Cloud Market (its API gateway authenticates with it). */
  appCode: string;
  /** https://verify5.market.alicloudapi.com/api/v1/mobile/info; the tests serve their own. */
  verifyUrl: string;
  fetch?: typeof fetch;
}

/**
 * The real adapter, Umeng U-Verify (智能认证) "get the number": `POST <verifyUrl>?appkey=<appkey>`
 * with `{ "token": … }` and `Authorization: APPCODE <appcode>`; success is
 * `{ success: true, code: 2000, data: { mobile } }`.
 */
export class UmengOneTap implements OneTapLogin {
  readonly mode = 'real';

  constructor(private readonly options: UmengOptions) {}

  async mobileOf(token: string): Promise<string> {
    const o = this.options;
    const answer = (await fetchJson(o.fetch ?? fetch, `${o.verifyUrl}?${new URLSearchParams({ appkey: o.appKey })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=UTF-8', accept: 'application/json', authorization: `APPCODE ${o.appCode}` },
      body: JSON.stringify({ token }),
    })) as { success?: unknown; code?: unknown; data?: { mobile?: unknown } | null };
    const mobile = answer.data?.mobile;
    if (answer.success !== true || answer.code !== 2000 || typeof mobile !== 'string') throw authorizationFailed();
    return mobile;
  }
}

/** The local provider: carrier tokens are local tokens this server issued for a number (the "sign in as" sheet). */
export class LocalOneTap implements OneTapLogin {
  readonly mode = 'local';

  constructor(private readonly tokens: LocalTokens) {}

  async mobileOf(token: string): Promise<string> {
    const claims = this.tokens.open(token, 'oneTap');
    if (!claims) throw authorizationFailed();
    return claims.subject;
  }

  issue(mobile: string, ttlSeconds: number): string {
    return this.tokens.issue({ provider: 'oneTap', subject: mobile }, ttlSeconds);
  }
}
