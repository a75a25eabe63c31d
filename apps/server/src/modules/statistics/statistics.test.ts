import { beforeEach, describe, expect, it } from 'vitest';
import { call, login, makeUser, onboarded, personToday, type Made } from '../../test/factories.ts';
import { ENGINES, useTestApp } from '../../test/harness.ts';

const RECORD_ACTIVE = '/api-training/mp/statistics/user/active/recordActive';

describe.each(ENGINES)('recordActive on %s', (engine) => {
  const t = useTestApp(engine);
  let me: Made;
  beforeEach(async () => {
    me = await makeUser(t, { position: null });
  });

  const record = (who: Pick<Made, 'token'>, query: Record<string, string>) =>
    call<{ day: string; count: number } | null>(t, 'GET', RECORD_ACTIVE, { token: who.token, query });

  it('counts the visits of a person to a group on the day', async () => {
    const first = await record(me, { groupId: '7', position: '2' });
    expect(first).toMatchObject({ httpStatus: 200, status: 200, data: { count: 1 } });
    // The person's calendar day (everyone starts in Asia/Shanghai), not the UTC one.
    expect(first.data?.day).toBe(personToday());
    expect((await record(me, { groupId: '7', position: '2' })).data?.count).toBe(2);
  });

  it('counts each group apart, and the default group is "1"', async () => {
    await record(me, { groupId: '7', position: '2' });
    expect((await record(me, { groupId: '8', position: '2' })).data?.count).toBe(1);
    expect((await record(me, { position: '2' })).data?.count).toBe(1);
    expect((await record(me, { groupId: '1', position: '2' })).data?.count).toBe(2);
  });

  it('counts each person apart', async () => {
    await record(me, { groupId: '7', position: '1' });
    const other = await login(t);
    expect((await record(other, { groupId: '7', position: '1' })).data?.count).toBe(1);
    expect((await record(me, { groupId: '7', position: '1' })).data?.count).toBe(2);
  });

  it('loses no visit among 8 concurrent ones', async () => {
    const counts = await Promise.all(Array.from({ length: 8 }, () => record(me, { groupId: '9', position: '2' })));
    expect(counts.map((c) => c.data?.count).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const row = await t.app.ctx.db.selectFrom('user_activity').select(['count', 'position']).where('group_id', '=', '9').executeTakeFirstOrThrow();
    expect(row).toEqual({ count: 8, position: 2 });
  });

  it.each([['3'], ['0'], ['coach'], ['']])('refuses the position %j', async (position) => {
    expect(await record(me, { groupId: '1', position })).toMatchObject({ httpStatus: 400, msg: 'Invalid value for position', data: null });
  });

  it('records the stored role when the position is left out, and none before a role is chosen', async () => {
    expect((await record(me, { groupId: '1' })).status).toBe(200);
    const trainee = await onboarded(t, 2);
    expect((await record(trainee, { groupId: '1' })).status).toBe(200);
    const rows = await t.app.ctx.db.selectFrom('user_activity').select(['user_id', 'position']).where('group_id', '=', '1').orderBy('user_id').execute();
    expect(rows.map((r) => r.position)).toEqual([0, 2]);
  });

  it('answers 401 without a token', async () => {
    const res = await call(t, 'GET', RECORD_ACTIVE, { query: { groupId: '1', position: '2' } });
    expect(res).toMatchObject({ httpStatus: 401, status: 401, msg: 'Login expired, please log in again' });
  });
});
