import { generateKeyPairSync, randomUUID, verify, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../config.ts';
import { APPLE_ISSUER } from '../platform/oauth/apple.ts';
import { signRs256, type JwtClaims } from '../platform/oauth/jwt.ts';

export const QQ_APPID = '101234567';
export const QQ_APP_SECRET = 'qq-app-key-of-the-tests';
export const APPLE_CLIENT_ID = 'com.example.repwise';
export const UMENG = { appKey: 'umeng-app-key', appCode: 'umeng-app-code' };
export const APPLE_TEAM_ID = 'TEAM123456';
export const APPLE_KEY_ID = 'KEY1234567';

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
 *
 * The web flows too: `/oauth2.0/authorize` (QQ) and `/auth/authorize` (Apple) sign in the
 * person the test named (`signInAs`) at once, as if they had typed their password, and send
 * the browser back to redirect_uri with a code and the state in the query. `/oauth2.0/token`
 * (QQ: this app's id and key) and `/auth/token` (Apple: a client secret signed ES256 by the
 * team's key) take each code once, with the same redirect_uri; Apple's answer carries an
 * identity token with the nonce of the authorisation.
 */
export async function startFakeProviders() {
  const apple = rsaSigner();
  const qqTokens = new Map<string, { client_id: string; openid: string; nickname?: string }>();
  const carrierTokens = new Map<string, string>();
  const seen: { path: string; authorization?: string | undefined; appkey?: string | null }[] = [];
  const people: { qq: { openid: string; nickname: string }; apple: { subject: string; claims?: JwtClaims; forged?: boolean } } = {
    qq: { openid: 'qq-web-person', nickname: 'QQ friend' },
    apple: { subject: 'apple-web-person' },
  };
  const qqCodes = new Map<string, { openid: string; nickname: string; redirectUri: string }>();
  const appleCodes = new Map<string, { person: typeof people.apple; nonce: string; redirectUri: string }>();
  const appleTeamKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      seen.push({ path: url.pathname, authorization: req.headers.authorization, appkey: url.searchParams.get('appkey') });
      res.setHeader('content-type', 'application/json');
      const token = url.searchParams.get('access_token') ?? '';
      if (url.pathname === '/auth/keys') return res.end(JSON.stringify({ keys: [apple.publicJwk] }));
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const state = url.searchParams.get('state') ?? '';
      if (url.pathname === '/oauth2.0/authorize') {
        if (url.searchParams.get('client_id') !== QQ_APPID || url.searchParams.get('response_type') !== 'code') return res.writeHead(400).end('{}');
        const code = `qq-code-${randomUUID()}`;
        qqCodes.set(code, { ...people.qq, redirectUri });
        return res.writeHead(302, { location: `${redirectUri}?${new URLSearchParams({ code, state })}` }).end();
      }
      if (url.pathname === '/oauth2.0/token') {
        const given = qqCodes.get(url.searchParams.get('code') ?? '');
        qqCodes.delete(url.searchParams.get('code') ?? '');
        const ok = given && url.searchParams.get('grant_type') === 'authorization_code' && url.searchParams.get('client_id') === QQ_APPID
          && url.searchParams.get('client_secret') === QQ_APP_SECRET && url.searchParams.get('redirect_uri') === given.redirectUri;
        if (!ok) return res.end('callback( {"error":100019,"error_description":"code to access token error"} );');
        const accessToken = issueQqToken(given.openid, given.nickname);
        return res.end(JSON.stringify({ access_token: accessToken, expires_in: 7776000, refresh_token: `refresh-${randomUUID()}` }));
      }
      if (url.pathname === '/auth/authorize') {
        if (url.searchParams.get('client_id') !== APPLE_CLIENT_ID || url.searchParams.get('response_type') !== 'code') return res.writeHead(400).end('{}');
        const code = `apple-code-${randomUUID()}`;
        appleCodes.set(code, { person: people.apple, nonce: url.searchParams.get('nonce') ?? '', redirectUri });
        return res.writeHead(302, { location: `${redirectUri}?${new URLSearchParams({ code, state })}` }).end();
      }
      if (url.pathname === '/auth/token' && req.method === 'POST') {
        const form = new URLSearchParams(body);
        const given = appleCodes.get(form.get('code') ?? '');
        appleCodes.delete(form.get('code') ?? '');
        const ok = given && form.get('grant_type') === 'authorization_code' && form.get('client_id') === APPLE_CLIENT_ID
          && form.get('redirect_uri') === given.redirectUri && isClientSecret(form.get('client_secret') ?? '');
        if (!ok) return res.writeHead(400).end(JSON.stringify({ error: 'invalid_grant' }));
        const idToken = appleToken(given.person.subject, { nonce: given.nonce, ...given.person.claims }, given.person.forged ? rsaSigner(apple.kid) : apple);
        return res.end(JSON.stringify({ access_token: `apple-at-${randomUUID()}`, token_type: 'Bearer', expires_in: 3600, refresh_token: `r-${randomUUID()}`, id_token: idToken }));
      }
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

  const appleTeamPem = appleTeamKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const social: Config['social'] = {
    qq: { mode: 'qq', appId: QQ_APPID, graphUrl: base, appSecret: QQ_APP_SECRET },
    apple: {
      mode: 'apple', clientId: APPLE_CLIENT_ID, keysUrl: `${base}/auth/keys`,
      web: { authUrl: `${base}/auth/authorize`, tokenUrl: `${base}/auth/token`, teamId: APPLE_TEAM_ID, keyId: APPLE_KEY_ID, privateKey: appleTeamPem },
    },
    oneTap: { mode: 'umeng', ...UMENG, verifyUrl: `${base}/api/v1/mobile/info` },
  };

  /** Apple's check of a client secret: ES256 by the team's key, for this team, app and Apple, not expired. */
  function isClientSecret(secret: string): boolean {
    const [header, claims, signature] = secret.split('.');
    if (!header || !claims || !signature) return false;
    const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key: appleTeamKey.publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    const h = JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>;
    const c = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
    return signed && h.alg === 'ES256' && h.kid === APPLE_KEY_ID && c.iss === APPLE_TEAM_ID && c.sub === APPLE_CLIENT_ID && c.aud === APPLE_ISSUER && Number(c.exp) > Date.now() / 1000;
  }

  function issueQqToken(openid: string, nickname?: string, clientId = QQ_APPID): string {
    const token = `qq-${randomUUID()}`;
    qqTokens.set(token, { client_id: clientId, openid, ...(nickname ? { nickname } : {}) });
    return token;
  }

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
    qqToken: issueQqToken,
    /** Who the web flows' authorisation pages sign in next; Apple's token can be given other claims (a wrong nonce) or a forged key. */
    signInAs(person: Partial<typeof people>): void {
      Object.assign(people, person);
    },
    base,
    /** The team's key as APPLE_PRIVATE_KEY takes it. */
    appleTeamPem,
    carrierToken(mobile: string): string {
      const token = `carrier-${randomUUID()}`;
      carrierTokens.set(token, mobile);
      return token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>;
