import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../platform/kv/index.ts';
import { call, FakeClock, getInfo, login, onboarded, SMS_COOLDOWN_MS, smsCode, uniqueMobile, updateInfo } from '../../test/factories.ts';
import { ENGINES, useTestApp } from '../../test/harness.ts';
import type { LoginResult } from '@repwise/contracts';

const SEND = '/api-training/login/sendSms';
const SMS_LOGIN = '/api-training/login/sms';
const UNIVERIFY = '/api-training/login/univerify';
const CODE_TTL_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** A 6-digit code that differs from the right one in its last digit. */
const wrongCode = (code: string) => code.slice(0, 5) + String((Number(code[5]) + 1) % 10);

describe.each(ENGINES)('SMS login on %s', (engine) => {
  let clock: FakeClock;
  beforeEach(() => {
    clock = new FakeClock();
  });
  const t = useTestApp(engine, () => ({ kv: new MemoryStore(clock.now) }));

  const logIn = (mobile: string, code: string, path = SMS_LOGIN) => call<LoginResult | null>(t, 'POST', path, { body: { mobile, code } });

  describe('sendSms', () => {
    it('puts a 6-digit code in the outbox and says when to resend', async () => {
      const mobile = uniqueMobile();
      const sent = await call(t, 'GET', SEND, { query: { mobile } });
      expect(sent).toMatchObject({ httpStatus: 200, status: 200, data: { resendAfterSeconds: 60, expiresInSeconds: 300 } });
      expect(t.sms.lastCodeFor(mobile)).toMatch(/^\d{6}$/);
    });

    it.each(['138', '23812345678', '+0123', '', '1391234567a', '+86 2381234567'])('refuses the number %j in both languages', async (mobile) => {
      const en = await call(t, 'GET', SEND, { query: { mobile } });
      expect(en).toMatchObject({ httpStatus: 400, status: 400, msg: 'Mobile phone number format is incorrect', data: null });
      const zh = await call(t, 'GET', SEND, { query: { mobile }, lang: 'zh-Hans' });
      expect(zh).toMatchObject({ httpStatus: 400, msg: '手机号码格式不正确' });
    });

    it('accepts a +86 number as the same mainland number', async () => {
      const national = uniqueMobile();
      const code = await smsCode(t, `+86${national}`, { deliveredTo: national });
      const res = await logIn(national, code);
      expect(res.status).toBe(200);
      const me = await getInfo(t, res.data!.token);
      expect(me.data?.mobile).toBe(national);
    });

    it('accepts an international number in E.164', async () => {
      const code = await smsCode(t, '+447700900123');
      const res = await logIn('+447700900123', code);
      expect(res.status).toBe(200);
      expect((await getInfo(t, res.data!.token)).data?.mobile).toBe('+447700900123');
    });

    it('refuses a second send within 60 s and keeps the first code working', async () => {
      const mobile = uniqueMobile();
      const first = await smsCode(t, mobile);
      clock.advance(SMS_COOLDOWN_MS - 1);
      const again = await call(t, 'GET', SEND, { query: { mobile } });
      expect(again).toMatchObject({ httpStatus: 429, status: 429, msg: 'A code was sent less than a minute ago, please wait' });
      expect(t.sms.lastCodeFor(mobile)).toBe(first);
      expect((await logIn(mobile, first)).status).toBe(200);
    });

    it('sends again once the minute is over', async () => {
      const mobile = uniqueMobile();
      await smsCode(t, mobile);
      clock.advance(SMS_COOLDOWN_MS);
      const second = await smsCode(t, mobile);
      expect((await logIn(mobile, second)).status).toBe(200);
    });
  });

  describe('login with the code', () => {
    it('gives a working token to a new, registered, first-time user without a password', async () => {
      const mobile = uniqueMobile();
      const res = await logIn(mobile, await smsCode(t, mobile));
      expect(res).toMatchObject({ httpStatus: 200, status: 200, data: { registered: true, areLoginFirstTime: true, passwordConfirmed: false } });
      expect(res.data!.token.length).toBeGreaterThanOrEqual(32);
      expect((await getInfo(t, res.data!.token)).data?.mobile).toBe(mobile);
    });

    it('takes a code only once', async () => {
      const mobile = uniqueMobile();
      const code = await smsCode(t, mobile);
      expect((await logIn(mobile, code)).status).toBe(200);
      const replay = await logIn(mobile, code);
      expect(replay).toMatchObject({ httpStatus: 400, msg: 'The verification code has expired, please get a new one', data: null });
    });

    it('refuses a wrong code in both languages and still takes the right one after it', async () => {
      const mobile = uniqueMobile();
      const code = await smsCode(t, mobile);
      expect(await logIn(mobile, wrongCode(code))).toMatchObject({ httpStatus: 400, msg: 'The verification code is incorrect' });
      const zh = await call(t, 'POST', SMS_LOGIN, { body: { mobile, code: wrongCode(code) }, lang: 'zh-Hans' });
      expect(zh.msg).toBe('验证码错误');
      expect((await logIn(mobile, code)).status).toBe(200);
    });

    it('cancels the code at the 5th wrong try and says so to every later try, the right code too, until a new one is sent', async () => {
      const mobile = uniqueMobile();
      const code = await smsCode(t, mobile);
      for (let i = 0; i < 4; i++) expect((await logIn(mobile, wrongCode(code))).msg).toBe('The verification code is incorrect');
      const cancelled = { httpStatus: 400, msg: 'Too many wrong codes: this code is cancelled, please get a new one' };
      expect(await logIn(mobile, wrongCode(code))).toMatchObject(cancelled);
      expect(await logIn(mobile, code)).toMatchObject(cancelled);
      expect(await logIn(mobile, code)).toMatchObject(cancelled);
      expect((await call(t, 'POST', SMS_LOGIN, { body: { mobile, code }, lang: 'zh-Hans' })).msg).toBe('验证码错误次数过多，已作废，请重新获取');
      clock.advance(SMS_COOLDOWN_MS);
      expect((await logIn(mobile, await smsCode(t, mobile))).status).toBe(200);
    });

    it('counts tries sent at once: of 10 parallel guesses at most 5 are compared', async () => {
      const mobile = uniqueMobile();
      const code = await smsCode(t, mobile);
      const answers = await Promise.all(Array.from({ length: 10 }, () => logIn(mobile, wrongCode(code))));
      const compared = answers.filter((a) => a.msg === 'The verification code is incorrect').length;
      expect(compared).toBeLessThanOrEqual(4);
      expect(answers.every((a) => a.httpStatus === 400)).toBe(true);
      expect(await logIn(mobile, code)).toMatchObject({ httpStatus: 400, msg: 'Too many wrong codes: this code is cancelled, please get a new one' });
    });

    it('takes a code until 5 minutes have passed', async () => {
      const mobile = uniqueMobile();
      const code = await smsCode(t, mobile);
      clock.advance(CODE_TTL_MS - 1);
      expect((await logIn(mobile, code)).status).toBe(200);
    });

    it('refuses a code 5 minutes and 1 ms after it was sent', async () => {
      const mobile = uniqueMobile();
      const code = await smsCode(t, mobile);
      clock.advance(CODE_TTL_MS + 1);
      expect(await logIn(mobile, code)).toMatchObject({ httpStatus: 400, msg: 'The verification code has expired, please get a new one' });
    });

    it('refuses a code of another number', async () => {
      const [a, b] = [uniqueMobile(), uniqueMobile()];
      const codeA = await smsCode(t, a);
      await smsCode(t, b);
      expect((await logIn(b, codeA)).status).toBe(400);
    });

    it('gives exactly one token to two concurrent logins with the same code', async () => {
      const mobile = uniqueMobile();
      const code = await smsCode(t, mobile);
      const both = await Promise.all([logIn(mobile, code), logIn(mobile, code)]);
      expect(both.map((r) => r.httpStatus).sort()).toEqual([200, 400]);
      expect(both.filter((r) => r.data?.token)).toHaveLength(1);
    });

    it('logs a fully onboarded user in as a returning one', async () => {
      const person = await onboarded(t, 2);
      clock.advance(SMS_COOLDOWN_MS);
      const again = await login(t, person.mobile);
      expect(again.areLoginFirstTime).toBe(false);
    });

    it('keeps first-time on while the base info is missing', async () => {
      const first = await login(t);
      await updateInfo(t, first.token, { position: 2 });
      clock.advance(SMS_COOLDOWN_MS);
      expect((await login(t, first.mobile)).areLoginFirstTime).toBe(true);
    });

    it('keeps one account per number', async () => {
      const first = await login(t);
      clock.advance(SMS_COOLDOWN_MS);
      const second = await login(t, first.mobile);
      expect(second.token).not.toBe(first.token);
      const [a, b] = await Promise.all([getInfo(t, first.token), getInfo(t, second.token)]);
      expect(a.data?.id).toBeTypeOf('number');
      expect(b.data?.id).toBe(a.data?.id);
      const rows = await t.app.ctx.db.selectFrom('users').select('id').where('mobile', '=', first.mobile).execute();
      expect(rows).toHaveLength(1);
    });

    it('refuses a malformed number at login with the format message', async () => {
      expect(await logIn('138', '123456')).toMatchObject({ httpStatus: 400, msg: 'Mobile phone number format is incorrect' });
    });
  });

  describe('one-tap login (univerify)', () => {
    it('takes a carrier token, not an SMS code (social-login.test.ts covers the carrier tokens)', async () => {
      const mobile = uniqueMobile();
      const code = await smsCode(t, mobile);
      expect(await logIn(mobile, code, UNIVERIFY)).toMatchObject({ httpStatus: 400, msg: 'Authorization failed' });
      // The SMS code is still unused: the one-tap route never looked at it.
      expect((await logIn(mobile, code)).status).toBe(200);
    });
  });

  describe('bad request bodies', () => {
    it('refuses a body that is not JSON', async () => {
      const res = await t.app.inject({ method: 'POST', url: SMS_LOGIN, headers: { 'content-type': 'application/json' }, payload: '{mobile:' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, msg: 'The request body is not valid JSON', data: null });
    });

    it('names the missing field in the caller’s language', async () => {
      const body = { mobile: uniqueMobile() };
      expect(await call(t, 'POST', SMS_LOGIN, { body })).toMatchObject({ httpStatus: 400, msg: 'Invalid value for code' });
      expect((await call(t, 'POST', SMS_LOGIN, { body, lang: 'zh-Hans' })).msg).toBe('code 的值无效');
      expect((await call(t, 'POST', UNIVERIFY, { body: { mobile: uniqueMobile() } })).msg).toBe('Invalid value for code');
    });
  });
});

