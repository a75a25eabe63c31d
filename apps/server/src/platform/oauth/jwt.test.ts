import { createHmac, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JwtRejected, signRs256, verifyRs256, type Jwk } from './jwt.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk: Jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1' };
const now = Date.UTC(2026, 10, 24);
const expected = { issuer: 'iss', audience: 'aud', now };
const claims = { iss: 'iss', aud: 'aud', sub: 's', exp: now / 1000 + 600 };
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('verifyRs256', () => {
  it('accepts a token of the key, for the issuer and audience, before its expiry', () => {
    expect(verifyRs256(signRs256(claims, privateKey, 'k1'), [jwk], expected).sub).toBe('s');
    expect(verifyRs256(signRs256({ ...claims, aud: ['other', 'aud'] }, privateKey, 'k1'), [jwk], expected).sub).toBe('s');
  });

  it('refuses "none" and HMAC tokens whatever they claim (no algorithm confusion)', () => {
    const body = `${b64({ alg: 'none', kid: 'k1' })}.${b64(claims)}`;
    expect(() => verifyRs256(`${body}.`, [jwk], expected)).toThrow(JwtRejected);
    const hsBody = `${b64({ alg: 'HS256', kid: 'k1' })}.${b64(claims)}`;
    const hs = createHmac('sha256', publicKey.export({ type: 'spki', format: 'pem' })).update(hsBody).digest('base64url');
    expect(() => verifyRs256(`${hsBody}.${hs}`, [jwk], expected)).toThrow(/not RS256/);
  });

  it('refuses an unknown key id, a changed payload, an expiry reached, and garbage', () => {
    expect(() => verifyRs256(signRs256(claims, privateKey, 'k2'), [jwk, { ...jwk, kid: 'k3' }], expected)).toThrow(/no key/);
    const [h, , sig] = signRs256(claims, privateKey, 'k1').split('.');
    expect(() => verifyRs256(`${h}.${b64({ ...claims, sub: 'x' })}.${sig}`, [jwk], expected)).toThrow(/bad signature/);
    expect(() => verifyRs256(signRs256({ ...claims, exp: now / 1000 }, privateKey, 'k1'), [jwk], expected)).toThrow(/expired/);
    expect(() => verifyRs256('a.b', [jwk], expected)).toThrow(JwtRejected);
    expect(() => verifyRs256('!!.??.##', [jwk], expected)).toThrow(JwtRejected);
  });
});
