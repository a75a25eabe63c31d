import { createPublicKey, sign, verify, type JsonWebKey, type KeyObject } from 'node:crypto';

/** A public key of a JWKS document (RFC 7517); only RSA keys are used. */
export interface Jwk extends JsonWebKey {
  kid?: string;
  alg?: string;
  use?: string;
}

export type JwtClaims = Record<string, unknown>;

export interface JwtExpectations {
  issuer: string;
  audience: string;
  /** Milliseconds since the epoch. */
  now: number;
  /** Clock difference tolerated on the expiry, in seconds. */
  leewaySeconds?: number;
}

/** Why a token was refused; the caller answers 'Authorization failed' whatever the reason. */
export class JwtRejected extends Error {}

const decode = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

function parseObject(part: string | undefined, what: string): Record<string, unknown> {
  try {
    const value = part ? decode(part) : null;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // falls through to the refusal below
  }
  throw new JwtRejected(`${what} is not a JSON object`);
}

/**
 * Verifies a JWS compact token signed with RS256 (RFC 7515/7518) against a set of public keys
 * and checks issuer, audience and expiry (RFC 7519). Only RS256 is accepted, whatever the
 * header says: an attacker choosing "none" or an HMAC algorithm gets nowhere.
 */
export function verifyRs256(token: string, keys: readonly Jwk[], expected: JwtExpectations): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtRejected('not a JWS compact token');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = parseObject(headerPart, 'header');
  if (header.alg !== 'RS256') throw new JwtRejected(`algorithm ${String(header.alg)} is not RS256`);
  const jwk = keys.find((k) => k.kty === 'RSA' && (k.kid === header.kid || (header.kid === undefined && keys.length === 1)));
  if (!jwk) throw new JwtRejected(`no key ${String(header.kid)}`);
  let key: KeyObject;
  try {
    key = createPublicKey({ key: jwk, format: 'jwk' });
  } catch {
    throw new JwtRejected(`key ${String(header.kid)} is not a usable RSA key`);
  }
  const signed = Buffer.from(`${headerPart}.${payloadPart}`);
  if (!verify('RSA-SHA256', signed, key, Buffer.from(signaturePart, 'base64url'))) throw new JwtRejected('bad signature');

  const claims = parseObject(payloadPart, 'payload');
  if (claims.iss !== expected.issuer) throw new JwtRejected('wrong issuer');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expected.audience)) throw new JwtRejected('wrong audience');
  if (typeof claims.exp !== 'number' || claims.exp + (expected.leewaySeconds ?? 0) <= expected.now / 1000) throw new JwtRejected('expired');
  return claims;
}

/** Signs claims as an RS256 JWS (the local Apple provider issues its tokens with it; tests forge theirs). */
export function signRs256(claims: JwtClaims, privateKey: KeyObject, kid: string): string {
  const body = `${encode({ alg: 'RS256', kid, typ: 'JWT' })}.${encode(claims)}`;
  return `${body}.${sign('RSA-SHA256', Buffer.from(body), privateKey).toString('base64url')}`;
}
