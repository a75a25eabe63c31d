import type { PlanDetail, PlanSummary, ScheduledSession } from '@repwise/contracts';
import { addDays, isoWeekday, planDates } from '@repwise/domain';
import { describe, expect, it } from 'vitest';
import { call, joinTeam, makeCoach, makeCoachWithTrainee, makeTeam, makeTemplate, makeTrainee, phoneId, sessionOp, setOp, personToday, type Made } from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';

const PLAN = '/api-training/mp/plan';
const TRAINING = '/api-training/mp/training';
const ZH = 'zh-CN';

const post = <T>(t: TestApp, who: Made, path: string, body: unknown, lang?: string) => call<T>(t, 'POST', path, { token: who.token, body, ...(lang ? { lang } : {}) });
const get = <T>(t: TestApp, who: Made, path: string, query: Record<string, string | number> = {}) =>
  call<T>(t, 'GET', path, { token: who.token, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });

const today = personToday();
const weekdayOf = (days: number) => isoWeekday(addDays(today, days));

function planBody(templateId: number, extra: Record<string, unknown> = {}) {
  return { templateId, name: 'Strength block', type: '1', taskType: '1', startDate: today, timePeriod: '2', repeatWeeks: 2, weekdays: [weekdayOf(0), weekdayOf(1)], ...extra };
}

