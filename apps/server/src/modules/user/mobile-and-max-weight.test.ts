import type { UserDto } from '@repwise/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../platform/kv/index.ts';
import { FakeClock, SMS_COOLDOWN_MS, call, getInfo, login, makeUser, phoneId, sessionOp, setOp, smsCode, uniqueMobile } from '../../test/factories.ts';
import { ENGINES, useTestApp } from '../../test/harness.ts';

const CHANGE = '/api-training/mp/training/user/changeMobile';
const MAX_WEIGHT = '/api-training/mp/training/user/maxWeight';
const PUSH = '/api-training/mp/training/sync/push';
type Best = { actionId: number; name: string; maxWeightKg: number; reps: number; localDate: string; bestE1rmKg: number | null };

describe.each(ENGINES)('changing the mobile number on %s', (engine) => {
  let clock: FakeClock;
  beforeEach(() => {
    clock = new FakeClock();
  });
  const t = useTestApp(engine, () => ({ kv: new MemoryStore(clock.now) }));
  const change = (token: string, body: Record<string, unknown>, lang?: string) => call<UserDto | null>(t, 'POST', CHANGE, { token, body, ...(lang ? { lang } : {}) });

  it('moves the account to a new number proven by a code sent to it; the old number then logs into a new account', async () => {
    const me = await makeUser(t);
    const mobile = uniqueMobile();
    const res = await change(me.token, { mobile, code: await smsCode(t, mobile) });
    expect(res).toMatchObject({ status: 200, data: { id: me.id, mobile } });
    expect((await getInfo(t, me.token)).data?.mobile).toBe(mobile);
    clock.advance(SMS_COOLDOWN_MS);
    const idOf = async (mobileNumber: string) => (await getInfo(t, (await login(t, mobileNumber)).token)).data?.id;
    expect(await idOf(mobile)).toBe(me.id);
    expect(await idOf(me.mobile)).not.toBe(me.id);
  });

  it.each([
    ['en', 'The verification code is incorrect', 'This mobile number already belongs to another account', 'This is already the mobile number of your account'],
    ['zh-CN', '验证码错误', '该手机号已被其他账号使用', '该手机号已是当前账号绑定的手机号'],
  ])('refuses a wrong code, a number in use and the same number (%s), changing nothing', async (lang, wrongCode, taken, same) => {
    const me = await makeUser(t);
    const other = await makeUser(t);
    const mobile = uniqueMobile();
    await smsCode(t, mobile);
    expect(await change(me.token, { mobile, code: '000000' }, lang)).toMatchObject({ httpStatus: 400, msg: wrongCode, data: null });
    expect(await change(me.token, { mobile: other.mobile, code: '123456' }, lang)).toMatchObject({ httpStatus: 400, msg: taken });
    expect(await change(me.token, { mobile: me.mobile, code: '123456' }, lang)).toMatchObject({ httpStatus: 400, msg: same });
    expect((await change(me.token, { mobile: '12345', code: '123456' }, lang)).httpStatus).toBe(400);
    expect((await getInfo(t, me.token)).data?.mobile).toBe(me.mobile);
    expect((await call(t, 'POST', CHANGE, { body: { mobile, code: '123456' } })).httpStatus).toBe(401);
  });
});

describe.each(ENGINES)('max weight per exercise on %s', (engine) => {
  const t = useTestApp(engine);

  it('gives each exercise its heaviest set and best e1RM from the caller\'s own recorded sets only, not deleted ones', async () => {
    const me = await makeUser(t, { position: 2 });
    const other = await makeUser(t, { position: 2 });
    const actions = await t.app.ctx.db.selectFrom('exercises').select(['id', 'name_en', 'name_zh']).where('official_key', 'is not', null).orderBy('id').limit(2).execute();
    const [a, b] = [actions[0]!, actions[1]!];
    const session = phoneId();
    const gone = phoneId();
    const ops = [
      sessionOp(session, 1),
      setOp(phoneId(), session, 1, { actionId: a.id, weightKg: 100, reps: 5 }),
      setOp(phoneId(), session, 1, { actionId: a.id, weightKg: 80, reps: 12 }),
      setOp(phoneId(), session, 1, { actionId: b.id, weightKg: 30, reps: 10, side: 'left', repsRight: 11 }),
      setOp(gone, session, 2, { actionId: a.id, weightKg: 200, reps: 1 }, 'delete'),
      setOp(phoneId(), session, 1, { actionId: b.id, weightKg: 0, reps: 20 }),
    ];
    expect((await call<{ results: { status: string }[] }>(t, 'POST', PUSH, { token: me.token, body: { deviceId: 'p', ops } })).data.results.every((r) => r.status === 'applied')).toBe(true);
    const otherSession = phoneId();
    await call(t, 'POST', PUSH, { token: other.token, body: { deviceId: 'q', ops: [sessionOp(otherSession, 1), setOp(phoneId(), otherSession, 1, { actionId: a.id, weightKg: 300, reps: 1 })] } });

    const res = await call<{ list: Best[] }>(t, 'GET', MAX_WEIGHT, { token: me.token, lang: 'zh-CN' });
    expect(res.data.list).toEqual([
      { actionId: a.id, name: a.name_zh, maxWeightKg: 100, reps: 5, localDate: '2026-11-20', bestE1rmKg: 100 * (1 + 5 / 30) },
      { actionId: b.id, name: b.name_zh, maxWeightKg: 30, reps: 11, localDate: '2026-11-20', bestE1rmKg: 30 * (1 + 11 / 30) },
    ]);
    expect((await call<{ list: Best[] }>(t, 'GET', MAX_WEIGHT, { token: me.token })).data.list[0]!.name).toBe(a.name_en);
    expect((await call<{ list: Best[] }>(t, 'GET', MAX_WEIGHT, { token: (await makeUser(t)).token })).data.list).toEqual([]);
    expect((await call(t, 'GET', MAX_WEIGHT, {})).httpStatus).toBe(401);
  });
});
