import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../platform/kv/index.ts';
import { BASE_INFO, call, FakeClock, getInfo, login, onboarded, SMS_COOLDOWN_MS, updateInfo } from '../../test/factories.ts';
import { ENGINES, useTestApp } from '../../test/harness.ts';

const LOGIN_EXPIRED = { httpStatus: 401, status: 401, msg: 'Login expired, please log in again', data: null };
const USER_FIELDS = [
  'id', 'mobile', 'nickName', 'avatar', 'avatarUrl', 'position', 'sex', 'age', 'height', 'weight', 'chest', 'waist', 'hip',
  'email', 'inviteCode', 'timezone', 'coach', 'myInviteCode', 'passwordConfirmed', 'baseInfoComplete', 'units', 'bodyDataHidden', 'isOperator', 'vipInfo',
];

describe.each(ENGINES)('user account on %s', (engine) => {
  let clock: FakeClock;
  beforeEach(() => {
    clock = new FakeClock();
  });
  const t = useTestApp(engine, () => ({ kv: new MemoryStore(clock.now) }));

  describe('tokens', () => {
    it('answers 401 without a token, in both languages', async () => {
      expect(await call(t, 'GET', '/api-training/mp/training/user/getInfo')).toMatchObject(LOGIN_EXPIRED);
      const zh = await call(t, 'GET', '/api-training/mp/training/user/getInfo', { lang: 'zh-Hans' });
      expect(zh).toMatchObject({ httpStatus: 401, msg: '登录已过期，请重新登录' });
    });

    it('answers 401 to a made-up token', async () => {
      expect(await getInfo(t, 'not-a-real-token')).toMatchObject(LOGIN_EXPIRED);
    });

    it('ends only the session that logs out', async () => {
      const first = await login(t);
      clock.advance(SMS_COOLDOWN_MS);
      const second = await login(t, first.mobile);
      const out = await call(t, 'POST', '/api-training/mp/training/user/logout', { token: first.token });
      expect(out).toMatchObject({ httpStatus: 200, status: 200, data: null });
      expect(await getInfo(t, first.token)).toMatchObject(LOGIN_EXPIRED);
      expect(await call(t, 'POST', '/api-training/mp/training/user/logout', { token: first.token })).toMatchObject(LOGIN_EXPIRED);
      expect((await getInfo(t, second.token)).data?.mobile).toBe(first.mobile);
    });
  });

  describe('getInfo', () => {
    it('shows a new person all the contract’s fields, empty', async () => {
      const me = await login(t);
      const res = await getInfo(t, me.token);
      expect(res.httpStatus).toBe(200);
      expect(Object.keys(res.data!).sort()).toEqual([...USER_FIELDS].sort());
      expect(res.data).toMatchObject({
        mobile: me.mobile, nickName: '', avatar: '', avatarUrl: '', position: null, sex: null, age: null, height: null, weight: null,
        chest: null, waist: null, hip: null, email: null, inviteCode: null, timezone: 'Asia/Shanghai', coach: null, myInviteCode: null,
        passwordConfirmed: false, baseInfoComplete: false, units: 'kg', bodyDataHidden: false, isOperator: false, vipInfo: { groupVipInfos: [] },
      });
    });

    it('answers its own id like no id', async () => {
      const me = await onboarded(t, 2);
      const byId = await getInfo(t, me.token, me.id);
      expect(byId.data).toEqual((await getInfo(t, me.token)).data);
      expect(byId.data).toMatchObject({ ...BASE_INFO, position: 2, baseInfoComplete: true, mobile: me.mobile });
    });

    it('answers 404 for a stranger and for ids that do not exist', async () => {
      const [me, stranger] = [await onboarded(t, 1), await onboarded(t, 2)];
      for (const id of [stranger.id, 999_999, 2_147_483_647]) {
        expect(await getInfo(t, me.token, id)).toMatchObject({ httpStatus: 404, status: 404, msg: 'data not found', data: null });
      }
      expect((await getInfo(t, me.token, stranger.id, 'zh-Hans')).msg).toBe('数据不存在');
    });

    it.each(['abc', '0', '-1', '1.5', '2147483648'])('refuses the id %j', async (id) => {
      const me = await login(t);
      expect(await getInfo(t, me.token, id)).toMatchObject({ httpStatus: 400, msg: 'Invalid value for id', data: null });
    });

    it('lets a coach read a linked trainee with the mobile masked and no email', async () => {
      const coach = await onboarded(t, 1);
      const trainee = await onboarded(t, 2, { email: 'trainee@example.com', inviteCode: coach.myInviteCode });
      const seen = await getInfo(t, coach.token, trainee.id);
      expect(seen.httpStatus).toBe(200);
      expect(seen.data).toMatchObject({ id: trainee.id, nickName: BASE_INFO.nickName, email: null, coach: { id: coach.id } });
      expect(seen.data?.mobile).toBe(`${trainee.mobile.slice(0, 3)}****${trainee.mobile.slice(-4)}`);
      expect((await getInfo(t, trainee.token)).data?.email).toBe('trainee@example.com');
    });

    it('does not let a trainee read the coach, nor a coach read another coach’s trainee', async () => {
      const [coach, otherCoach] = [await onboarded(t, 1), await onboarded(t, 1)];
      const trainee = await onboarded(t, 2, { inviteCode: coach.myInviteCode });
      expect((await getInfo(t, trainee.token, coach.id)).httpStatus).toBe(404);
      expect((await getInfo(t, otherCoach.token, trainee.id)).httpStatus).toBe(404);
    });
  });

  describe('role', () => {
    it('gives a coach a 6-character code from the unambiguous alphabet', async () => {
      const me = await login(t);
      const res = await updateInfo(t, me.token, { position: 1 });
      expect(res.data).toMatchObject({ position: 1, inviteCode: null });
      expect(res.data?.myInviteCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    });

    it('gives a trainee no code of their own', async () => {
      const me = await login(t);
      expect((await updateInfo(t, me.token, { position: '2' })).data).toMatchObject({ position: 2, myInviteCode: null });
    });

    it('keeps the first role when another is chosen, and takes the same one again', async () => {
      const me = await login(t);
      const code = (await updateInfo(t, me.token, { position: 1 })).data?.myInviteCode;
      const again = await updateInfo(t, me.token, { position: 2, nickName: 'Changed' });
      expect(again).toMatchObject({ httpStatus: 400, msg: 'Your role has already been chosen' });
      expect((await getInfo(t, me.token)).data).toMatchObject({ position: 1, myInviteCode: code, nickName: '' });
      expect((await updateInfo(t, me.token, { position: 1 })).data?.myInviteCode).toBe(code);
    });

    it('lets only one of two concurrent different role choices win', async () => {
      const me = await login(t);
      const both = await Promise.all([updateInfo(t, me.token, { position: 1 }), updateInfo(t, me.token, { position: 2 })]);
      expect(both.map((r) => r.httpStatus).sort()).toEqual([200, 400]);
      const winner = both.find((r) => r.httpStatus === 200)!.data!.position;
      expect((await getInfo(t, me.token)).data?.position).toBe(winner);
    });
  });

  describe('base info', () => {
    it.each([
      ['age', { age: 5 }], ['height', { height: 400 }], ['weight', { weight: '' }], ['sex', { sex: 9 }],
      ['nickName', { nickName: 'x'.repeat(141) }], ['nickName', { nickName: '   ' }], ['email', { email: 'not-an-email' }],
      ['position', { position: 3 }], ['chest', { chest: 'wide' }],
    ])('refuses a bad %s and writes nothing', async (field, bad) => {
      const me = await login(t);
      const res = await updateInfo(t, me.token, { nickName: 'Good Name', height: 180, ...bad });
      expect(res).toMatchObject({ httpStatus: 400, status: 400, msg: `Invalid value for ${field}`, data: null });
      expect((await getInfo(t, me.token)).data).toMatchObject({ nickName: '', height: null, age: null, sex: null, weight: null, position: null });
    });

    it('names the field in Chinese too', async () => {
      const me = await login(t);
      expect((await updateInfo(t, me.token, { age: 5 }, 'zh-Hans')).msg).toBe('age 的值无效');
    });

    it('takes numbers sent as numeric strings', async () => {
      const me = await login(t);
      const res = await updateInfo(t, me.token, { height: '175', weight: ' 70.5 ', age: '28', sex: '2' });
      expect(res.data).toMatchObject({ height: 175, weight: 70.5, age: 28, sex: 2 });
      expect((await getInfo(t, me.token)).data).toMatchObject({ height: 175, weight: 70.5, age: 28, sex: 2 });
    });

    it('takes the range edges: 140-character name, age 10 and 100', async () => {
      const me = await login(t);
      expect((await updateInfo(t, me.token, { nickName: '名'.repeat(140), age: 10 })).httpStatus).toBe(200);
      expect((await updateInfo(t, me.token, { age: 100 })).data?.age).toBe(100);
    });

    it('turns baseInfoComplete on once all five are set', async () => {
      const me = await login(t);
      const { nickName, age, sex, height, weight } = BASE_INFO;
      expect((await updateInfo(t, me.token, { nickName, age, sex, height })).data?.baseInfoComplete).toBe(false);
      expect((await updateInfo(t, me.token, { sex: 0 })).data?.baseInfoComplete).toBe(false);
      expect((await updateInfo(t, me.token, { weight })).data?.baseInfoComplete).toBe(true);
      expect((await getInfo(t, me.token)).data).toMatchObject({ ...BASE_INFO, sex: 0, baseInfoComplete: true });
    });
  });

  describe('coach invitation code', () => {
    it('links a trainee to the coach whatever the case of the code', async () => {
      const coach = await onboarded(t, 1, { nickName: 'Coach Wang' });
      const trainee = await onboarded(t, 2);
      const res = await updateInfo(t, trainee.token, { inviteCode: ` ${coach.myInviteCode!.toLowerCase()} ` });
      expect(res.data).toMatchObject({ inviteCode: coach.myInviteCode, coach: { id: coach.id, nickName: 'Coach Wang' } });
      expect((await getInfo(t, trainee.token)).data).toMatchObject({ inviteCode: coach.myInviteCode, coach: { id: coach.id } });
    });

    it('takes the role and the code in one call', async () => {
      const coach = await onboarded(t, 1);
      const me = await login(t);
      const res = await updateInfo(t, me.token, { position: 2, inviteCode: coach.myInviteCode });
      expect(res.data).toMatchObject({ position: 2, coach: { id: coach.id } });
    });

    it('refuses a wrong code in both languages and changes nothing', async () => {
      await onboarded(t, 1);
      const trainee = await onboarded(t, 2);
      const res = await updateInfo(t, trainee.token, { inviteCode: 'OOOOOO', nickName: 'Renamed' });
      expect(res).toMatchObject({ httpStatus: 400, status: 400, msg: 'Invitation code error', data: null });
      expect((await updateInfo(t, trainee.token, { inviteCode: 'OOOOOO' }, 'zh-Hans')).msg).toBe('邀请码错误');
      expect((await getInfo(t, trainee.token)).data).toMatchObject({ inviteCode: null, coach: null, nickName: BASE_INFO.nickName });
    });

    it('refuses a code from a coach or from someone without a role', async () => {
      const coach = await onboarded(t, 1);
      const otherCoach = await onboarded(t, 1);
      const fresh = await login(t);
      const msg = 'Only trainees can enter a coach invitation code';
      expect(await updateInfo(t, otherCoach.token, { inviteCode: coach.myInviteCode })).toMatchObject({ httpStatus: 400, msg });
      expect(await updateInfo(t, fresh.token, { inviteCode: coach.myInviteCode })).toMatchObject({ httpStatus: 400, msg });
      expect((await getInfo(t, otherCoach.token)).data).toMatchObject({ inviteCode: null, coach: null });
    });
  });
});
