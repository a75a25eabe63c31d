import type { NotificationItem } from '@repwise/contracts';
import { describe, expect, it } from 'vitest';
import {
  addTeamCoachRow, call, joinTeam, makeCoach, makeCoachWithTrainee, makeTeam, makeTrainee, officialTemplateId, personToday, phoneId, sessionOp, setOp, type Made,
} from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';

const LIST = '/api-training/mp/notification/list';
const READ = '/api-training/mp/notification/read';
const PLAN = '/api-training/mp/plan';
const TRAINING = '/api-training/mp/training';

type Page = { list: NotificationItem[]; next: string | null; total: number | null; unread: number };

const list = async (t: TestApp, who: Made, query: Record<string, string> = {}) => {
  const res = await call<Page>(t, 'GET', LIST, { token: who.token, query });
  expect(res.httpStatus).toBe(200);
  return res.data;
};

const planBody = (templateId: number, targets: Record<string, unknown>) => ({
  templateId, name: 'Spring block', type: '1', taskType: '1', startDate: personToday(), timePeriod: '1', repeatWeeks: 1, weekdays: [1, 2, 3, 4, 5, 6, 7], ...targets,
});

async function publish(t: TestApp, coach: Made, targets: Record<string, unknown>): Promise<number> {
  const res = await call<{ id: number }>(t, 'POST', `${PLAN}/publish`, { token: coach.token, body: planBody(await officialTemplateId(t), targets) });
  expect(res.status).toBe(200);
  return res.data.id;
}

/** The trainee's phone sends a training (finished when `finishedAt` is given). */
async function push(t: TestApp, who: Made, id: string, rev: number, fields: Record<string, unknown> = {}) {
  const body = { deviceId: 'phone', ops: [sessionOp(id, rev, fields), setOp(`${id.slice(0, 30)}${'0'.repeat(6)}`, id, rev)] };
  const res = await call<{ results: { status: string }[] }>(t, 'POST', `${TRAINING}/sync/push`, { token: who.token, body });
  expect(res.status).toBe(200);
  return res.data.results;
}

