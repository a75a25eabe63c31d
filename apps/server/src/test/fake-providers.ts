import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../config.ts';
import { APPLE_ISSUER } from '../platform/oauth/apple.ts';
import { signRs256, type JwtClaims } from '../platform/oauth/jwt.ts';

export const QQ_APPID = '101234567';
export const APPLE_CLIENT_ID = 'com.example.repwise';
export const UMENG = { appKey: 'umeng-app-key', appCode: 'umeng-app-code' };

interface Signer {
  kid: string;
  privateKey: KeyObject;
}

function rsaSigner(kid: string = randomUUID()): Signer & { publicJwk: object } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, publicJwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

/**
 * One HTTP server playing QQ Connect (graph.qq.com), Apple's JWKS and Umeng U-Verify by their
 * documented requests and answers, so the real adapters are tested over HTTP. The test says
 * which QQ tokens and carrier tokens are valid; Apple tokens are signed with the served key.
 */
export async function startFakeProviders() {
  const apple = rsaSigner();
  const qqTokens = new Map<string, { client_id: string; openid: string; nickname?: string }>();
  const carrierTokens = new Map<string, string>();
  const seen: { path: string; authorization?: string | undefined; appkey?: string | null }[] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      seen.push({ path: url.pathname, authorization: req.headers.authorization, appkey: url.searchParams.get('appkey') });
      res.setHeader('content-type', 'application/json');
      const token = url.searchParams.get('access_token') ?? '';
      if (url.pathname === '/auth/keys') return res.end(JSON.stringify({ keys: [apple.publicJwk] }));
      if (url.pathname === '/oauth2.0/me') {
        const known = qqTokens.get(token);
        return res.end(JSON.stringify(known ? { client_id: known.client_id, openid: known.openid } : { error: 100016, error_description: 'access token check failed' }));
      }
      if (url.pathname === '/user/get_user_info') {
        const known = qqTokens.get(token);
        const ok = known && url.searchParams.get('openid') === known.openid && url.searchParams.get('oauth_consumer_key') === known.client_id;
        return res.end(JSON.stringify(ok ? { ret: 0, msg: '', nickname: known.nickname ?? 'QQ friend', figureurl_qq_2: 'https://qzapp.qlogo.cn/x/100' } : { ret: 1002, msg: 'bad' }));
      }
      if (url.pathname === '/api/v1/mobile/info') {
        const authorised = req.headers.authorization === `APPCODE ${UMENG.appCode}` && url.searchParams.get('appkey') === UMENG.appKey;
        const mobile = authorised ? carrierTokens.get((JSON.parse(body || '{}') as { token?: string }).token ?? '') : undefined;
        return res.end(JSON.stringify(mobile ? { success: true, code: 2000, message: null, data: { mobile } } : { success: false, code: 4001, message: 'token invalid', data: null }));
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const social: Config['social'] = {
    qq: { mode: 'qq', appId: QQ_APPID, graphUrl: base },
    apple: { mode: 'apple', clientId: APPLE_CLIENT_ID, keysUrl: `${base}/auth/keys` },
    oneTap: { mode: 'umeng', ...UMENG, verifyUrl: `${base}/api/v1/mobile/info` },
  };

  /** An Apple identity token: valid for 10 minutes by default; each field can be overridden. */
  function appleToken(subject: string, claims: JwtClaims = {}, signer: Signer = apple): string {
    const iat = Math.floor(Date.now() / 1000);
    return signRs256({ iss: APPLE_ISSUER, aud: APPLE_CLIENT_ID, sub: subject, iat, exp: iat + 600, email: `${subject}@privaterelay.appleid.com`, ...claims }, signer.privateKey, signer.kid);
  }

  return {
    social,
    seen,
    appleToken,
    /** A key Apple never published, under the published key's id: a forgery. */
    forger: () => rsaSigner(apple.kid),
    qqToken(openid: string, nickname?: string, clientId = QQ_APPID): string {
      const token = `qq-${randomUUID()}`;
      qqTokens.set(token, { client_id: clientId, openid, ...(nickname ? { nickname } : {}) });
      return token;
    },
    carrierToken(mobile: string): string {
      const token = `carrier-${randomUUID()}`;
      carrierTokens.set(token, mobile);
      return token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>;
