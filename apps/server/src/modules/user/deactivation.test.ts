import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../platform/kv/index.ts';
import { call, FakeClock, getInfo, joinTeam, login, makeCoach, makeTeam, makeTemplate, makeTrainee, onboarded, personToday, sessionStartedAgo, SMS_COOLDOWN_MS, smsCode } from '../../test/factories.ts';
import { ENGINES, useTestApp } from '../../test/harness.ts';

const UNSUBSCRIBE = '/api-training/mp/training/user/unsubscribe';

describe.each(ENGINES)('deactivation (user/unsubscribe) on %s', (engine) => {
  let clock: FakeClock;
  beforeEach(() => {
    clock = new FakeClock();
  });
  const t = useTestApp(engine, () => ({ kv: new MemoryStore(clock.now) }));

  const userRow = (id: number) => t.app.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** An SMS code for the number, past the cooldown of the login that made the account. */
  const freshCode = async (mobile: string) => {
    clock.advance(SMS_COOLDOWN_MS);
    return smsCode(t, mobile);
  };

  it('revokes every session of the account: each old token answers 401', async () => {
    const me = await onboarded(t, 2, { chest: 96, email: 'me@example.com' });
    const other = await sessionStartedAgo(t, me.id, 60_000);
    const res = await call(t, 'POST', UNSUBSCRIBE, { token: me.token, body: { code: await freshCode(me.mobile) } });
    expect(res).toMatchObject({ httpStatus: 200, status: 200, data: null });
    for (const token of [me.token, other]) {
      expect(await getInfo(t, token)).toMatchObject({ httpStatus: 401, status: 401 });
      expect((await call(t, 'POST', UNSUBSCRIBE, { token, body: { code: '123456' } })).httpStatus).toBe(401);
    }
  });

  it('deletes the personal data and keeps the row anonymised', async () => {
    const me = await onboarded(t, 1, { chest: 96, waist: 80, hip: 95, email: 'me@example.com' });
    await call(t, 'POST', '/api-training/mp/training/user/addPassword', { token: me.token, body: { mobile: me.mobile, password: 'e10adc3949ba59abbe56e057f20f883e' } });
    await call(t, 'POST', '/api-training/mp/training/user/bodyData/record', { token: me.token, body: { measuredOn: '2026-01-01', weight: 80 } });
    await call(t, 'POST', '/api-training/mp/feedback/submit', { token: me.token, body: { content: 'Bye', contact: 'me@example.com' } });
    await call(t, 'POST', UNSUBSCRIBE, { token: me.token, body: { code: await freshCode(me.mobile) } });
    const db = t.app.ctx.db;
    expect(await db.selectFrom('body_measurements').select('id').where('user_id', '=', me.id).execute()).toEqual([]);
    expect(await db.selectFrom('feedback').select(['content', 'contact']).where('user_id', '=', me.id).execute()).toEqual([{ content: 'Bye', contact: null }]);
    const row = await userRow(me.id);
    expect(row).toMatchObject({
      mobile: `deactivated:${me.id}`, password_hash: null, nick_name: null, avatar: null, sex: null, age: null, height: null, weight: null,
      chest: null, waist: null, hip: null, email: null, invite_code: null, coach_id: null, my_invite_code: null,
    });
    expect(row.deactivated_at).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain(me.mobile);
  });

  it('asks a coach who manages a team to hand it over or disband it first, and takes a member out of their teams', async () => {
    const coach = await onboarded(t, 1);
    const trainee = await onboarded(t, 2);
    const team = await makeTeam(t, coach);
    await joinTeam(t, team, trainee);
    // A standing team plan with sessions from today on: the leaver's future ones are cancelled, the rest stay.
    const today = personToday();
    const template = await makeTemplate(t, coach);
    const plan = await call<{ id: number }>(t, 'POST', '/api-training/mp/plan/publish', {
      token: coach.token,
      body: { templateId: template.id, name: 'Team', type: '1', taskType: '1', startDate: today, timePeriod: '1', repeatWeeks: 2, weekdays: [1, 2, 3, 4, 5, 6, 7], traineeIds: [], squadIds: [team.id], tags: [] },
    });
    expect(plan.httpStatus, plan.msg).toBe(200);
    const sessions = () => t.app.ctx.db.selectFrom('plan_sessions').select(['date', 'cancelled_at']).where('trainee_id', '=', trainee.id).execute();
    const before = await sessions();
    expect(before.some((s) => s.date > today) && before.every((s) => s.cancelled_at === null)).toBe(true);
    const refused = await call(t, 'POST', UNSUBSCRIBE, { token: coach.token, body: { code: await freshCode(coach.mobile) }, lang: 'en' });
    expect(refused).toMatchObject({ httpStatus: 400, msg: 'You still manage a team: hand it over to another coach or disband it first' });
    expect((await getInfo(t, coach.token)).httpStatus).toBe(200);

    expect((await call(t, 'POST', UNSUBSCRIBE, { token: trainee.token, body: { code: await freshCode(trainee.mobile) } })).httpStatus).toBe(200);
    const members = await call<{ list: unknown[] }>(t, 'GET', '/api-training/mp/squad/members', { token: coach.token, query: { id: String(team.id) } });
    expect(members.data?.list).toEqual([]);
    const after = await sessions();
    expect(after.filter((s) => s.date > today).every((s) => s.cancelled_at !== null)).toBe(true);
    expect(after.filter((s) => s.date <= today).every((s) => s.cancelled_at === null)).toBe(true);

    expect((await call(t, 'POST', '/api-training/mp/squad/disband', { token: coach.token, query: { id: String(team.id) } })).httpStatus).toBe(200);
    expect((await call(t, 'POST', UNSUBSCRIBE, { token: coach.token, body: { code: await freshCode(coach.mobile) } })).httpStatus).toBe(200);
  });

  it('lets the number register again as a new account', async () => {
    const me = await onboarded(t, 2);
    await call(t, 'POST', UNSUBSCRIBE, { token: me.token, body: { code: await freshCode(me.mobile) } });
    clock.advance(SMS_COOLDOWN_MS);
    const again = await login(t, me.mobile);
    expect(again.areLoginFirstTime).toBe(true);
    const info = await getInfo(t, again.token);
    expect(info.data?.id).not.toBe(me.id);
    expect(info.data).toMatchObject({ mobile: me.mobile, nickName: '', position: null });
  });

  it('ends the coach link of a deactivated coach’s trainees; the coach no longer reads them', async () => {
    const coach = await onboarded(t, 1);
    const trainee = await makeTrainee(t, { coachId: coach.id });
    expect((await getInfo(t, coach.token, trainee.id)).status).toBe(200);
    await call(t, 'POST', UNSUBSCRIBE, { token: coach.token, body: { code: await freshCode(coach.mobile) } });
    expect((await getInfo(t, trainee.token)).data).toMatchObject({ coach: null, inviteCode: null });
  });

  it('stops the share links of what the person made', async () => {
    const me = await onboarded(t, 1);
    const template = await makeTemplate(t, me, 'Shared day');
    expect((await call(t, 'GET', '/api-training/open/series/share', { query: { code: template.shareCode } })).status).toBe(200);
    await call(t, 'POST', UNSUBSCRIBE, { token: me.token, body: { code: await freshCode(me.mobile) } });
    expect((await call(t, 'GET', '/api-training/open/series/share', { query: { code: template.shareCode } })).httpStatus).toBe(404);
  });

  it('refuses a wrong code in both languages and changes nothing', async () => {
    const me = await onboarded(t, 2);
    const code = await freshCode(me.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await call(t, 'POST', UNSUBSCRIBE, { token: me.token, body: { code: wrong } })).toMatchObject({ httpStatus: 400, msg: 'The verification code is incorrect' });
    expect((await call(t, 'POST', UNSUBSCRIBE, { token: me.token, body: { code: wrong }, lang: 'zh-Hans' })).msg).toBe('验证码错误');
    expect(await call(t, 'POST', UNSUBSCRIBE, { token: me.token, body: {} })).toMatchObject({ httpStatus: 400, msg: 'Invalid value for code' });
    expect((await userRow(me.id)).deactivated_at).toBeNull();
    expect((await getInfo(t, me.token)).status).toBe(200);
  });

  it('takes only a code sent to the caller’s own number: another account’s code deactivates nobody', async () => {
    const [me, other] = [await onboarded(t, 2), await onboarded(t, 2)];
    const theirs = await freshCode(other.mobile);
    expect((await call(t, 'POST', UNSUBSCRIBE, { token: me.token, body: { code: theirs } })).httpStatus).toBe(400);
    expect((await userRow(me.id)).deactivated_at).toBeNull();
    expect((await userRow(other.id)).deactivated_at).toBeNull();
    expect((await getInfo(t, other.token)).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect(await call(t, 'POST', UNSUBSCRIBE, { body: { code: '123456' } })).toMatchObject({ httpStatus: 401, status: 401 });
  });

  it('leaves other accounts alone', async () => {
    const me = await onboarded(t, 2);
    const bystander = await makeCoach(t);
    await call(t, 'POST', UNSUBSCRIBE, { token: me.token, body: { code: await freshCode(me.mobile) } });
    expect((await getInfo(t, bystander.token)).status).toBe(200);
  });
});
