import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens of the local QQ and one-tap providers: the claims, base64url JSON, and an HMAC of
 * them under the app secret. They are what the development "sign in as" sheet hands the app
 * in place of the real provider's token; only this server can make them, so a route still
 * refuses anything forged, expired or for another provider.
 */
export interface LocalClaims {
  provider: 'qq' | 'oneTap';
  subject: string;
  nickName?: string;
  /** Seconds since the epoch. */
  exp: number;
}

const PREFIX = 'local.';

export function localTokens(secret: string, now: () => number = Date.now) {
  const mac = (body: string) => createHmac('sha256', `local-provider:${secret}`).update(body).digest();

  function issue(claims: Omit<LocalClaims, 'exp'>, ttlSeconds: number): string {
    const body = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(now() / 1000) + ttlSeconds })).toString('base64url');
    return `${PREFIX}${body}.${mac(body).toString('base64url')}`;
  }

  /** The claims of a token this server issued for `provider` and that has not expired; null otherwise. */
  function open(token: string, provider: LocalClaims['provider']): LocalClaims | null {
    if (!token.startsWith(PREFIX)) return null;
    const [body, signature, ...rest] = token.slice(PREFIX.length).split('.');
    if (!body || !signature || rest.length > 0) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = mac(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LocalClaims;
    return claims.provider === provider && claims.exp > now() / 1000 ? claims : null;
  }

  return { issue, open };
}

export type LocalTokens = ReturnType<typeof localTokens>;
