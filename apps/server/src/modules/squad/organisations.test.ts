import type { PlanDetail } from '@repwise/contracts';
import { addDays, isoWeekday } from '@repwise/domain';
import { describe, expect, it } from 'vitest';
import { call, makeCoach, makeTrainee, officialActionsOf, personToday, phoneId, sampleTemplate, sessionOp, setOp, type Made } from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';

/**
 * Organisations mean something (issue 23, acceptance 6; docs/ARCHITECTURE.md "Organisations"):
 * every new team, template, plan, plan session, training and set carries the organisation it
 * was made in; a coach's current group (header `groupId`, honoured when they are in it) scopes
 * what they see and create; nothing falls back to "the first organisation".
 */

const SQUAD = '/api-training/mp/squad';
const SERIES = '/api-training/mp/training/actions/series';
const PLAN = '/api-training/mp/plan';
const SYNC = '/api-training/mp/training/sync/push';

type Group = { groupId: string; name: string };

async function groupsOf(t: TestApp, who: Made): Promise<number[]> {
  const info = await call<{ vipInfo: { groupVipInfos: Group[] } }>(t, 'GET', '/api-training/mp/training/user/getInfo', { token: who.token, query: { id: String(who.id) } });
  return info.data.vipInfo.groupVipInfos.map((g) => Number(g.groupId));
}

async function createTeam(t: TestApp, coach: Made, name: string, groupId?: number) {
  const res = await call<{ id: number; code: string }>(t, 'POST', `${SQUAD}/create`, { token: coach.token, body: { name, type: '1', tags: ['A'] }, ...(groupId ? { groupId } : {}) });
  expect(res.status, res.msg).toBe(200);
  return res.data;
}

async function createTemplate(t: TestApp, coach: Made, name: string, groupId?: number) {
  const template = sampleTemplate(name, await officialActionsOf(t, 1), 1);
  const res = await call<{ id: number; groupId: string }>(t, 'POST', `${SERIES}/modify`, { token: coach.token, body: { ...template, id: undefined, groupId: '1' }, ...(groupId ? { groupId } : {}) });
  expect(res.status, res.msg).toBe(200);
  return res.data;
}

const organisationOf = async (t: TestApp, table: 'teams' | 'templates' | 'plans', id: number) =>
  (await t.app.ctx.db.selectFrom(table).select('organisation_id').where('id', '=', id).executeTakeFirstOrThrow()).organisation_id;

