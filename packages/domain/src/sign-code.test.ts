import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isQqSignCodeValid, qqSignCode, type QqAuthValues } from './sign-code.ts';

const nodeMd5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

const SAMPLE: QqAuthValues = { accessToken: 'AbC0_o9', scope: 'get_user_info', expiresIn: 7776000, openid: 'OPENID_0o1', appid: '1101234567' };

describe('qqSignCode', () => {
  it('joins the values in the spec order, drops 0, o and _, lowercases, then hashes', () => {
    // 'AbC0_o9' + 'get_user_info' + '7776000' + 'OPENID_0o1' + '1101234567', cleaned:
    const cleaned = 'abc9' + 'getuserinf' + '7776' + 'openid1' + '111234567';
    expect(qqSignCode(SAMPLE)).toBe(nodeMd5(cleaned));
  });

  it('keeps an upper-case O until it is lowercased (only lower-case o is dropped)', () => {
    expect(qqSignCode({ ...SAMPLE, openid: 'O' })).toBe(nodeMd5('abc9getuserinf7776o111234567'));
  });

  it('is 32 lowercase hex characters', () => {
    fc.assert(fc.property(fc.string(), fc.string(), fc.nat(), fc.string(), fc.string(), (accessToken, scope, expiresIn, openid, appid) => {
      expect(qqSignCode({ accessToken, scope, expiresIn, openid, appid })).toMatch(/^[0-9a-f]{32}$/);
    }));
  });

  it('reads the expiry the same as a number or as text', () => {
    expect(qqSignCode({ ...SAMPLE, expiresIn: '7776000' })).toBe(qqSignCode(SAMPLE));
  });

  it('changes with every value that carries more than 0, o and _', () => {
    for (const field of ['accessToken', 'scope', 'openid', 'appid'] as const) {
      expect(qqSignCode({ ...SAMPLE, [field]: `${SAMPLE[field]}x` })).not.toBe(qqSignCode(SAMPLE));
    }
    expect(qqSignCode({ ...SAMPLE, expiresIn: 3600 })).not.toBe(qqSignCode(SAMPLE));
  });
});

describe('isQqSignCodeValid', () => {
  it('takes the right code in either case and refuses a wrong one (a wrong signature)', () => {
    const code = qqSignCode(SAMPLE);
    expect(isQqSignCodeValid(SAMPLE, code)).toBe(true);
    expect(isQqSignCodeValid(SAMPLE, code.toUpperCase())).toBe(true);
    expect(isQqSignCodeValid(SAMPLE, code.slice(0, 31) + (code[31] === 'a' ? 'b' : 'a'))).toBe(false);
    expect(isQqSignCodeValid(SAMPLE, '')).toBe(false);
    expect(isQqSignCodeValid({ ...SAMPLE, openid: 'someone-else' }, code)).toBe(false);
  });
});
