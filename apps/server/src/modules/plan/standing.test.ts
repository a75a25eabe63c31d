import type { PlanDetail } from '@repwise/contracts';
import { addDays, planDates } from '@repwise/domain';
import { describe, expect, it } from 'vitest';
import { call, makeCoach, makeTeam, makeTemplate, makeTrainee, personToday, phoneId, sessionOp, type Made } from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';

/** Issue 23, acceptance 3: plans sent to a team or a tag reach whoever is in it, whenever they join. */

const PLAN = '/api-training/mp/plan';
const SQUAD = '/api-training/mp/squad';
const today = personToday();
const DAYS = planDates(addDays(today, -7), 3, [1, 2, 3, 4, 5, 6, 7]);
/** The plan's days from today on: what a trainee who joins today gets. */
const FROM_TODAY = DAYS.filter((date) => date >= today);

/** Every day from a week ago for three weeks: sessions before, on and after today. */
const body = (templateId: number, targets: object) => ({
  templateId, name: 'Standing', type: '1', taskType: '1', startDate: addDays(today, -7), timePeriod: '1', repeatWeeks: 3, weekdays: [1, 2, 3, 4, 5, 6, 7], traineeIds: [], squadIds: [], tags: [], ...targets,
});

/** Each date of the trainee's sessions of the plan: 'planned' or 'cancelled'. */
async function sessionsOf(t: TestApp, planId: number, who: Made): Promise<Map<string, string>> {
  const rows = await t.app.ctx.db.selectFrom('plan_sessions').select(['date', 'cancelled_at']).where('plan_id', '=', planId).where('trainee_id', '=', who.id).orderBy('date').execute();
  return new Map(rows.map((r) => [r.date, r.cancelled_at ? 'cancelled' : 'planned']));
}

const planned = (map: Map<string, string>) => [...map].filter(([, state]) => state === 'planned').map(([date]) => date);

async function publish(t: TestApp, coach: Made, targets: object) {
  const template = await makeTemplate(t, coach);
  return call<PlanDetail>(t, 'POST', `${PLAN}/publish`, { token: coach.token, body: body(template.id, targets) });
}

describe.each(ENGINES)('standing team and tag plans on %s', (engine) => {
  const t = useTestApp(engine);

  it('a plan to a team with nobody in it yet is published; whoever joins later gets its sessions from their own today on', async () => {
    const coach = await makeCoach(t);
    const team = await makeTeam(t, coach);
    const res = await publish(t, coach, { squadIds: [team.id] });
    expect(res.status, res.msg).toBe(200);
    expect(res.data.sessions).toEqual([]);

    const late = await makeTrainee(t);
    expect((await call(t, 'POST', `${SQUAD}/join`, { token: late.token, body: { code: team.code, squadId: team.id } })).status).toBe(200);
    const dates = planned(await sessionsOf(t, res.data.id, late));
    expect(dates).toEqual(FROM_TODAY);
    // Joining again adds nothing.
    await call(t, 'POST', `${SQUAD}/join`, { token: late.token, body: { code: team.code, squadId: team.id } });
    expect(planned(await sessionsOf(t, res.data.id, late))).toEqual(FROM_TODAY);
  });

  it('one who quits or is removed keeps what is today, earlier or recorded, and loses the rest; a disbanded team cancels everyone\'s', async () => {
    const coach = await makeCoach(t);
    const team = await makeTeam(t, coach);
    const [quitter, removed, stays] = [await makeTrainee(t), await makeTrainee(t), await makeTrainee(t)];
    for (const who of [quitter, removed, stays]) await call(t, 'POST', `${SQUAD}/join`, { token: who.token, body: { code: team.code, squadId: team.id } });
    const plan = (await publish(t, coach, { squadIds: [team.id] })).data;
    // The quitter recorded tomorrow's session already (a phone may record ahead only on its day: stored here directly).
    const tomorrows = plan.sessions.find((s) => s.traineeId === quitter.id && s.date === addDays(today, 1))!;
    await t.app.ctx.db.insertInto('trainings').values({ ...sessionRow(quitter.id, tomorrows.id), id: phoneId() }).execute();

    expect((await call(t, 'POST', `${SQUAD}/quit`, { token: quitter.token, query: { id: String(team.id) } })).status).toBe(200);
    const left = await sessionsOf(t, plan.id, quitter);
    expect([...left].filter(([date]) => date <= today).every(([, state]) => state === 'planned')).toBe(true);
    expect(left.get(addDays(today, 1))).toBe('planned');
    expect([...left].filter(([date]) => date > addDays(today, 1)).every(([, state]) => state === 'cancelled')).toBe(true);

    expect((await call(t, 'POST', `${SQUAD}/removeMembers`, { token: coach.token, body: { id: team.id, userIds: [removed.id] } })).status).toBe(200);
    expect(planned(await sessionsOf(t, plan.id, removed)).at(-1)).toBe(today);
    expect(planned(await sessionsOf(t, plan.id, stays))).toEqual(DAYS);

    expect((await call(t, 'POST', `${SQUAD}/disband`, { token: coach.token, query: { id: String(team.id) } })).status).toBe(200);
    expect(planned(await sessionsOf(t, plan.id, stays)).at(-1)).toBe(today);
  });

  it('a tag plan follows the tag: given later, its sessions come; taken away, the future ones go', async () => {
    const coach = await makeCoach(t);
    const team = await makeTeam(t, coach, { tags: ['sprinters'] });
    const member = await makeTrainee(t);
    await call(t, 'POST', `${SQUAD}/join`, { token: member.token, body: { code: team.code, squadId: team.id } });
    const plan = (await publish(t, coach, { tags: ['sprinters'] })).data;
    expect(plan.sessions).toEqual([]);
    const tag = (tags: string[]) => call(t, 'POST', `${SQUAD}/updateMember`, { token: coach.token, body: { id: team.id, userId: member.id, remark: '', tags, memberType: '1' } });
    expect((await tag(['sprinters'])).status).toBe(200);
    expect(planned(await sessionsOf(t, plan.id, member))).toEqual(FROM_TODAY);
    await tag([]);
    expect(planned(await sessionsOf(t, plan.id, member))).toEqual([today]);
    // Given back, the cancelled days come back.
    await tag(['sprinters']);
    expect(planned(await sessionsOf(t, plan.id, member))).toEqual(FROM_TODAY);
  });

  it('a refused publish names each missing field under the spec\'s sentence', async () => {
    const coach = await makeCoach(t);
    const template = await makeTemplate(t, coach);
    const res = await call<null>(t, 'POST', `${PLAN}/publish`, { token: coach.token, body: { ...body(template.id, {}), name: '', timePeriod: '' } });
    expect(res).toMatchObject({ httpStatus: 400, msg: 'Publishing needs training name, type, time period, date and trainees', data: { missing: ['name', 'timePeriod', 'trainees'] } });
    expect(await t.app.ctx.db.selectFrom('plans').select('id').execute()).toEqual([]);
  });
});

function sessionRow(ownerId: number, planSessionId: number) {
  const fields = sessionOp('', 1, { localDate: addDays(today, 1) }).fields;
  return {
    rev: 1, device_id: 'd', organisation_id: 1, owner_id: ownerId, plan_session_id: planSessionId, template_id: null, name: fields.name, started_at: fields.startedAt, finished_at: null,
    timezone: fields.timezone, local_date: fields.localDate, rating: null, comment: null, coach_comment: null, deleted: 0, server_seq: 1, received_at: fields.startedAt,
  };
}