describe.each(ENGINES)('organisations on %s', (engine) => {
  const t = useTestApp(engine);

  it("a coach's first team makes their own organisation; an invited coach works in it by selecting it; lists show the current group only", async () => {
    const [ana, ben, cai] = [await makeCoach(t, { nickName: 'Ana' }), await makeCoach(t, { nickName: 'Ben' }), await makeCoach(t, { nickName: 'Cai' })];
    const anaTeam = await createTeam(t, ana, 'Ana club');
    const anaOrg = await organisationOf(t, 'teams', anaTeam.id);
    const own = await t.app.ctx.db.selectFrom('organisations').select(['owner_id', 'name']).where('id', '=', anaOrg!).executeTakeFirstOrThrow();
    expect(own).toEqual({ owner_id: ana.id, name: 'Ana' });
    const benTeam = await createTeam(t, ben, 'Ben club');
    const benOrg = (await organisationOf(t, 'teams', benTeam.id))!;
    expect(benOrg).not.toBe(anaOrg);
    const caiOrg = (await organisationOf(t, 'teams', (await createTeam(t, cai, 'Cai club')).id))!;
    // The seeded default is nobody's: new rows never land there by default.
    expect([anaOrg, benOrg, caiOrg]).not.toContain(1);

    // Ben invites Ana as a coach of his team: Ana is now in his organisation too, and may select it.
    const inviteCode = (await t.app.ctx.db.selectFrom('users').select('my_invite_code').where('id', '=', ana.id).executeTakeFirstOrThrow()).my_invite_code!;
    expect((await call(t, 'POST', `${SQUAD}/addCoach`, { token: ben.token, body: { id: benTeam.id, inviteCode } })).status).toBe(200);
    expect(await groupsOf(t, ana)).toEqual([anaOrg, benOrg].sort((a, b) => a! - b!));

    // What Ana makes with Ben's group selected belongs to it; with her own, to hers.
    const inBen = await createTemplate(t, ana, 'For Ben', benOrg);
    const inOwn = await createTemplate(t, ana, 'For me', anaOrg!);
    expect(await organisationOf(t, 'templates', inBen.id)).toBe(benOrg);
    expect(inBen.groupId).toBe(String(benOrg));
    expect(await organisationOf(t, 'templates', inOwn.id)).toBe(anaOrg);
    const secondTeam = await createTeam(t, ana, 'Ana at Ben', benOrg);
    expect(await organisationOf(t, 'teams', secondTeam.id)).toBe(benOrg);

    const templateNames = async (groupId: number) =>
      (await call<{ list: { name: string }[]; total: number }>(t, 'GET', `${SERIES}/listSelf`, { token: ana.token, groupId, query: { withTotal: 'true' } })).data;
    expect(await templateNames(benOrg)).toMatchObject({ list: [{ name: 'For Ben' }], total: 1 });
    expect(await templateNames(anaOrg!)).toMatchObject({ list: [{ name: 'For me' }], total: 1 });
    const teamNames = async (groupId: number) =>
      (await call<{ list: { name: string }[] }>(t, 'GET', `${SQUAD}/listMine`, { token: ana.token, groupId })).data.list.map((s) => s.name).sort();
    expect(await teamNames(benOrg)).toEqual(['Ana at Ben', 'Ben club']);
    expect(await teamNames(anaOrg!)).toEqual(['Ana club']);

    // A group she is not in (Cai's) is not hers to work in: she works in her own.
    expect(await teamNames(caiOrg)).toEqual(['Ana club']);
    const stray = await createTemplate(t, ana, 'Stray', caiOrg);
    expect(await organisationOf(t, 'templates', stray.id)).toBe(anaOrg);
  });

  it("a plan, its sessions and their trainings carry the coach's current group; training alone, the trainee's own organisation", async () => {
    const coach = await makeCoach(t, { nickName: 'Dai' });
    const team = await createTeam(t, coach, 'Dai club');
    const org = (await organisationOf(t, 'teams', team.id))!;
    const trainee = await makeTrainee(t);
    expect((await call(t, 'POST', `${SQUAD}/join`, { token: trainee.token, body: { code: team.code, squadId: team.id } })).status).toBe(200);
    const template = await createTemplate(t, coach, 'Dai plan', org);
    const today = personToday();
    const plan = await call<PlanDetail>(t, 'POST', `${PLAN}/publish`, {
      token: coach.token, groupId: org,
      body: { templateId: template.id, name: 'Dai plan', type: '1', taskType: '1', startDate: today, timePeriod: '1', repeatWeeks: 1, weekdays: [isoWeekday(today)], traineeIds: [], squadIds: [team.id], tags: [] },
    });
    expect(plan.status, plan.msg).toBe(200);
    expect(await organisationOf(t, 'plans', plan.data.id)).toBe(org);
    const db = t.app.ctx.db;
    const sessions = await db.selectFrom('plan_sessions').select(['id', 'organisation_id']).where('plan_id', '=', plan.data.id).execute();
    expect(sessions.map((s) => s.organisation_id)).toEqual([org]);
    expect((await db.selectFrom('plan_templates').select('organisation_id').where('plan_id', '=', plan.data.id).execute()).map((r) => r.organisation_id)).toEqual([org]);
    // The coach's plan list is their current group's.
    const planNames = async (groupId: number) => (await call<{ list: { name: string }[] }>(t, 'GET', `${PLAN}/list`, { token: coach.token, groupId })).data.list.map((p) => p.name);
    expect(await planNames(org)).toEqual(['Dai plan']);

    const [planned, alone] = [phoneId(), phoneId()];
    const [plannedSet, aloneSet] = [phoneId(), phoneId()];
    const fields = { localDate: today, startedAt: new Date().toISOString() };
    const pushed = await call<{ results: { status: string }[] }>(t, 'POST', SYNC, {
      token: trainee.token,
      body: {
        deviceId: 'phone', ops: [
          sessionOp(planned, 1, { ...fields, planSessionId: sessions[0]!.id }), setOp(plannedSet, planned, 1, { localDate: today }),
          sessionOp(alone, 1, { ...fields, name: 'Alone' }), setOp(aloneSet, alone, 1, { localDate: today }),
        ],
      },
    });
    expect(pushed.data.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const own = (await db.selectFrom('organisations').select('id').where('owner_id', '=', trainee.id).executeTakeFirstOrThrow()).id;
    const rows = async (table: 'trainings' | 'training_sets') => new Map((await db.selectFrom(table).select(['id', 'organisation_id']).where('owner_id', '=', trainee.id).execute()).map((r) => [r.id, r.organisation_id]));
    expect(await rows('trainings')).toEqual(new Map([[planned, org], [alone, own]]));
    expect(await rows('training_sets')).toEqual(new Map([[plannedSet, org], [aloneSet, own]]));
    // The trainee's groups: the team's, and their own.
    expect(await groupsOf(t, trainee)).toEqual([org, own].sort((a, b) => a - b));
    // Training alone again reuses the one own organisation.
    await call(t, 'POST', SYNC, { token: trainee.token, body: { deviceId: 'phone', ops: [sessionOp(phoneId(), 1, { ...fields, localDate: addDays(today, -1), name: 'Again' })] } });
    expect(await db.selectFrom('organisations').select('id').where('owner_id', '=', trainee.id).execute()).toHaveLength(1);
  });
});
