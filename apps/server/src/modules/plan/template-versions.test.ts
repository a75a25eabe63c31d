import type { PlanDetail, TemplateOutput, TrainingDetail } from '@repwise/contracts';
import { addDays, isoWeekday } from '@repwise/domain';
import { describe, expect, it } from 'vitest';
import {
  call, joinTeam, makeCoach, makeTeam, makeTemplate, makeTrainee, officialTemplateId, personToday, phoneId, sessionOp, uniqueMobile, type Made,
} from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';

const PLAN = '/api-training/mp/plan';
const TRAINING = '/api-training/mp/training';
const TEMPLATE = '/api-training/mp/training/actions/series/get';
const ZH = 'zh-CN';

const today = personToday();
const weekdayOf = (days: number) => isoWeekday(addDays(today, days));

const get = <T>(t: TestApp, who: Made, path: string, query: Record<string, string | number> = {}, lang?: string) =>
  call<T>(t, 'GET', path, { token: who.token, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), ...(lang ? { lang } : {}) });
const post = <T>(t: TestApp, who: Made, path: string, body: unknown, lang?: string) => call<T>(t, 'POST', path, { token: who.token, body, ...(lang ? { lang } : {}) });

function planBody(templateId: number, extra: Record<string, unknown> = {}) {
  return { templateId, name: 'Strength block', type: '1', taskType: '1', startDate: today, timePeriod: '2', repeatWeeks: 2, weekdays: [weekdayOf(0), weekdayOf(1)], ...extra };
}