describe.each(ENGINES)('plans on %s', (engine) => {
  const t = useTestApp(engine);

  async function world() {
    const { coach, trainee: linked } = await makeCoachWithTrainee(t);
    const team = await makeTeam(t, coach, { tags: ['strength', 'rookies'] });
    const member = await makeTrainee(t, { nickName: 'Member' });
    await joinTeam(t, team, member);
    const template = await makeTemplate(t, coach);
    return { coach, linked, team, member, template };
  }

  it('publishes to a team and an invite-linked trainee: each gets their own sessions, a template edit later changes none', async () => {
    const { coach, linked, team, member, template } = await world();
    const res = await post<PlanDetail>(t, coach, `${PLAN}/publish`, planBody(template.id, { traineeIds: [linked.id], squadIds: [team.id] }));
    expect(res.status).toBe(200);
    const plan = res.data;
    expect(plan).toMatchObject({ name: 'Strength block', state: 'current', repeatWeeks: 2, startDate: today });
    expect(plan.sessions.length).toBeGreaterThanOrEqual(6);
    expect(new Set(plan.sessions.map((s) => s.traineeId))).toEqual(new Set([linked.id, member.id]));
    expect(plan.sessions.filter((s) => s.date === today).map((s) => s.status)).toEqual(['today', 'today']);
    const copies = await t.app.ctx.db.selectFrom('plan_sessions').select(['id', 'template_version_id']).where('plan_id', '=', plan.id).execute();
    expect(new Set(copies.map((c) => c.id)).size).toBe(copies.length);

    await t.app.ctx.db.updateTable('templates').set({ name: 'Renamed later' }).where('id', '=', template.id).execute();
    const mine = await get<{ today: { template: { name: string }; planId: number }[] }>(t, member, `${TRAINING}/today`);
    expect(mine.data.today.map((s) => [s.planId, s.template.name])).toEqual([[plan.id, 'Upper A']]);

    const memberList = await get<{ list: ScheduledSession[] }>(t, member, `${PLAN}/list`);
    expect(memberList.data.list.every((s) => s.kind === 'session' && s.traineeId === member.id)).toBe(true);
    const coachList = await get<{ list: PlanSummary[] }>(t, coach, `${PLAN}/list`, { from: today, to: addDays(today, 30) });
    expect(coachList.data.list.map((p) => p.id)).toEqual([plan.id]);
    const seen = await get<PlanDetail>(t, member, `${PLAN}/get`, { id: plan.id });
    expect(seen.data.sessions.every((s) => s.traineeId === member.id)).toBe(true);
  });

  it('publishes to a tag of a team', async () => {
    const { coach, team, member, template } = await world();
    const tagged = await makeTrainee(t);
    await joinTeam(t, team, tagged);
    await post(t, coach, '/api-training/mp/squad/updateMember', { id: team.id, userId: tagged.id, remark: '', tags: ['rookies'], memberType: '1' });
    const res = await post<PlanDetail>(t, coach, `${PLAN}/publish`, planBody(template.id, { tags: ['rookies'] }));
    expect(new Set(res.data.sessions.map((s) => s.traineeId))).toEqual(new Set([tagged.id]));
    expect(res.data.sessions.some((s) => s.traineeId === member.id)).toBe(false);
  });

  it("refuses a plan without name, type, time period, date or trainees with the spec's message, in both languages, writing nothing", async () => {
    const { coach, linked, template } = await world();
    const to = { traineeIds: [linked.id] };
    for (const extra of [{ name: '', ...to }, { type: '', ...to }, { timePeriod: '', ...to }, { startDate: '', ...to }, {}]) {
      const res = await post(t, coach, `${PLAN}/publish`, planBody(template.id, extra));
      expect([res.httpStatus, res.msg]).toEqual([400, 'Publishing needs training name, type, time period, date and trainees']);
    }
    expect((await post(t, coach, `${PLAN}/publish`, planBody(template.id), ZH)).msg).toBe('发布训练需要填写训练名称、类型、时间段、日期和学员');
    expect((await post(t, coach, `${PLAN}/publish`, planBody(template.id, { ...to, repeatWeeks: 0 }))).msg).toBe('Repeat weeks cannot be below 1 week');
    expect((await post(t, coach, `${PLAN}/publish`, planBody(template.id, { ...to, type: '99' }))).msg).toBe('Invalid value for type');
    expect((await post(t, coach, `${PLAN}/publish`, planBody(template.id, { ...to, timePeriod: '99' }))).msg).toBe('Invalid value for timePeriod');
    expect((await post(t, coach, `${PLAN}/publish`, planBody(template.id, { ...to, startDate: '2026-02-30' }))).msg).toBe('Invalid value for startDate');
    expect((await post(t, coach, `${PLAN}/publish`, planBody(template.id, { ...to, weekdays: [8] }))).httpStatus).toBe(400);
    expect((await post(t, linked, `${PLAN}/publish`, planBody(template.id, to))).msg).toBe('Only coaches can publish plans');
    expect(await t.app.ctx.db.selectFrom('plans').select('id').execute()).toEqual([]);
  });

  it("answers not found for trainees, teams and tags that are not the coach's", async () => {
    const { coach, template } = await world();
    const other = await world();
    for (const extra of [{ traineeIds: [other.member.id] }, { traineeIds: [other.linked.id] }, { squadIds: [other.team.id] }, { tags: ['no-such-tag'] }]) {
      const res = await post(t, coach, `${PLAN}/publish`, planBody(template.id, extra));
      expect([res.httpStatus, res.msg]).toEqual([404, 'data not found']);
    }
    expect((await post(t, coach, `${PLAN}/publish`, planBody(other.template.id, { squadIds: [] , traineeIds: [] , tags: ['strength'] }))).httpStatus).toBe(404);
    expect(await t.app.ctx.db.selectFrom('plan_sessions').select('id').execute()).toEqual([]);
  });

  it('publishes once per Idempotency-Key', async () => {
    const { coach, linked, template } = await world();
    const send = () => t.app.inject({ method: 'POST', url: `${PLAN}/publish`, headers: { token: coach.token, 'idempotency-key': 'plan-publish-0001' }, payload: planBody(template.id, { traineeIds: [linked.id] }) });
    const [a, b] = [await send(), await send()];
    expect(b.json()).toEqual(a.json());
    expect(await t.app.ctx.db.selectFrom('plans').select('id').execute()).toHaveLength(1);
  });

  it('modify changes the sessions still to come only; cancel cancels them; recorded training is never touched', async () => {
    const { coach, member, team, template } = await world();
    const plan = (await post<PlanDetail>(t, coach, `${PLAN}/publish`, planBody(template.id, { squadIds: [team.id] }))).data;
    const todays = plan.sessions.find((s) => s.date === today)!;
    const session = phoneId();
    const pushed = await post<{ results: { status: string }[] }>(t, member, `${TRAINING}/sync/push`, {
      deviceId: 'phone-a', ops: [sessionOp(session, 1, { planSessionId: todays.id, localDate: today }), setOp(phoneId(), session, 1, { localDate: today })],
    });
    expect(pushed.data.results.map((r) => r.status)).toEqual(['applied', 'applied']);

    const other = await makeTemplate(t, coach, 'Lower B');
    const modified = await post<PlanDetail>(t, coach, `${PLAN}/modify`, { id: plan.id, name: 'Renamed', type: '2', taskType: '1', timePeriod: '3', templateId: other.id });
    expect(modified.data).toMatchObject({ name: 'Renamed', type: '2', templateId: other.id });
    const rows = await t.app.ctx.db.selectFrom('plan_sessions').select(['id', 'date', 'name', 'template_id']).where('plan_id', '=', plan.id).execute();
    for (const row of rows) expect([row.name, row.template_id]).toEqual(row.date > today ? ['Renamed', other.id] : ['Strength block', template.id]);
    // Under way today: it stays as it was, and says so.
    expect(modified.data.sessions.find((s) => s.id === todays.id)).toMatchObject({ status: 'today', trainingId: session });

    const cancelled = await call<PlanDetail>(t, 'POST', `${PLAN}/cancel`, { token: coach.token, query: { id: String(plan.id) } });
    expect(cancelled.data.state).toBe('cancelled');
    expect(cancelled.data.sessions.filter((s) => s.date > today).every((s) => s.status === 'cancelled')).toBe(true);
    expect(cancelled.data.sessions.find((s) => s.id === todays.id)).toMatchObject({ status: 'today', trainingId: session });
    expect(await t.app.ctx.db.selectFrom('training_sets').select('id').where('session_id', '=', session).execute()).toHaveLength(1);

    const stranger = await makeCoach(t);
    for (const res of [
      await get(t, stranger, `${PLAN}/get`, { id: plan.id }),
      await post(t, stranger, `${PLAN}/modify`, { id: plan.id, name: 'X', type: '1', taskType: '1', timePeriod: '1' }),
      await post(t, member, `${PLAN}/modify`, { id: plan.id, name: 'X', type: '1', taskType: '1', timePeriod: '1' }),
    ]) expect(res.httpStatus).toBe(404);
  });

  it("names the plan's exercises and labels its sets in each reader's language: a plan published in English reads in Chinese for a Chinese trainee", async () => {
    const { coach, member, team, template } = await world();
    const plan = (await post<PlanDetail>(t, coach, `${PLAN}/publish`, planBody(template.id, { squadIds: [team.id] }), 'en')).data;
    const english = plan.template.actionsCons[0]!;
    expect(english.actions[0]!.name).toMatch(/^[A-Za-z]/);
    const today = await call<{ today: { template: PlanDetail['template'] }[] }>(t, 'GET', `${TRAINING}/today`, { token: member.token, lang: ZH });
    const chinese = today.data.today[0]!.template.actionsCons[0]!;
    expect(chinese.actions[0]!.name).toMatch(/[\u4e00-\u9fff]/);
    // The block was named after its one exercise when the template was made: it follows the reader too.
    expect(english.name).toBe(english.actions[0]!.name);
    expect(chinese.name).toBe(chinese.actions[0]!.name);
    // Labels too: groups and sets are labelled in the reader's language; the sets themselves are the same.
    expect(chinese.exerciseCons.map((g) => g.name)).toEqual(english.exerciseCons.map((_, i) => `第${i + 1}段`));
    const unlabelled = (groups: typeof english.exerciseCons) => groups.map(({ name: _n, exercises, ...g }) => ({ ...g, exercises: exercises.map(({ name: _s, ...set }) => set) }));
    expect(unlabelled(chinese.exerciseCons)).toEqual(unlabelled(english.exerciseCons));
    const read = await call<PlanDetail>(t, 'GET', `${PLAN}/get`, { token: member.token, query: { id: String(plan.id) }, lang: ZH });
    expect(read.data.template.actionsCons[0]!.actions[0]!.name).toBe(chinese.actions[0]!.name);
  });

  it('modify moves the sessions to come onto a new schedule: dropped days cancelled, added days scheduled, today and the past kept', async () => {
    const { coach, member, team, template } = await world();
    const plan = (await post<PlanDetail>(t, coach, `${PLAN}/publish`, planBody(template.id, { squadIds: [team.id] }))).data;
    const before = await t.app.ctx.db.selectFrom('plan_sessions').selectAll().where('plan_id', '=', plan.id).execute();
    const live = async () => (await t.app.ctx.db.selectFrom('plan_sessions').selectAll().where('plan_id', '=', plan.id).where('cancelled_at', 'is', null).orderBy('date').execute());
    const modify = (extra: Record<string, unknown>) => post<PlanDetail>(t, coach, `${PLAN}/modify`, { id: plan.id, name: 'Strength block', type: '1', taskType: '1', timePeriod: '2', ...extra });

    // Repeat weeks below 1 is refused with the spec's message, changing nothing.
    const refused = await modify({ repeatWeeks: 0 });
    expect([refused.httpStatus, refused.msg]).toEqual([400, 'Repeat weeks cannot be below 1 week']);
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
    expect(ids(await live())).toEqual(ids(before));

    // Three weeks on the day after tomorrow's weekday only.
    const moved = await modify({ repeatWeeks: 3, weekdays: [weekdayOf(2)] });
    expect(moved.status).toBe(200);
    const expected = planDates(plan.startDate, 3, [weekdayOf(2)]).filter((d) => d > today);
    const after = await live();
    expect(after.filter((r) => r.date > today).map((r) => r.date)).toEqual(expected);
    expect(after.filter((r) => r.date <= today).map((r) => r.id)).toEqual(before.filter((r) => r.date <= today).map((r) => r.id));
    expect(moved.data).toMatchObject({ repeatWeeks: 3, weekdays: [weekdayOf(2)], endDate: expected.at(-1) });
    expect(after.every((r) => r.trainee_id === member.id && r.organisation_id === before[0]!.organisation_id && r.template_id === template.id)).toBe(true);

    // Back to the first schedule: the cancelled sessions come back as they were (same ids), the added ones go.
    await modify({ repeatWeeks: 2, weekdays: [weekdayOf(0), weekdayOf(1)] });
    expect(ids(await live())).toEqual(ids(before));

    // A trainee who left the coach's team gets no session back nor a new one.
    await modify({ repeatWeeks: 3, weekdays: [weekdayOf(2)] });
    const removed = await post(t, coach, '/api-training/mp/squad/removeMembers', { id: team.id, userIds: [member.id] });
    expect(removed.status).toBe(200);
    await modify({ repeatWeeks: 2, weekdays: [weekdayOf(0), weekdayOf(1)] });
    expect((await live()).filter((r) => r.date > today)).toEqual([]);
  });

  it('shares a plan by a code made on first use: anyone reads it and its counts without a token, nothing private; only its coach gets the code', async () => {
    const { coach, linked, member, team, template } = await world();
    const plan = (await post<PlanDetail>(t, coach, `${PLAN}/publish`, planBody(template.id, { traineeIds: [linked.id], squadIds: [team.id] }))).data;
    const session = phoneId();
    const todays = plan.sessions.find((s) => s.traineeId === member.id && s.date === today)!;
    await post(t, member, `${TRAINING}/sync/push`, { deviceId: 'phone', ops: [sessionOp(session, 1, { planSessionId: todays.id, localDate: today, finishedAt: new Date().toISOString() })] });

    const qr = await get<{ url: string; svg: string }>(t, coach, `${PLAN}/getQrcode`, { id: plan.id });
    expect(qr.status).toBe(200);
    expect(qr.data.url).toMatch(/\/s\/plan\/[\w-]{16}$/);
    expect(qr.data.svg).toContain('<svg');
    expect((await get<{ url: string }>(t, coach, `${PLAN}/getQrcode`, { id: plan.id })).data.url).toBe(qr.data.url);
    for (const other of [member, linked, await makeCoach(t)]) expect((await get(t, other, `${PLAN}/getQrcode`, { id: plan.id })).httpStatus).toBe(404);

    const code = new URL(qr.data.url).pathname.split('/s/plan/')[1]!;
    const shared = await call<Record<string, unknown> & { results: { nickName: string; done: number; upcoming: number }[] }>(t, 'GET', '/api-training/open/plan/share', { query: { code } });
    expect(shared.status).toBe(200);
    expect(shared.data).toMatchObject({ id: plan.id, name: 'Strength block', state: 'current', repeatWeeks: 2 });
    expect(shared.data.results).toHaveLength(2);
    expect(shared.data.results.find((r) => r.nickName === 'Member')).toMatchObject({ done: 1, upcoming: plan.sessions.filter((s) => s.traineeId === member.id).length - 1 });
    const text = JSON.stringify(shared.data);
    for (const secret of [linked.mobile, member.mobile].filter(Boolean)) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/mobile|traineeId/);

    for (const wrong of ['', 'short', 'x'.repeat(65), 'AAAAAAAAAAAAAAAA']) {
      const res = await call(t, 'GET', '/api-training/open/plan/share', { query: { code: wrong } });
      expect(res.httpStatus, wrong).toBeLessThan(500);
      expect([400, 404]).toContain(res.httpStatus);
    }
  });
});
