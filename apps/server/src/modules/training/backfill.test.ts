import type { TrainingDetail } from '@repwise/contracts';
import { calendarDay } from '@repwise/domain';
import { describe, expect, it } from 'vitest';
import { addTeamCoachRow, call, joinTeam, makeCoach, makeCoachWithTrainee, makeExercise, makeTeam, makeTrainee, phoneId, sessionOp, setOp, type Made } from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';

const TRAINING = '/api-training/mp/training';
const ZONE = 'Asia/Shanghai';
const DAY_MS = 86_400_000;

type Summary = { id: string; ownerId: number; sets: number; volumeKg: number; recordedBy: number | null; finishedAt: string | null };

/** A day `daysAgo` before today in Shanghai, with a training from 07:00 to 08:00 there. */
function pastSession(daysAgo = 1, fields: Record<string, unknown> = {}) {
  const day = calendarDay(new Date(Date.now() - daysAgo * DAY_MS), ZONE)!;
  return { id: phoneId(), name: 'Squat day', localDate: day, startedAt: `${day}T07:00:00+08:00`, finishedAt: `${day}T08:00:00+08:00`, timezone: ZONE, ...fields };
}

const aSet = (actionId: number, weightKg: number, reps: number, fields: Record<string, unknown> = {}) => ({ id: phoneId(), actionId, weightKg, unit: 'kg', reps, ...fields });

const backfill = (t: TestApp, who: Made, body: unknown, lang?: string) =>
  call<TrainingDetail>(t, 'POST', `${TRAINING}/backfill`, { token: who.token, body, ...(lang ? { lang } : {}) });

async function officialIds(t: TestApp, count: number): Promise<number[]> {
  const rows = await t.app.ctx.db.selectFrom('exercises').select('id').where('owner_id', 'is', null).orderBy('sort').limit(count).execute();
  return rows.map((r) => r.id);
}

/** What a backfill may write: counted before and after a refusal. */
async function stored(t: TestApp) {
  const db = t.app.ctx.db;
  return {
    trainings: await db.selectFrom('trainings').select(['id', 'owner_id', 'rev', 'name', 'recorded_by', 'server_seq', 'received_at']).orderBy('id').execute(),
    sets: await db.selectFrom('training_sets').select(['id', 'session_id', 'rev', 'server_seq', 'received_at']).orderBy('id').execute(),
  };
}

/** A team's managing coach and a member of it. */
async function teamWithMember(t: TestApp) {
  const coach = await makeCoach(t);
  const member = await makeTrainee(t);
  const team = await makeTeam(t, coach);
  await joinTeam(t, team, member);
  return { coach, member, team };
}

