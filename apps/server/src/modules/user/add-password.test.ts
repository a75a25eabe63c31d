import { md5 } from '@repwise/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../platform/kv/index.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { call, FakeClock, getInfo, login, onboarded, sessionStartedAgo, SMS_COOLDOWN_MS, smsCode, uniqueMobile } from '../../test/factories.ts';
import { ENGINES, useTestApp } from '../../test/harness.ts';
import type { UserDto } from '@repwise/contracts';

const ADD_PASSWORD = '/api-training/mp/training/user/addPassword';
const MINUTE = 60_000;

describe.each(ENGINES)('addPassword on %s', (engine) => {
  let clock: FakeClock;
  beforeEach(() => {
    clock = new FakeClock();
  });
  const t = useTestApp(engine, () => ({ kv: new MemoryStore(clock.now) }));

  const addPassword = (token: string, body: Record<string, unknown>, lang?: string) =>
    call<UserDto | null>(t, 'POST', ADD_PASSWORD, { token, body, ...(lang ? { lang } : {}) });
  const storedHash = async (mobile: string) =>
    (await t.app.ctx.db.selectFrom('users').select('password_hash').where('mobile', '=', mobile).executeTakeFirstOrThrow()).password_hash;

  it('sets the password right after an SMS login without a second code, stored as a slow hash', async () => {
    const me = await login(t);
    const digest = md5('correct horse battery staple');
    const res = await addPassword(me.token, { mobile: me.mobile, password: digest });
    expect(res).toMatchObject({ httpStatus: 200, status: 200, data: { mobile: me.mobile, passwordConfirmed: true } });
    const hash = await storedHash(me.mobile);
    expect(hash).not.toBeNull();
    expect(hash).not.toContain(digest);
    expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword(digest, hash!)).toBe(true);
    expect(await verifyPassword(md5('another'), hash!)).toBe(false);
    expect((await getInfo(t, me.token)).data?.passwordConfirmed).toBe(true);
  });

  it('reports the password at the next login', async () => {
    const me = await login(t);
    await addPassword(me.token, { mobile: me.mobile, password: md5('pw') });
    clock.advance(SMS_COOLDOWN_MS);
    const code = await smsCode(t, me.mobile);
    const again = await call(t, 'POST', '/api-training/login/sms', { body: { mobile: me.mobile, code } });
    expect(again.data).toMatchObject({ passwordConfirmed: true });
  });

  it('takes the account’s number written as +86', async () => {
    const me = await login(t);
    expect((await addPassword(me.token, { mobile: `+86${me.mobile}`, password: md5('pw') })).status).toBe(200);
  });

  it('refuses the number of someone else and writes nothing', async () => {
    const [me, other] = [await login(t), await onboarded(t, 2)];
    const res = await addPassword(me.token, { mobile: other.mobile, password: md5('pw') });
    expect(res).toMatchObject({ httpStatus: 400, msg: 'This is not the mobile number of your account', data: null });
    expect(await storedHash(me.mobile)).toBeNull();
    expect(await storedHash(other.mobile)).toBeNull();
  });

  it.each(['plain-password', md5('pw').slice(0, 31), `${md5('pw')}0`, 'z'.repeat(32)])('refuses the password %j that is not an md5', async (password) => {
    const me = await login(t);
    expect(await addPassword(me.token, { mobile: me.mobile, password })).toMatchObject({ httpStatus: 400, msg: 'Invalid value for password' });
    expect(await storedHash(me.mobile)).toBeNull();
  });

  it('answers 401 without a token', async () => {
    const res = await call(t, 'POST', ADD_PASSWORD, { body: { mobile: uniqueMobile(), password: md5('pw') } });
    expect(res).toMatchObject({ httpStatus: 401, status: 401 });
  });

  describe('from a session older than 10 minutes', () => {
    it('asks for an SMS code, in both languages', async () => {
      const me = await onboarded(t, 2);
      const old = await sessionStartedAgo(t, me.id, 11 * MINUTE);
      expect(await addPassword(old, { mobile: me.mobile, password: md5('pw') })).toMatchObject({ httpStatus: 400, msg: 'Please enter the SMS verification code' });
      expect((await addPassword(old, { mobile: me.mobile, password: md5('pw') }, 'zh-Hans')).msg).toBe('请输入短信验证码');
      expect(await storedHash(me.mobile)).toBeNull();
    });

    it('still takes a session of 9 minutes without a code', async () => {
      const me = await onboarded(t, 2);
      const recent = await sessionStartedAgo(t, me.id, 9 * MINUTE);
      expect((await addPassword(recent, { mobile: me.mobile, password: md5('pw') })).status).toBe(200);
    });

    it('sets the password with a fresh SMS code, and takes that code only once', async () => {
      const me = await onboarded(t, 2);
      const old = await sessionStartedAgo(t, me.id, 11 * MINUTE);
      clock.advance(SMS_COOLDOWN_MS);
      const code = await smsCode(t, me.mobile);
      const res = await addPassword(old, { mobile: me.mobile, password: md5('pw'), code });
      expect(res).toMatchObject({ httpStatus: 200, data: { passwordConfirmed: true } });
      expect((await addPassword(old, { mobile: me.mobile, password: md5('other'), code })).httpStatus).toBe(400);
      expect(await verifyPassword(md5('pw'), (await storedHash(me.mobile))!)).toBe(true);
    });

    it('refuses a wrong SMS code and writes nothing', async () => {
      const me = await onboarded(t, 2);
      const old = await sessionStartedAgo(t, me.id, 11 * MINUTE);
      clock.advance(SMS_COOLDOWN_MS);
      const code = await smsCode(t, me.mobile);
      const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
      const res = await addPassword(old, { mobile: me.mobile, password: md5('pw'), code: wrong });
      expect(res).toMatchObject({ httpStatus: 400, msg: 'The verification code is incorrect' });
      expect(await storedHash(me.mobile)).toBeNull();
    });
  });
});