describe.each(ENGINES)('SMS daily caps on %s', (engine) => {
  let clock: FakeClock;
  beforeEach(() => {
    clock = new FakeClock();
  });
  const t = useTestApp(engine, () => ({ kv: new MemoryStore(clock.now), config: { smsDailyLimitPerMobile: 2, smsDailyLimitPerIp: 3 } }));

  const send = (mobile: string, ip: string) => call(t, 'GET', SEND, { query: { mobile }, ip });

  it('caps the codes per number a day, whatever the IP', async () => {
    const mobile = uniqueMobile();
    expect((await send(mobile, '10.0.0.1')).status).toBe(200);
    clock.advance(SMS_COOLDOWN_MS);
    expect((await send(mobile, '10.0.0.2')).status).toBe(200);
    clock.advance(SMS_COOLDOWN_MS);
    const third = await send(mobile, '10.0.0.3');
    expect(third).toMatchObject({ httpStatus: 429, status: 429, msg: 'Too many codes requested today, please try again tomorrow' });
    expect((await send(uniqueMobile(), '10.0.0.3')).status).toBe(200);
    clock.advance(DAY_MS);
    expect((await send(mobile, '10.0.0.4')).status).toBe(200);
  });

  it('caps the codes per IP a day, whatever the number', async () => {
    for (let i = 0; i < 3; i++) expect((await send(uniqueMobile(), '10.0.1.1')).status).toBe(200);
    const mobile = uniqueMobile();
    const capped = await send(mobile, '10.0.1.1');
    expect(capped).toMatchObject({ httpStatus: 429, msg: 'Too many codes requested today, please try again tomorrow' });
    expect(t.sms.lastCodeFor(mobile)).toBeUndefined();
    const zh = await call(t, 'GET', SEND, { query: { mobile: uniqueMobile() }, ip: '10.0.1.1', lang: 'zh-Hans' });
    expect(zh).toMatchObject({ httpStatus: 429, msg: '今日获取验证码次数已达上限，请明天再试' });
    expect((await send(uniqueMobile(), '10.0.1.2')).status).toBe(200);
  });
});

describe.each(ENGINES)('the shorter resend window of the browser journeys (TEST_SMS_RESEND_SECONDS) on %s', (engine) => {
  let clock: FakeClock;
  beforeEach(() => {
    clock = new FakeClock();
  });
  const t = useTestApp(engine, () => ({ kv: new MemoryStore(clock.now), config: { smsResendAfterMs: 3_000 } }));

  it('is what sendSms answers and what the cooldown holds', async () => {
    const mobile = uniqueMobile();
    expect((await call(t, 'GET', SEND, { query: { mobile } })).data).toEqual({ resendAfterSeconds: 3, expiresInSeconds: 300 });
    clock.advance(2_999);
    expect((await call(t, 'GET', SEND, { query: { mobile } })).httpStatus).toBe(429);
    clock.advance(1);
    expect((await call(t, 'GET', SEND, { query: { mobile } })).httpStatus).toBe(200);
  });
});