describe.each(ENGINES)('plan template versions on %s', (engine) => {
  const t = useTestApp(engine);
  const db = () => t.app.ctx.db;

  /** `count` trainees who entered the coach's invitation code, written in one statement. */
  async function linkedTrainees(coach: Made, count: number): Promise<number[]> {
    const at = new Date().toISOString();
    const rows = Array.from({ length: count }, (_, i) => ({ mobile: uniqueMobile(), position: 2, nick_name: `Trainee ${i}`, coach_id: coach.id, created_at: at, updated_at: at }));
    return (await db().insertInto('users').values(rows).returning('id').execute()).map((r) => r.id);
  }

  const versionsOf = (planId: number) => db().selectFrom('plan_templates').selectAll().where('plan_id', '=', planId).orderBy('id').execute();

  it('a publish to 200 trainees × 12 weeks × 3 days writes one template row, which every session refers to, and answers the template as the template module does', async () => {
    const coach = await makeCoach(t);
    const template = await makeTemplate(t, coach);
    const trainees = await linkedTrainees(coach, 200);
    // Monday, Wednesday and Friday for 12 weeks from next Monday: 36 days.
    const monday = addDays(today, 8 - isoWeekday(today));
    const res = await post<PlanDetail>(t, coach, `${PLAN}/publish`, planBody(template.id, { startDate: monday, repeatWeeks: 12, weekdays: [1, 3, 5], traineeIds: trainees }));
    expect(res.status).toBe(200);

    const versions = await versionsOf(res.data.id);
    expect(versions).toHaveLength(1);
    const sessions = await db().selectFrom('plan_sessions').select('template_version_id').where('plan_id', '=', res.data.id).execute();
    expect(sessions).toHaveLength(200 * 12 * 3);
    expect(new Set(sessions.map((s) => s.template_version_id))).toEqual(new Set([versions[0]!.id]));

    // Data only: no names, labels or media addresses in the stored row.
    const shown = (await get<TemplateOutput>(t, coach, TEMPLATE, { id: template.id })).data;
    const names = shown.actionsCons.flatMap((b) => [b.name, ...b.actions.map((a) => a.name), ...b.exerciseCons.map((g) => g.name)]);
    for (const text of [...names, 'Url', 'gifPath', 'primaryMuscles', '/files/']) expect(versions[0]!.data, text).not.toContain(text);
    // Presented as series/get presents the template to the same reader.
    expect(res.data.template).toEqual(shown);
  }, 60_000);

  it('a coach reading in English and a trainee reading in Chinese get their own language from the same stored row', async () => {
    const coach = await makeCoach(t);
    const trainee = await makeTrainee(t, { coachId: coach.id });
    const official = await officialTemplateId(t);
    const plan = (await post<PlanDetail>(t, coach, `${PLAN}/publish`, planBody(official, { traineeIds: [trainee.id] }), 'en')).data;
    const [version] = await versionsOf(plan.id);
    const sessions = await db().selectFrom('plan_sessions').select('template_version_id').where('plan_id', '=', plan.id).execute();
    expect(sessions.every((s) => s.template_version_id === version!.id)).toBe(true);

    const english = (await get<PlanDetail>(t, coach, `${PLAN}/get`, { id: plan.id }, 'en')).data.template;
    const chinese = (await get<{ today: { template: TemplateOutput }[] }>(t, trainee, `${TRAINING}/today`, {}, ZH)).data.today[0]!.template;
    const library = await db().selectFrom('exercises').select(['id', 'name_en', 'name_zh']).where('id', 'in', english.actionsCons.flatMap((b) => b.actions.map((a) => a.id))).execute();
    const nameOf = (id: number, key: 'name_en' | 'name_zh') => library.find((e) => e.id === id)![key];
    expect(english.actionsCons.flatMap((b) => b.actions.map((a) => a.name))).toEqual(english.actionsCons.flatMap((b) => b.actions.map((a) => nameOf(a.id, 'name_en'))));
    expect(chinese.actionsCons.flatMap((b) => b.actions.map((a) => a.name))).toEqual(english.actionsCons.flatMap((b) => b.actions.map((a) => nameOf(a.id, 'name_zh'))));
    const groupNames = (template: TemplateOutput) => template.actionsCons.flatMap((b) => b.exerciseCons.map((g) => g.name));
    expect(groupNames(english).every((name) => /^[\w -]*group[\w -]*$/i.test(name))).toBe(true);
    expect(groupNames(chinese).every((name) => /^[^A-Za-z]*段$/.test(name))).toBe(true);
    // An official template's own texts follow the reader too.
    const texts = await db().selectFrom('template_texts').select(['language', 'name']).where('template_id', '=', official).execute();
    expect([english.name, chinese.name]).toEqual([texts.find((x) => x.language === 'en')!.name, texts.find((x) => x.language === 'zh-Hans')!.name]);
    expect(english.name).not.toBe(chinese.name);
    // What the row says besides the template's own texts (an official template's description may name an exercise).
    const { texts: _texts, name: _name, description: _description, ...data } = JSON.parse(version!.data) as Record<string, unknown>;
    for (const name of [...library.flatMap((e) => [e.name_en, e.name_zh]), ...groupNames(english), ...groupNames(chinese)]) expect(JSON.stringify(data)).not.toContain(name);
  });

  it('a modify that changes the template makes a new version for the sessions to come; a finished session keeps the one it was trained with', async () => {
    const coach = await makeCoach(t);
    const team = await makeTeam(t, coach);
    const member = await makeTrainee(t, { nickName: 'Member' });
    await joinTeam(t, team, member);
    const first = await makeTemplate(t, coach, 'Upper A');
    const second = await makeTemplate(t, coach, 'Lower B');
    const plan = (await post<PlanDetail>(t, coach, `${PLAN}/publish`, planBody(first.id, { squadIds: [team.id] }))).data;
    const todays = plan.sessions.find((s) => s.date === today)!;
    const training = phoneId();
    const pushed = await post<{ results: { status: string }[] }>(t, member, `${TRAINING}/sync/push`, {
      deviceId: 'phone', ops: [sessionOp(training, 1, { planSessionId: todays.id, localDate: today, finishedAt: new Date().toISOString() })],
    });
    expect(pushed.data.results.map((r) => r.status)).toEqual(['applied']);

    const modify = (templateId: number) => post<PlanDetail>(t, coach, `${PLAN}/modify`, { id: plan.id, name: 'Strength block', type: '1', taskType: '1', timePeriod: '2', templateId });
    const modified = await modify(second.id);
    expect(modified.data.template.name).toBe('Lower B');
    const [v1, v2] = await versionsOf(plan.id);
    expect([v1!.template_id, v2!.template_id]).toEqual([first.id, second.id]);
    const rows = async () => db().selectFrom('plan_sessions').select(['id', 'date', 'template_version_id']).where('plan_id', '=', plan.id).execute();
    for (const row of await rows()) expect(row.template_version_id, row.date).toBe(row.date > today ? v2!.id : v1!.id);
    // The finished training still shows what it was trained with; the plan shows what comes next.
    const done = await get<TrainingDetail>(t, member, `${TRAINING}/get`, { id: training });
    expect(done.data.planned?.template.name).toBe('Upper A');
    expect((await get<PlanDetail>(t, member, `${PLAN}/get`, { id: plan.id })).data.template.name).toBe('Lower B');

    // The same template as it is makes no new version; once it changed, it does.
    await modify(second.id);
    expect(await versionsOf(plan.id)).toHaveLength(2);
    await db().updateTable('template_sets').set({ intensity_left: 42.5, intensity_right: 42.5 }).where('template_id', '=', second.id).execute();
    const changed = await modify(second.id);
    const versions = await versionsOf(plan.id);
    expect(versions).toHaveLength(3);
    expect(changed.data.template.actionsCons[0]!.exerciseCons[0]!.exercises[0]!.intensityCountLeft).toBe(42.5);
    for (const row of await rows()) expect(row.template_version_id, row.date).toBe(row.date > today ? versions[2]!.id : v1!.id);

    // Someone who joins the team later follows the latest version.
    const late = await makeTrainee(t, { nickName: 'Late' });
    await joinTeam(t, team, late);
    const theirs = await db().selectFrom('plan_sessions').select('template_version_id').where('plan_id', '=', plan.id).where('trainee_id', '=', late.id).execute();
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((s) => s.template_version_id === versions[2]!.id)).toBe(true);
  });
});
