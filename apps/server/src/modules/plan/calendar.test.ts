import type { PlanDetail, UserDto } from '@repwise/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, makeCoach, makeTemplate, makeTrainee, updateInfo, type Made } from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';

/**
 * Issue 23, acceptance 4: every "today" is the trainee's. The clock stands at 23:30 UTC on
 * Wednesday 2026-11-25: Thursday the 26th already in Shanghai (UTC+8), still Wednesday
 * afternoon in Los Angeles (UTC−8).
 */
const NOW = new Date('2026-11-25T23:30:00.000Z');
const PLAN = '/api-training/mp/plan';

type Today = { today: { date: string; status: string }[]; upcoming: { date: string; status: string }[] };

async function publishWedThu(t: TestApp, coach: Made, trainees: Made[]): Promise<PlanDetail> {
  const template = await makeTemplate(t, coach);
  const res = await call<PlanDetail>(t, 'POST', `${PLAN}/publish`, {
    token: coach.token,
    body: { templateId: template.id, name: 'Week', type: '1', taskType: '1', startDate: '2026-11-25', timePeriod: '1', repeatWeeks: 1, weekdays: [3, 4], traineeIds: trainees.map((p) => p.id) },
  });
  expect(res.status, res.msg).toBe(200);
  return res.data;
}

describe.each(ENGINES)("each person's calendar on %s", (engine) => {
  const t = useTestApp(engine);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('a person has a time zone: shown by getInfo, changed by updateInfo, an unknown one refused and nothing changed', async () => {
    const me = await makeTrainee(t);
    expect((await call<UserDto>(t, 'GET', '/api-training/mp/training/user/getInfo', { token: me.token })).data.timezone).toBe('Asia/Shanghai');
    const refused = await updateInfo(t, me.token, { timezone: 'Mars/Olympus', nickName: 'Changed' });
    expect(refused).toMatchObject({ httpStatus: 400, msg: expect.stringContaining('timezone') });
    const zh = await updateInfo(t, me.token, { timezone: 'UTC+8' }, 'zh-CN');
    expect(zh.msg).toMatch(/[\u4e00-\u9fff]/);
    const changed = await updateInfo(t, me.token, { timezone: 'America/Los_Angeles' });
    expect(changed.data?.timezone).toBe('America/Los_Angeles');
    expect(changed.data?.nickName).not.toBe('Changed');
  });

  it("training/today is the trainee's own day: Thursday in Shanghai, Wednesday in Los Angeles", async () => {
    const coach = await makeCoach(t);
    const [shanghai, angeles] = [await makeTrainee(t, { coachId: coach.id }), await makeTrainee(t, { coachId: coach.id })];
    await updateInfo(t, angeles.token, { timezone: 'America/Los_Angeles' });
    await publishWedThu(t, coach, [shanghai, angeles]);
    const todayOf = async (who: Made) => (await call<Today>(t, 'GET', '/api-training/mp/training/today', { token: who.token })).data;
    expect((await todayOf(shanghai)).today.map((s) => [s.date, s.status])).toEqual([['2026-11-26', 'today']]);
    const la = await todayOf(angeles);
    expect(la.today.map((s) => [s.date, s.status])).toEqual([['2026-11-25', 'today']]);
    expect(la.upcoming.map((s) => [s.date, s.status])).toEqual([['2026-11-26', 'upcoming']]);

    // The coach's view: each session's status on its own trainee's calendar.
    const plan = (await call<{ list: PlanDetail[] }>(t, 'GET', `${PLAN}/list`, { token: coach.token })).data.list[0]!;
    const status = (who: Made, date: string) => plan.sessions.find((s) => s.traineeId === who.id && s.date === date)?.status;
    expect([status(shanghai, '2026-11-25'), status(shanghai, '2026-11-26')]).toEqual(['missed', 'today']);
    expect([status(angeles, '2026-11-25'), status(angeles, '2026-11-26')]).toEqual(['today', 'upcoming']);
  });

  it("modify and cancel never touch a session that is today or earlier for its trainee, whatever the server's day", async () => {
    const coach = await makeCoach(t);
    const [shanghai, angeles] = [await makeTrainee(t, { coachId: coach.id }), await makeTrainee(t, { coachId: coach.id })];
    await updateInfo(t, angeles.token, { timezone: 'America/Los_Angeles' });
    const plan = await publishWedThu(t, coach, [shanghai, angeles]);
    const modified = await call<PlanDetail>(t, 'POST', `${PLAN}/modify`, { token: coach.token, body: { id: plan.id, name: 'Renamed', type: '1', taskType: '1', timePeriod: '1' } });
    expect(modified.status, modified.msg).toBe(200);
    const names = async () => Object.fromEntries((await t.app.ctx.db.selectFrom('plan_sessions').select(['trainee_id', 'date', 'name', 'cancelled_at']).where('plan_id', '=', plan.id).execute())
      .map((r) => [`${r.trainee_id === shanghai.id ? 'shanghai' : 'angeles'} ${r.date}`, r.cancelled_at ? 'cancelled' : r.name]));
    // Shanghai's Thursday is its today: it keeps its name; Los Angeles' Thursday is still to come.
    expect(await names()).toEqual({ 'shanghai 2026-11-25': 'Week', 'shanghai 2026-11-26': 'Week', 'angeles 2026-11-25': 'Week', 'angeles 2026-11-26': 'Renamed' });
    await call(t, 'POST', `${PLAN}/cancel`, { token: coach.token, query: { id: String(plan.id) } });
    expect(await names()).toEqual({ 'shanghai 2026-11-25': 'Week', 'shanghai 2026-11-26': 'Week', 'angeles 2026-11-25': 'Week', 'angeles 2026-11-26': 'cancelled' });
  });
});