describe.each(ENGINES)('a coach records a past training for a trainee on %s', (engine) => {
  const t = useTestApp(engine);

  it("is the trainee's training: their history, detail, pull and max weights, the coach's view; marked as recorded by the coach", async () => {
    const { coach, member } = await teamWithMember(t);
    const [squat, bench] = await officialIds(t, 2);
    const session = pastSession(1, { comment: 'Recorded after the session' });
    const sets = [aSet(squat!, 100, 5), aSet(squat!, 100, 4), aSet(bench!, 60, 8, { completedAt: session.finishedAt })];
    const res = await backfill(t, coach, { userId: member.id, session, sets });
    expect(res.httpStatus).toBe(200);
    expect(res.data).toMatchObject({ id: session.id, ownerId: member.id, recordedBy: coach.id, sets: 3, volumeKg: 500 + 400 + 480, localDate: session.localDate, timezone: ZONE });
    expect(res.data.recorded.map((s) => [s.id, s.actionId, s.weightKg, s.reps, s.setType, s.side])).toEqual(sets.map((s) => [s.id, s.actionId, s.weightKg, s.reps, 'normal', 'both']));
    const times = res.data.recorded.map((s) => Date.parse(s.completedAt));
    expect(times[0]! > Date.parse(session.startedAt) && times[0]! < times[1]! && times[2] === Date.parse(session.finishedAt)).toBe(true);

    const from = calendarDay(new Date(Date.now() - 7 * DAY_MS), ZONE)!;
    const history = await call<{ list: Summary[] }>(t, 'GET', `${TRAINING}/list`, { token: member.token, query: { from } });
    expect(history.data.list).toEqual([expect.objectContaining({ id: session.id, ownerId: member.id, sets: 3, volumeKg: 1380, recordedBy: coach.id, finishedAt: expect.any(String) })]);
    const detail = await call<TrainingDetail>(t, 'GET', `${TRAINING}/get`, { token: member.token, query: { id: session.id } });
    expect(detail.data).toEqual(res.data);
    const coachView = await call<{ list: Summary[] }>(t, 'GET', `${TRAINING}/list`, { token: coach.token, query: { userId: String(member.id), from } });
    expect(coachView.data.list.map((s) => s.id)).toEqual([session.id]);
    const pulled = await call<{ changes: { id: string }[] }>(t, 'GET', `${TRAINING}/sync/pull`, { token: member.token });
    expect(pulled.data.changes.map((c) => c.id).sort()).toEqual([session.id, ...sets.map((s) => s.id)].sort());
    const best = await call<{ list: { actionId: number; maxWeightKg: number }[] }>(t, 'GET', `${TRAINING}/user/maxWeight`, { token: member.token });
    expect(best.data.list.map((b) => [b.actionId, b.maxWeightKg])).toEqual([[squat, 100], [bench, 60]]);
    expect((await call<{ changes: unknown[] }>(t, 'GET', `${TRAINING}/sync/pull`, { token: coach.token })).data.changes).toEqual([]);

    // The trainee edits it later from their phone: it stays recorded by the coach.
    const edit = await call<{ results: { status: string }[] }>(t, 'POST', `${TRAINING}/sync/push`, {
      token: member.token, body: { deviceId: 'phone', ops: [sessionOp(session.id, 2, { ...session, id: undefined, rating: 4 })] },
    });
    expect(edit.data.results[0]!.status).toBe('applied');
    expect((await call<TrainingDetail>(t, 'GET', `${TRAINING}/get`, { token: member.token, query: { id: session.id } })).data).toMatchObject({ rating: 4, recordedBy: coach.id });
  });

  it('is open to a coach the trainee is linked to by invitation code', async () => {
    const { coach, trainee } = await makeCoachWithTrainee(t);
    const own = await makeExercise(t, coach, { nameEn: "The coach's own row" });
    const res = await backfill(t, coach, { userId: trainee.id, session: pastSession(3), sets: [aSet(own.id, 40, 10, { unit: 'lbs' })] });
    expect(res.httpStatus).toBe(200);
    expect(res.data).toMatchObject({ ownerId: trainee.id, recordedBy: coach.id, recorded: [{ actionId: own.id, unit: 'lbs' }] });
  });

  it('records nothing twice: a retry with the same ids answers the training as stored', async () => {
    const { coach, member } = await teamWithMember(t);
    const [squat] = await officialIds(t, 1);
    const body = { userId: member.id, session: pastSession(), sets: [aSet(squat!, 80, 5), aSet(squat!, 80, 5)] };
    const first = await backfill(t, coach, body);
    expect(first.httpStatus).toBe(200);
    const before = await stored(t);
    expect(before).toMatchObject({ trainings: [{ id: body.session.id, owner_id: member.id, rev: 1, recorded_by: coach.id }], sets: [{ rev: 1 }, { rev: 1 }] });
    const [again, changed] = [await backfill(t, coach, body), await backfill(t, coach, { ...body, session: { ...body.session, name: 'Renamed' } })];
    expect(again).toMatchObject({ httpStatus: 200, data: first.data });
    expect(changed).toMatchObject({ httpStatus: 200, data: first.data });
    expect(await stored(t)).toEqual(before);
    const twice = await Promise.all([1, 2].map(() => backfill(t, coach, { ...body, session: pastSession(), sets: [aSet(squat!, 90, 3)] })));
    expect(twice.map((r) => r.httpStatus)).toEqual([200, 200]);
  });

  it('refuses a day in the future, an end before the start, an unknown or foreign exercise and too many sets with a 400, storing nothing', async () => {
    const { coach, member } = await teamWithMember(t);
    const [squat] = await officialIds(t, 1);
    const otherCoach = await makeCoach(t);
    const foreign = await makeExercise(t, otherCoach, { nameEn: 'Not yours' });
    const deleted = await makeExercise(t, coach, { nameEn: 'Deleted' });
    await call(t, 'POST', `${TRAINING}/action/delete`, { token: coach.token, query: { id: String(deleted.id) } });
    const tomorrow = pastSession(-1);
    const later = new Date(Date.now() + 3_600_000);
    const cases: [unknown, string, string][] = [
      [{ session: tomorrow, sets: [aSet(squat!, 60, 5)] }, 'A past training cannot be in the future', '补录的训练不能在未来'],
      [{ session: pastSession(0, { startedAt: new Date(Date.now() - 60_000).toISOString(), finishedAt: later.toISOString(), localDate: calendarDay(new Date(Date.now() - 60_000), ZONE) }), sets: [aSet(squat!, 60, 5)] },
        'A past training cannot be in the future', '补录的训练不能在未来'],
      [{ session: pastSession(1, { finishedAt: pastSession(1).startedAt.replace('07:00', '06:00') }), sets: [aSet(squat!, 60, 5)] }, 'The end must come after the start', '结束时间必须晚于开始时间'],
      [{ session: pastSession(), sets: [aSet(squat!, 60, 5), aSet(999_999, 60, 5)] }, 'The training uses an exercise that does not exist or is not yours', '训练中包含不存在或不属于你的动作'],
      [{ session: pastSession(), sets: [aSet(foreign.id, 60, 5)] }, 'The training uses an exercise that does not exist or is not yours', '训练中包含不存在或不属于你的动作'],
      [{ session: pastSession(), sets: [aSet(deleted.id, 60, 5)] }, 'The training uses an exercise that does not exist or is not yours', '训练中包含不存在或不属于你的动作'],
      [{ session: pastSession(), sets: Array.from({ length: 201 }, () => aSet(squat!, 60, 5)) }, 'Invalid value for sets', 'sets 的值无效'],
      [{ session: pastSession(), sets: [] }, 'Invalid value for sets', 'sets 的值无效'],
      [{ session: pastSession(), sets: [aSet(squat!, 60, 5, { completedAt: new Date().toISOString() })] }, 'Invalid value for sets.completedAt', 'sets.completedAt 的值无效'],
      [{ session: pastSession(1, { timezone: 'Mars/Olympus' }), sets: [aSet(squat!, 60, 5)] }, 'Invalid value for session.timezone', 'session.timezone 的值无效'],
      [{ session: pastSession(1, { localDate: pastSession(2).localDate }), sets: [aSet(squat!, 60, 5)] }, 'Invalid value for session.localDate', 'session.localDate 的值无效'],
    ];
    const before = await stored(t);
    for (const [body, en, zh] of cases) {
      const res = await backfill(t, coach, { userId: member.id, ...(body as object) });
      expect([res.httpStatus, res.msg]).toEqual([400, en]);
      expect((await backfill(t, coach, { userId: member.id, ...(body as object) }, 'zh-CN')).msg).toBe(zh);
    }
    const twice = aSet(squat!, 60, 5);
    expect((await backfill(t, coach, { userId: member.id, session: pastSession(), sets: [twice, twice] })).httpStatus).toBe(400);
    expect(await stored(t)).toEqual(before);
  });

  it('answers "not found" to anyone but a coach of the trainee, and to ids that are someone else\'s, changing nothing', async () => {
    const { coach, member, team } = await teamWithMember(t);
    const { coach: otherCoach, member: otherMember } = await teamWithMember(t);
    const stranger = await makeTrainee(t);
    const [squat] = await officialIds(t, 1);
    const theirs = phoneId();
    const theirSet = phoneId();
    await call(t, 'POST', `${TRAINING}/sync/push`, { token: member.token, body: { deviceId: 'phone', ops: [sessionOp(theirs, 1), setOp(theirSet, theirs, 1)] } });
    await call(t, 'POST', `${TRAINING}/sync/push`, { token: stranger.token, body: { deviceId: 'phone', ops: [sessionOp(phoneId(), 1)] } });
    const strangers = await t.app.ctx.db.selectFrom('trainings').select('id').where('owner_id', '=', stranger.id).executeTakeFirstOrThrow();
    const body = (userId: number, session = pastSession(), sets = [aSet(squat!, 60, 5)]) => ({ userId, session, sets });

    const before = await stored(t);
    const refused: [Made, unknown][] = [
      [otherCoach, body(member.id)],
      [member, body(member.id)],
      [member, body(otherMember.id)],
      [stranger, body(member.id)],
      // A session id that is another person's, or the trainee's own (not this coach's backfill); a set id that is already stored.
      [coach, body(member.id, pastSession(1, { id: strangers.id }))],
      [coach, body(member.id, pastSession(1, { id: theirs }))],
      [coach, body(member.id, pastSession(), [{ ...aSet(squat!, 60, 5), id: theirSet }])],
    ];
    for (const [who, request] of refused) {
      const res = await backfill(t, who, request);
      expect([res.httpStatus, res.msg]).toEqual([404, 'data not found']);
    }
    // Nor may another coach "retry" this coach's backfill.
    const mine = body(member.id);
    expect((await backfill(t, coach, mine)).httpStatus).toBe(200);
    const after = await stored(t);
    await addTeamCoachRow(t, team, otherCoach);
    expect((await backfill(t, otherCoach, mine)).httpStatus).toBe(404);
    expect(await stored(t)).toEqual(after);
    expect(after.trainings.filter((r) => !before.trainings.some((b) => b.id === r.id))).toEqual([expect.objectContaining({ id: mine.session.id, owner_id: member.id, recorded_by: coach.id })]);
    expect((await call(t, 'POST', `${TRAINING}/backfill`, { body: mine })).httpStatus).toBe(401);
  });
});
