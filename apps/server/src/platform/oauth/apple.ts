import { createPrivateKey, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { AppleWebSettings } from '../../config.ts';
import { authorizationFailed, fetchJson } from './failures.ts';
import { JwtRejected, signRs256, verifyRs256, type Jwk } from './jwt.ts';

export const APPLE_ISSUER = 'https://appleid.apple.com';

export interface AppleIdentity {
  /** Apple's stable user identifier (the token's `sub`). */
  subject: string;
  email: string | null;
  /** The nonce the sign-in was started with (web flow); null when the token carries none. */
  nonce: string | null;
}

/** Sign in with Apple: the identity token the app got, verified. */
export interface AppleSignIn {
  readonly clientId: string;
  readonly mode: 'local' | 'real';
  verify(identityToken: string): Promise<AppleIdentity>;
}

export interface AppleKeysOptions {
  /** The app's bundle id (or Services ID on the web): the tokens' audience. */
  clientId: string;
  keysUrl: string;
  /** Sign in with Apple for the web (addresses, team and key); the tests serve their own addresses. */
  web?: AppleWebSettings | null;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Apple rotates its keys rarely; an unknown `kid` refetches, at most once a minute. */
const KEYS_TTL_MS = 60 * 60_000;
const REFETCH_AFTER_MS = 60_000;

/**
 * The real adapter: identity tokens are RS256 JWTs signed by a key of Apple's published JWKS
 * (https://appleid.apple.com/auth/keys), with issuer https://appleid.apple.com, audience the
 * app's client id, and an expiry (Apple: 10 minutes). The keys URL is configurable so the
 * tests serve their own JWKS.
 */
export class AppleJwksSignIn implements AppleSignIn {
  readonly mode = 'real';
  readonly clientId: string;
  private keys: { list: Jwk[]; fetchedAt: number } | undefined;

  constructor(private readonly options: AppleKeysOptions, private readonly issuer = APPLE_ISSUER) {
    this.clientId = options.clientId;
  }

  async verify(identityToken: string): Promise<AppleIdentity> {
    const now = (this.options.now ?? Date.now)();
    let keys = await this.currentKeys(now, false);
    const kid = kidOf(identityToken);
    if (kid && !keys.some((k) => k.kid === kid)) keys = await this.currentKeys(now, true);
    try {
      const claims = verifyRs256(identityToken, keys, { issuer: this.issuer, audience: this.clientId, now, leewaySeconds: 60 });
      if (typeof claims.sub !== 'string' || claims.sub === '') throw new JwtRejected('no subject');
      return { subject: claims.sub, email: typeof claims.email === 'string' ? claims.email : null, nonce: typeof claims.nonce === 'string' ? claims.nonce : null };
    } catch (error) {
      if (error instanceof JwtRejected) throw authorizationFailed();
      throw error;
    }
  }

  /** Whether the web flow is configured (the team's key signs the client secret). */
  get web(): boolean {
    return Boolean(this.options.web);
  }

  /**
   * Sign in with Apple for the web, Apple's REST flow (step 1): Apple sends the browser back to
   * `redirectUri` with `code` and `state` in the query (response_mode=query, allowed for a code
   * alone and no scope: the app asks for neither name nor e-mail). The identity token, with
   * the nonce, is then fetched by the server with the code: it never passes through the browser.
   */
  authorizeUrl(redirectUri: string, state: string, nonce: string): string {
    const query = new URLSearchParams({ response_type: 'code', response_mode: 'query', client_id: this.clientId, redirect_uri: redirectUri, state, nonce });
    return `${this.options.web?.authUrl ?? ''}?${query}`;
  }

  /**
   * Step 2: `POST /auth/token` (form) with the code and a client secret, an ES256 JWT of the
   * team's key (iss team id, sub client id, aud https://appleid.apple.com, kid key id);
   * Apple answers `{ access_token, id_token, … }` or `{ error: 'invalid_grant' }`.
   */
  async exchangeCode(code: string, redirectUri: string): Promise<string> {
    const web = this.options.web;
    if (!web) throw authorizationFailed();
    const body = new URLSearchParams({ client_id: this.clientId, client_secret: this.clientSecret(web), code, grant_type: 'authorization_code', redirect_uri: redirectUri });
    const answer = (await fetchJson(this.options.fetch ?? fetch, web.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
    })) as { id_token?: unknown };
    if (typeof answer.id_token !== 'string' || answer.id_token === '') throw authorizationFailed();
    return answer.id_token;
  }

  private clientSecret(web: AppleWebSettings): string {
    const iat = Math.floor((this.options.now ?? Date.now)() / 1000);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'ES256', kid: web.keyId })}.${encode({ iss: web.teamId, iat, exp: iat + 300, aud: APPLE_ISSUER, sub: this.clientId })}`;
    const signature = sign('sha256', Buffer.from(unsigned), { key: createPrivateKey(web.privateKey), dsaEncoding: 'ieee-p1363' });
    return `${unsigned}.${signature.toString('base64url')}`;
  }

  private async currentKeys(now: number, unknownKid: boolean): Promise<Jwk[]> {
    const cached = this.keys;
    const stale = !cached || now - cached.fetchedAt > KEYS_TTL_MS || (unknownKid && now - cached.fetchedAt > REFETCH_AFTER_MS);
    if (!stale) return cached.list;
    const body = (await fetchJson(this.options.fetch ?? fetch, this.options.keysUrl)) as { keys?: unknown };
    const list = Array.isArray(body.keys) ? (body.keys as Jwk[]) : [];
    this.keys = { list, fetchedAt: now };
    return list;
  }
}

function kidOf(token: string): string | undefined {
  try {
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as { kid?: unknown };
    return typeof header.kid === 'string' ? header.kid : undefined;
  } catch {
    return undefined;
  }
}

export const LOCAL_APPLE_ISSUER = 'repwise-local-apple';
export const LOCAL_APPLE_CLIENT_ID = 'repwise.local';

/** The local provider's key pair: made once per process, on first use (an RSA key takes a moment to make). */
let localKeys: { kid: string; privateKey: KeyObject; jwk: Jwk } | undefined;
function ownKeys() {
  if (!localKeys) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const kid = randomUUID();
    localKeys = { kid, privateKey: pair.privateKey, jwk: { ...pair.publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
  }
  return localKeys;
}

/**
 * The local provider: the same RS256 verification, against a key pair made by this process
 * instead of Apple's (its tokens end with the process, like a development session). `issue`
 * signs the token the "sign in as" sheet hands the app, as Apple's SDK would.
 */
export class LocalAppleSignIn implements AppleSignIn {
  readonly mode = 'local';
  readonly clientId = LOCAL_APPLE_CLIENT_ID;
  private readonly verifier: AppleJwksSignIn;

  constructor(private readonly now: () => number = Date.now) {
    const serveOwnKeys: typeof fetch = async () => Response.json({ keys: [ownKeys().jwk] });
    this.verifier = new AppleJwksSignIn({ clientId: this.clientId, keysUrl: 'local:', fetch: serveOwnKeys, now }, LOCAL_APPLE_ISSUER);
  }

  verify(identityToken: string): Promise<AppleIdentity> {
    return this.verifier.verify(identityToken);
  }

  issue(subject: string, email: string | null, ttlSeconds = 600): string {
    const iat = Math.floor(this.now() / 1000);
    const { privateKey, kid } = ownKeys();
    return signRs256({ iss: LOCAL_APPLE_ISSUER, aud: this.clientId, sub: subject, iat, exp: iat + ttlSeconds, ...(email ? { email } : {}) }, privateKey, kid);
  }
}