describe.each(ENGINES)('notifications on %s', (engine) => {
  const t = useTestApp(engine);

  it('tells a trainee of a plan published, changed and cancelled, once each, newest first, and opens the plan', async () => {
    const { coach, trainee } = await makeCoachWithTrainee(t);
    const planId = await publish(t, coach, { traineeIds: [trainee.id] });
    let page = await list(t, trainee);
    expect(page.unread).toBe(1);
    expect(page.list).toEqual([expect.objectContaining({
      kind: 'plan_published', unread: true, subjectName: 'Spring block', open: { kind: 'plan', planId }, actor: expect.objectContaining({ id: coach.id, nickName: 'Coach Wang' }),
    })]);

    const modify = { id: planId, name: 'Spring block 2', type: '1', taskType: '1', timePeriod: '1' };
    expect((await call(t, 'POST', `${PLAN}/modify`, { token: coach.token, body: modify })).status).toBe(200);
    expect((await call(t, 'POST', `${PLAN}/modify`, { token: coach.token, body: { ...modify, name: 'Spring block 3' } })).status).toBe(200);
    expect((await call(t, 'POST', `${PLAN}/cancel`, { token: coach.token, query: { id: String(planId) } })).status).toBe(200);
    // Cancelling again changes nothing, and tells nobody again.
    expect((await call(t, 'POST', `${PLAN}/cancel`, { token: coach.token, query: { id: String(planId) } })).status).toBe(200);
    page = await list(t, trainee);
    expect(page.list.map((n) => n.kind)).toEqual(['plan_cancelled', 'plan_changed', 'plan_changed', 'plan_published']);
    expect(page.list.every((n) => n.subjectName === 'Spring block 3')).toBe(true);
    expect(page.unread).toBe(4);
    // The coach is told nothing of their own plan.
    expect((await list(t, coach)).list).toEqual([]);
  });

  it('tells a late joiner of a standing team plan once', async () => {
    const coach = await makeCoach(t);
    const team = await makeTeam(t, coach);
    const planId = await publish(t, coach, { squadIds: [team.id] });
    const late = await makeTrainee(t);
    await joinTeam(t, team, late);
    await joinTeam(t, team, late);
    const page = await list(t, late);
    expect(page.list).toEqual([expect.objectContaining({ kind: 'plan_published', open: { kind: 'plan', planId } })]);
  });

  it("tells every coach of a member that a training was finished, the first time only (a retried push, a later edit: nothing more)", async () => {
    const manager = await makeCoach(t, { nickName: 'Manager' });
    const second = await makeCoach(t);
    const stranger = await makeCoach(t);
    const team = await makeTeam(t, manager);
    await addTeamCoachRow(t, team, second);
    const member = await makeTrainee(t, { nickName: 'Member', coachId: second.id });
    await joinTeam(t, team, member);

    const id = phoneId();
    await push(t, member, id, 1);
    expect((await list(t, manager)).list).toEqual([]);
    await push(t, member, id, 2, { finishedAt: '2026-11-20T09:00:00.000Z' });
    await push(t, member, id, 2, { finishedAt: '2026-11-20T09:00:00.000Z' });
    await push(t, member, id, 3, { finishedAt: '2026-11-20T09:10:00.000Z', comment: 'Tough' });
    for (const coach of [manager, second]) {
      const page = await list(t, coach);
      expect(page.unread).toBe(1);
      expect(page.list).toEqual([expect.objectContaining({
        kind: 'member_finished', actor: expect.objectContaining({ id: member.id, nickName: 'Member' }), subjectName: 'Upper A', open: { kind: 'training', trainingId: id, ownerId: member.id },
      })]);
    }
    expect((await list(t, stranger)).list).toEqual([]);
    expect((await list(t, member)).list).toEqual([]);
  });

  it("tells the trainee of a coach's reply, one item however often it is edited, unread again after an edit", async () => {
    const { coach, trainee } = await makeCoachWithTrainee(t);
    const id = phoneId();
    await push(t, trainee, id, 1, { finishedAt: '2026-11-20T09:00:00.000Z' });
    const reply = (comment: string) => call(t, 'POST', `${TRAINING}/comment`, { token: coach.token, body: { id, comment } });
    expect((await reply('Great depth')).status).toBe(200);
    let page = await list(t, trainee);
    expect(page.list).toEqual([expect.objectContaining({ kind: 'coach_replied', unread: true, open: { kind: 'training', trainingId: id, ownerId: trainee.id } })]);
    expect((await call<{ marked: number }>(t, 'POST', READ, { token: trainee.token, body: { all: true } })).data.marked).toBe(1);
    expect((await reply('Great depth, keep the bar path')).status).toBe(200);
    page = await list(t, trainee);
    expect(page.list).toHaveLength(1);
    expect(page).toMatchObject({ unread: 1, list: [{ unread: true }] });
  });

  it("marks by ids or all, leaves others' ids alone, and a repeat marks nothing", async () => {
    const { coach, trainee } = await makeCoachWithTrainee(t);
    const other = await makeTrainee(t, { coachId: coach.id });
    await publish(t, coach, { traineeIds: [trainee.id, other.id] });
    await publish(t, coach, { traineeIds: [trainee.id] });
    const mine = (await list(t, trainee)).list;
    const theirs = (await list(t, other)).list;
    expect(mine).toHaveLength(2);

    const first = await call<{ marked: number; unread: number }>(t, 'POST', READ, { token: trainee.token, body: { ids: [mine[1]!.id, theirs[0]!.id] } });
    expect(first.data).toEqual({ marked: 1, unread: 1 });
    expect((await call<{ marked: number }>(t, 'POST', READ, { token: trainee.token, body: { ids: [mine[1]!.id] } })).data.marked).toBe(0);
    expect((await list(t, other)).unread).toBe(1);
    expect((await list(t, trainee)).list.map((n) => n.unread)).toEqual([true, false]);
    expect((await call<{ marked: number; unread: number }>(t, 'POST', READ, { token: trainee.token, body: { all: true } })).data).toEqual({ marked: 1, unread: 0 });
    expect((await call<{ marked: number }>(t, 'POST', READ, { token: trainee.token, body: { all: true } })).data.marked).toBe(0);
    expect((await list(t, other)).unread).toBe(1);
  });

  it('pages newest first by cursor', async () => {
    const { coach, trainee } = await makeCoachWithTrainee(t);
    for (let i = 0; i < 3; i++) await publish(t, coach, { traineeIds: [trainee.id] });
    const first = await list(t, trainee, { size: '2', withTotal: 'true' });
    expect(first).toMatchObject({ total: 3, unread: 3 });
    expect(first.list).toHaveLength(2);
    const second = await list(t, trainee, { size: '2', cursor: first.next! });
    expect(second.next).toBeNull();
    const ids = [...first.list, ...second.list].map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(3);
  });

  it('keeps the item but drops the link when the reader may no longer see the subject', async () => {
    const coach = await makeCoach(t);
    const team = await makeTeam(t, coach);
    const member = await makeTrainee(t);
    await joinTeam(t, team, member);
    const id = phoneId();
    await push(t, member, id, 1, { finishedAt: '2026-11-20T09:00:00.000Z' });
    expect((await list(t, coach)).list[0]!.open).not.toBeNull();
    expect((await call(t, 'POST', '/api-training/mp/squad/removeMembers', { token: coach.token, body: { id: team.id, userIds: [member.id] } })).status).toBe(200);
    const [item] = (await list(t, coach)).list;
    expect(item).toMatchObject({ kind: 'member_finished', open: null, subjectName: '' });
  });

  it('refuses bad input with a 400 in the caller\'s language, and needs a login', async () => {
    const { trainee } = await makeCoachWithTrainee(t);
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { ids: [1], all: true }]) {
      const en = await call(t, 'POST', READ, { token: trainee.token, body });
      expect(en.httpStatus, JSON.stringify(body)).toBe(400);
      const zh = await call(t, 'POST', READ, { token: trainee.token, body, lang: 'zh-Hans' });
      expect(zh.httpStatus).toBe(400);
      expect(zh.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    const cursor = await call(t, 'GET', LIST, { token: trainee.token, query: { cursor: 'nonsense' }, lang: 'zh-Hans' });
    expect(cursor.httpStatus).toBe(400);
    expect(cursor.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await call(t, 'GET', LIST, {})).httpStatus).toBe(401);
    expect((await call(t, 'POST', READ, { body: { all: true } })).httpStatus).toBe(401);
  });
});
