import { md5 } from '@repwise/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../platform/kv/index.ts';
import { call, FakeClock, getInfo, login, uniqueMobile, type Answer } from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';
import type { CaptchaResult, LoginResult } from '@repwise/contracts';

const CAPTCHA = '/api-training/login/captcha';
const PASSWORD_LOGIN = '/api-training/login/password';
const ADD_PASSWORD = '/api-training/mp/training/user/addPassword';
const MINUTE = 60_000;
const PASSWORD = md5('correct horse');

let ipSeq = 0;
/** Each test asks from its own address, so the per-address limit stays out of the way. */
const freshIp = () => `10.20.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

async function captcha(t: TestApp, ip = freshIp()): Promise<{ key: string; answer: string; svg: string }> {
  const res = await call<CaptchaResult>(t, 'GET', CAPTCHA, { ip });
  if (res.status !== 200) throw new Error(`captcha: ${res.msg}`);
  const answer = t.captchas.answerOf(res.data.key);
  if (!answer) throw new Error('no answer recorded');
  return { key: res.data.key, answer, svg: res.data.svg };
}

const flip = (answer: string) => answer.split('').map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
const wrongAnswer = (answer: string) => (answer.toLowerCase() === 'xxxx' ? 'yyyy' : 'xxxx');

/** A person with a password, set right after their SMS login. */
async function withPassword(t: TestApp, password = PASSWORD): Promise<{ mobile: string; token: string }> {
  const me = await login(t);
  const set = await call(t, 'POST', ADD_PASSWORD, { token: me.token, body: { mobile: me.mobile, password } });
  if (set.status !== 200) throw new Error(`addPassword: ${set.msg}`);
  return me;
}

describe.each(ENGINES)('password login on %s', (engine) => {
  let clock: FakeClock;
  beforeEach(() => {
    clock = new FakeClock();
  });
  const t = useTestApp(engine, () => ({ kv: new MemoryStore(clock.now) }));

  const logIn = (body: Record<string, unknown>, lang?: string): Promise<Answer<LoginResult | null>> =>
    call<LoginResult | null>(t, 'POST', PASSWORD_LOGIN, { body, ...(lang ? { lang } : {}) });
  const withCode = async (mobile: string, password: string) => {
    const c = await captcha(t);
    return logIn({ mobile, password, code: `${c.key}@${c.answer}` });
  };

  describe('the image code', () => {
    it('is an SVG picture with a key, valid 5 minutes', async () => {
      const res = await call<CaptchaResult>(t, 'GET', CAPTCHA, { ip: freshIp() });
      expect(res).toMatchObject({ httpStatus: 200, data: { expiresInSeconds: 300 } });
      expect(res.data.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
      expect(res.data.key).toMatch(/^[\w-]{16,}$/);
      expect(t.captchas.answerOf(res.data.key)).toMatch(/^\w{4}$/);
    });

    it('draws a different code each time', async () => {
      const [a, b] = [await captcha(t), await captcha(t)];
      expect(a.key).not.toBe(b.key);
      expect(a.svg).not.toBe(b.svg);
    });

    it('is limited per address a minute', async () => {
      const ip = freshIp();
      for (let i = 0; i < 30; i++) expect((await call(t, 'GET', CAPTCHA, { ip })).status).toBe(200);
      expect(await call(t, 'GET', CAPTCHA, { ip })).toMatchObject({ httpStatus: 429, msg: 'Too many requests, please slow down' });
      expect((await call(t, 'GET', CAPTCHA, { ip: freshIp() })).status).toBe(200);
      clock.advance(MINUTE);
      expect((await call(t, 'GET', CAPTCHA, { ip })).status).toBe(200);
    });
  });

  describe('login', () => {
    it('logs in with the right password and code, the code in any case', async () => {
      const me = await withPassword(t);
      const c = await captcha(t);
      const res = await logIn({ mobile: me.mobile, password: PASSWORD.toUpperCase(), code: `${c.key}@${flip(c.answer)}` });
      expect(res).toMatchObject({ httpStatus: 200, data: { registered: true, passwordConfirmed: true, areLoginFirstTime: true } });
      expect(res.data!.token).not.toBe(me.token);
      expect((await getInfo(t, res.data!.token)).data?.mobile).toBe(me.mobile);
    });

    it.each([undefined, '', '@', 'somekey@', '@abcd', 'no-at-sign'])('without an image code (%j) says "Image code required" in both languages', async (code) => {
      const me = await withPassword(t);
      const body = { mobile: me.mobile, password: PASSWORD, ...(code === undefined ? {} : { code }) };
      expect(await logIn(body)).toMatchObject({ httpStatus: 400, msg: 'Image code required', data: null });
      expect((await logIn(body, 'zh-Hans')).msg).toBe('请输入图形验证码');
    });

    it('refuses a wrong code before the password is looked at, and the code is then used up', async () => {
      const me = await withPassword(t);
      const c = await captcha(t);
      // With the right password: a wrong code alone refuses the login.
      expect(await logIn({ mobile: me.mobile, password: PASSWORD, code: `${c.key}@${wrongAnswer(c.answer)}` })).toMatchObject({ httpStatus: 400, msg: 'The image code is incorrect, please try the new one' });
      expect(await logIn({ mobile: me.mobile, password: PASSWORD, code: `${c.key}@${c.answer}` })).toMatchObject({ httpStatus: 400, msg: 'The image code has expired, please refresh it' });
      // Wrong codes never count against the password.
      for (let i = 0; i < 8; i++) {
        const w = await captcha(t);
        expect((await logIn({ mobile: me.mobile, password: md5('nope'), code: `${w.key}@${wrongAnswer(w.answer)}` })).msg).toBe('The image code is incorrect, please try the new one');
      }
      expect((await withCode(me.mobile, PASSWORD)).status).toBe(200);
    });

    it('takes a code once: a reused code is refused even with the right password', async () => {
      const me = await withPassword(t);
      const c = await captcha(t);
      expect((await logIn({ mobile: me.mobile, password: PASSWORD, code: `${c.key}@${c.answer}` })).status).toBe(200);
      const again = await logIn({ mobile: me.mobile, password: PASSWORD, code: `${c.key}@${c.answer}` }, 'zh-Hans');
      expect(again).toMatchObject({ httpStatus: 400, msg: '图形验证码已失效，请刷新', data: null });
    });

    it('gives one login to two concurrent uses of one code', async () => {
      const me = await withPassword(t);
      const c = await captcha(t);
      const both = await Promise.all([0, 1].map(() => logIn({ mobile: me.mobile, password: PASSWORD, code: `${c.key}@${c.answer}` })));
      expect(both.map((r) => r.httpStatus).sort()).toEqual([200, 400]);
    });

    it('refuses a code 5 minutes and 1 ms old, takes one just younger', async () => {
      const me = await withPassword(t);
      const old = await captcha(t);
      const young = await captcha(t);
      clock.advance(5 * MINUTE - 1);
      expect((await logIn({ mobile: me.mobile, password: PASSWORD, code: `${young.key}@${young.answer}` })).status).toBe(200);
      clock.advance(2);
      expect((await logIn({ mobile: me.mobile, password: PASSWORD, code: `${old.key}@${old.answer}` })).msg).toBe('The image code has expired, please refresh it');
    });

    it('answers a wrong password, an unknown number and an account without a password alike', async () => {
      const me = await withPassword(t);
      const noPassword = await login(t);
      const expected = { httpStatus: 400, msg: 'Wrong mobile number or password', data: null };
      expect(await withCode(me.mobile, md5('wrong'))).toMatchObject(expected);
      expect(await withCode(uniqueMobile(), PASSWORD)).toMatchObject(expected);
      expect(await withCode(noPassword.mobile, PASSWORD)).toMatchObject(expected);
      const c = await captcha(t);
      expect((await logIn({ mobile: me.mobile, password: md5('wrong'), code: `${c.key}@${c.answer}` }, 'zh-Hans')).msg).toBe('手机号或密码错误');
    });

    it('refuses a malformed number or password without using the code', async () => {
      const me = await withPassword(t);
      const c = await captcha(t);
      expect(await logIn({ mobile: '138', password: PASSWORD, code: `${c.key}@${c.answer}` })).toMatchObject({ httpStatus: 400, msg: 'Mobile phone number format is incorrect' });
      expect(await logIn({ mobile: me.mobile, password: 'typed-in-clear', code: `${c.key}@${c.answer}` })).toMatchObject({ httpStatus: 400, msg: 'Invalid value for password' });
      expect((await logIn({ mobile: me.mobile, password: PASSWORD, code: `${c.key}@${c.answer}` })).status).toBe(200);
    });

    it('works with a password reset by addPassword, and not with the old one', async () => {
      const me = await withPassword(t);
      const reset = await call(t, 'POST', ADD_PASSWORD, { token: me.token, body: { mobile: me.mobile, password: md5('new one') } });
      expect(reset.status).toBe(200);
      expect((await withCode(me.mobile, PASSWORD)).msg).toBe('Wrong mobile number or password');
      expect((await withCode(me.mobile, md5('new one'))).status).toBe(200);
    });
  });

  describe('lock-out', () => {
    it('locks the number after 5 wrong passwords for 15 minutes, says until when, and refuses even the right password', async () => {
      const me = await withPassword(t);
      for (let i = 0; i < 4; i++) expect((await withCode(me.mobile, md5(`guess ${i}`))).msg).toBe('Wrong mobile number or password');
      const before = Date.now();
      const fifth = await withCode(me.mobile, md5('guess 5'));
      expect(fifth).toMatchObject({ httpStatus: 429, status: 429 });
      expect(fifth.msg).toMatch(/^Too many wrong passwords: password login is locked until \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
      const until = Date.parse((fifth.data as unknown as { lockedUntil: string }).lockedUntil);
      expect(until).toBeGreaterThanOrEqual(before + 15 * MINUTE - 1000);
      expect(until).toBeLessThanOrEqual(Date.now() + 15 * MINUTE);

      const right = await withCode(me.mobile, PASSWORD);
      expect(right).toMatchObject({ httpStatus: 429, data: { lockedUntil: new Date(until).toISOString() } });
      const c = await captcha(t);
      expect((await logIn({ mobile: me.mobile, password: PASSWORD, code: `${c.key}@${c.answer}` }, 'zh-Hans')).msg).toMatch(/^密码错误次数过多，密码登录已锁定至 /);
      // The image code still comes first while locked.
      expect((await logIn({ mobile: me.mobile, password: PASSWORD })).msg).toBe('Image code required');

      clock.advance(15 * MINUTE);
      expect((await withCode(me.mobile, PASSWORD)).status).toBe(200);
    });

    it('forgets earlier wrong passwords after a successful login', async () => {
      const me = await withPassword(t);
      for (let i = 0; i < 4; i++) await withCode(me.mobile, md5(`guess ${i}`));
      expect((await withCode(me.mobile, PASSWORD)).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await withCode(me.mobile, md5(`again ${i}`))).httpStatus).toBe(400);
      expect((await withCode(me.mobile, PASSWORD)).status).toBe(200);
    });

    it('counts parallel guesses: of 10 at once at most 5 are compared and the number ends locked', async () => {
      const me = await withPassword(t);
      const codes = await Promise.all(Array.from({ length: 10 }, () => captcha(t)));
      const answers = await Promise.all(codes.map((c, i) => logIn({ mobile: me.mobile, password: md5(`p${i}`), code: `${c.key}@${c.answer}` })));
      expect(answers.filter((a) => a.msg === 'Wrong mobile number or password').length).toBeLessThanOrEqual(4);
      expect((await withCode(me.mobile, PASSWORD)).httpStatus).toBe(429);
    });

    it('locks only the number guessed at; its SMS login still works', async () => {
      const [me, other] = [await withPassword(t), await withPassword(t)];
      for (let i = 0; i < 5; i++) await withCode(me.mobile, md5(`guess ${i}`));
      expect((await withCode(other.mobile, PASSWORD)).status).toBe(200);
      clock.advance(MINUTE);
      expect((await login(t, me.mobile)).token).toBeTruthy();
    });
  });
});
