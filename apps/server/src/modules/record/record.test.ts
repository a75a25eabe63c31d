import type { PlanDetail, RecordMonth, RecordYear } from '@repwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, joinTeam, makeCoach, makeExercise, makeTeam, makeTemplate, makeTrainee, phoneId, sessionOp, setOp, type Made } from '../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness.ts';

/**
 * A trainee's month and year reports and history search against a hand-computed fixture
 * (Asia/Shanghai, UTC+8), on both engines. Every figure below is worked out by hand in the
 * comments of `makeFixture`.
 */

const MP = '/api-training/mp';
const ZH = 'zh-CN';

interface Fixture {
  coach: Made;
  trainee: Made;
  /** Joined the team mid-March; a plan of their own from 16 March. */
  lateJoiner: Made;
  otherCoach: Made;
  stranger: Made;
  /** Removed from the coach's team. */
  removed: Made;
  ids: Record<string, string>;
  exercises: { squat: number; bench: number; row: number };
}

type Summary = { id: string; name: string; localDate: string };
type Page = { list: Summary[]; next: string | null; total: number | null };

async function push(t: TestApp, who: Made, ops: unknown[]): Promise<void> {
  const res = await call<{ results: { status: string; msg?: string }[] }>(t, 'POST', `${MP}/training/sync/push`, { token: who.token, body: { deviceId: 'phone', ops } });
  const refused = res.data.results.filter((r) => r.status !== 'applied');
  if (res.status !== 200 || refused.length > 0) throw new Error(`push failed: ${res.msg} ${JSON.stringify(refused)}`);
}

async function publish(t: TestApp, coach: Made, body: Record<string, unknown>): Promise<PlanDetail> {
  const res = await call<PlanDetail>(t, 'POST', `${MP}/plan/publish`, { token: coach.token, body: { type: '1', taskType: '1', timePeriod: '1', ...body } });
  if (res.status !== 200) throw new Error(`publish failed: ${res.msg}`);
  return res.data;
}

/** A training of `who`: the session (local date, UTC start and end) and its sets (each with its own local date and UTC time). */
async function train(t: TestApp, who: Made, session: { localDate: string; startedAt: string; finishedAt: string | null; name: string; planSessionId?: number; templateId?: number }, sets: Record<string, unknown>[]) {
  const id = phoneId();
  await push(t, who, [
    sessionOp(id, 1, { ...session, timezone: 'Asia/Shanghai' }),
    ...sets.map((s) => setOp(phoneId(), id, 1, { localDate: session.localDate, completedAt: session.startedAt, ...s })),
  ]);
  return id;
}

async function makeFixture(t: TestApp): Promise<Fixture> {
  const db = t.app.ctx.db;
  const coach = await makeCoach(t, { nickName: 'Coach Li' });
  const trainee = await makeTrainee(t);
  const lateJoiner = await makeTrainee(t);
  const removed = await makeTrainee(t);
  const otherCoach = await makeCoach(t);
  const stranger = await makeTrainee(t);
  const team = await makeTeam(t, coach);
  await joinTeam(t, team, trainee);
  await joinTeam(t, team, removed);
  const otherTeam = await makeTeam(t, otherCoach, { name: 'Team B' });
  await joinTeam(t, otherTeam, stranger);

  // Exercises: squat (quads; glutes, hamstrings ½), bench (chest; triceps, front delts ½), row (lats, upper back; biceps ½).
  const squat = (await makeExercise(t, trainee, { nameEn: 'Fixture Squat', nameZh: '夹具深蹲', primaryMuscles: ['quads'], secondaryMuscles: ['glutes', 'hamstrings'] })).id;
  const bench = (await makeExercise(t, trainee, { nameEn: 'Fixture Bench', nameZh: '夹具卧推', primaryMuscles: ['chest'], secondaryMuscles: ['triceps', 'front_delts'] })).id;
  const row = (await makeExercise(t, trainee, { nameEn: 'Fixture Row', nameZh: '夹具划船', primaryMuscles: ['lats', 'upper_back'], secondaryMuscles: ['biceps'] })).id;

  // The team's plan: Mon, Wed, Fri of two weeks from 2 March: 2, 4, 6, 9, 11, 13 March; 13 March is cancelled.
  const template = await makeTemplate(t, coach, 'Coach Upper');
  const plan = await publish(t, coach, { templateId: template.id, name: 'Strength Block', startDate: '2026-03-02', repeatWeeks: 2, weekdays: [1, 3, 5], squadIds: [team.id] });
  const sessionOn = (date: string) => plan.sessions.find((s) => s.date === date && s.traineeId === trainee.id)!.id;
  await db.updateTable('plan_sessions').set({ cancelled_at: '2026-03-12T00:00:00.000Z' }).where('id', '=', sessionOn('2026-03-13')).execute();

  // The late joiner joins after that plan ended (so none of its sessions are theirs) and gets a plan of their own: 16, 23, 30 March.
  await joinTeam(t, team, lateJoiner);
  await db.updateTable('team_members').set({ joined_at: '2026-03-16T02:00:00.000Z' }).where('user_id', '=', lateJoiner.id).execute();
  const own = await publish(t, coach, { templateId: template.id, name: 'Catch-up', startDate: '2026-03-16', repeatWeeks: 3, weekdays: [1], traineeIds: [lateJoiner.id] });
  const ids: Record<string, string> = {};

  // 2025-12-31 23:50 local (15:50Z): the year before. Squat 80×5 = 400 kg; 15 minutes.
  ids.y0 = await train(t, trainee, { localDate: '2025-12-31', startedAt: '2025-12-31T15:50:00.000Z', finishedAt: '2025-12-31T16:05:00.000Z', name: 'Year end' }, [
    { actionId: squat, weightKg: 80, reps: 5 },
  ]);
  // February (the month before): squat warm-up 40×10 (left out), squat 100×5 = 500 kg (e1RM 116.67); 45 minutes.
  ids.f1 = await train(t, trainee, { localDate: '2026-02-10', startedAt: '2026-02-10T02:00:00.000Z', finishedAt: '2026-02-10T02:45:00.000Z', name: 'Leg day' }, [
    { actionId: squat, weightKg: 40, reps: 10, setType: 'warmup' },
    { actionId: squat, weightKg: 100, reps: 5 },
  ]);
  // 1 March 00:30 local is 28 February 16:30 UTC: it counts on 1 March. Row 50×10 = 500; 30 minutes.
  ids.t0 = await train(t, trainee, { localDate: '2026-03-01', startedAt: '2026-02-28T16:30:00.000Z', finishedAt: '2026-02-28T17:00:00.000Z', name: 'Midnight rows' }, [
    { actionId: row, weightKg: 50, reps: 10, completedAt: '2026-02-28T16:40:00.000Z' },
  ]);
  // 2 March, planned: squat warm-up 60×5 (out), squat 100×5 = 500, squat 110×3 = 330 (edited: rev 1 was 105×3),
  // bench 135 lb = 61.235 kg × 8 = 489.88, a stretch (out); an hour.
  const m1 = phoneId();
  const edited = phoneId();
  await push(t, trainee, [
    sessionOp(m1, 1, { localDate: '2026-03-02', startedAt: '2026-03-02T10:00:00.000Z', finishedAt: '2026-03-02T11:00:00.000Z', name: 'Strength Block', timezone: 'Asia/Shanghai', planSessionId: sessionOn('2026-03-02'), templateId: template.id }),
    setOp(phoneId(), m1, 1, { actionId: squat, weightKg: 60, reps: 5, setType: 'warmup', localDate: '2026-03-02', completedAt: '2026-03-02T10:05:00.000Z' }),
    setOp(phoneId(), m1, 1, { actionId: squat, weightKg: 100, reps: 5, localDate: '2026-03-02', completedAt: '2026-03-02T10:10:00.000Z' }),
    setOp(edited, m1, 1, { actionId: squat, weightKg: 105, reps: 3, localDate: '2026-03-02', completedAt: '2026-03-02T10:15:00.000Z' }),
    setOp(phoneId(), m1, 1, { actionId: bench, weightKg: 61.235, unit: 'lbs', reps: 8, localDate: '2026-03-02', completedAt: '2026-03-02T10:30:00.000Z' }),
    setOp(phoneId(), m1, 1, { actionId: bench, weightKg: 0, reps: 1, setType: 'stretch', localDate: '2026-03-02', completedAt: '2026-03-02T10:50:00.000Z' }),
  ]);
  await push(t, trainee, [setOp(edited, m1, 2, { actionId: squat, weightKg: 110, reps: 3, localDate: '2026-03-02', completedAt: '2026-03-02T10:15:00.000Z' })]);
  ids.m1 = m1;
  // 4 March, planned: bench 60×10 twice = 1200 (e1RM 80), a unilateral row 20 × (10 + 10) = 400; 50 minutes.
  ids.m2 = await train(t, trainee, { localDate: '2026-03-04', startedAt: '2026-03-04T10:00:00.000Z', finishedAt: '2026-03-04T10:50:00.000Z', name: 'Strength Block', planSessionId: sessionOn('2026-03-04'), templateId: template.id }, [
    { actionId: bench, weightKg: 60, reps: 10, completedAt: '2026-03-04T10:10:00.000Z' },
    { actionId: bench, weightKg: 60, reps: 10, completedAt: '2026-03-04T10:20:00.000Z' },
    { actionId: row, weightKg: 20, reps: 10, repsRight: 10, side: 'left', completedAt: '2026-03-04T10:30:00.000Z' },
  ]);
  // 9 March, planned, then deleted: its squat 200×1 counts nowhere, and the session is not done.
  const m3 = await train(t, trainee, { localDate: '2026-03-09', startedAt: '2026-03-09T10:00:00.000Z', finishedAt: '2026-03-09T11:00:00.000Z', name: 'Strength Block', planSessionId: sessionOn('2026-03-09'), templateId: template.id }, [
    { actionId: squat, weightKg: 200, reps: 1 },
  ]);
  await push(t, trainee, [sessionOp(m3, 2, { localDate: '2026-03-09', startedAt: '2026-03-09T10:00:00.000Z', finishedAt: '2026-03-09T11:00:00.000Z', name: 'Strength Block', timezone: 'Asia/Shanghai', planSessionId: sessionOn('2026-03-09'), templateId: template.id }, 'delete')]);
  // 20 March, not finished (no time): bench 62.5×5 = 312.5.
  ids.m4 = await train(t, trainee, { localDate: '2026-03-20', startedAt: '2026-03-20T01:00:00.000Z', finishedAt: null, name: 'Evening pump' }, [
    { actionId: bench, weightKg: 62.5, reps: 5 },
  ]);
  // 31 March 23:00–23:40 local; a set at 23:30 local: row 60×8 = 480 (e1RM 76); 40 minutes.
  ids.tEnd = await train(t, trainee, { localDate: '2026-03-31', startedAt: '2026-03-31T15:00:00.000Z', finishedAt: '2026-03-31T15:40:00.000Z', name: 'Late rows' }, [
    { actionId: row, weightKg: 60, reps: 8, completedAt: '2026-03-31T15:30:00.000Z' },
  ]);
  // 1 April 00:10 local is still 31 March in UTC: it is April's. Row 70×5 = 350 (e1RM 81.67); 30 minutes.
  ids.tApr = await train(t, trainee, { localDate: '2026-04-01', startedAt: '2026-03-31T16:10:00.000Z', finishedAt: '2026-03-31T16:40:00.000Z', name: 'After midnight' }, [
    { actionId: row, weightKg: 70, reps: 5, completedAt: '2026-03-31T16:20:00.000Z' },
  ]);
  // The late joiner trains on 23 March, their planned session.
  const lateSession = own.sessions.find((s) => s.date === '2026-03-23')!.id;
  ids.late = await train(t, lateJoiner, { localDate: '2026-03-23', startedAt: '2026-03-23T10:00:00.000Z', finishedAt: '2026-03-23T10:30:00.000Z', name: 'Catch-up', planSessionId: lateSession, templateId: template.id }, [
    { actionId: 1, weightKg: 40, reps: 10 },
  ]);
  // The removed member trained in March too, then was removed.
  await train(t, removed, { localDate: '2026-03-05', startedAt: '2026-03-05T10:00:00.000Z', finishedAt: '2026-03-05T10:30:00.000Z', name: 'Before removal' }, [{ actionId: 1, weightKg: 40, reps: 10 }]);
  const removal = await call(t, 'POST', `${MP}/squad/removeMembers`, { token: coach.token, body: { id: team.id, userIds: [removed.id] } });
  if (removal.status !== 200) throw new Error(`removing failed: ${removal.msg}`);

  // Body data: one day in March, one in April.
  const at = new Date().toISOString();
  await db.insertInto('body_measurements').values([
    { user_id: trainee.id, measured_on: '2026-03-05', weight: 70.5, waist: 80, updated_at: at },
    { user_id: trainee.id, measured_on: '2026-04-02', weight: 70, updated_at: at },
  ]).execute();
  return { coach, trainee, lateJoiner, otherCoach, stranger, removed, ids, exercises: { squat, bench, row } };
}

const month = (t: TestApp, who: Made, query: Record<string, string>, lang?: string) =>
  call<RecordMonth>(t, 'GET', `${MP}/record/user/month`, { token: who.token, query, ...(lang ? { lang } : {}) });
const year = (t: TestApp, who: Made, query: Record<string, string>, lang?: string) =>
  call<RecordYear>(t, 'GET', `${MP}/record/user/year`, { token: who.token, query, ...(lang ? { lang } : {}) });
const history = (t: TestApp, who: Made, query: Record<string, string>) => call<Page>(t, 'GET', `${MP}/record/history`, { token: who.token, query });

describe.each(ENGINES)('trainee reports on %s', (engine) => {
  let t: TestApp;
  let f: Fixture;
  beforeAll(async () => {
    t = await startTestApp(engine);
    f = await makeFixture(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('counts March by local date: working sets only, kg, the edited set, not the deleted training nor April after midnight', async () => {
    const res = await month(t, f.trainee, { month: '2026-03' });
    expect(res.httpStatus).toBe(200);
    const r = res.data;
    const { squat, bench, row } = f.exercises;
    // Sessions: 1 (00:30), 2, 4, 20 and 31 March. Sets: 3 + 3 + 1 + 1 + 1.
    // Volume: 500 + 500 + 330 + 489.88 + 1200 + 400 + 312.5 + 480 = 4212.38. Time: 1800 + 3600 + 3000 + 0 + 2400.
    expect(r).toMatchObject({ month: '2026-03', sessions: 5, sets: 9, volumeKg: 4212.38, durationSeconds: 10800, trainingDays: 5 });
    // February: one training, the warm-up left out.
    expect(r.previous).toEqual({ sessions: 1, sets: 1, volumeKg: 500, durationSeconds: 2700 });
    expect(r.days).toEqual([
      { date: '2026-03-01', sessions: 1, sets: 1, volumeKg: 500 },
      { date: '2026-03-02', sessions: 1, sets: 3, volumeKg: 1319.88 },
      { date: '2026-03-04', sessions: 1, sets: 3, volumeKg: 1600 },
      { date: '2026-03-20', sessions: 1, sets: 1, volumeKg: 312.5 },
      { date: '2026-03-31', sessions: 1, sets: 1, volumeKg: 480 },
    ]);
    // ISO weeks touching March: from Monday 23 February to Monday 30 March.
    expect(r.sessionsPerWeek).toEqual([
      { week: '2026-02-23', sessions: 1 }, { week: '2026-03-02', sessions: 2 }, { week: '2026-03-09', sessions: 0 },
      { week: '2026-03-16', sessions: 1 }, { week: '2026-03-23', sessions: 0 }, { week: '2026-03-30', sessions: 1 },
    ]);
    // Squat 2 sets 830 kg, bench 4 sets 2002.38, row 3 sets 1380; secondary muscles count half.
    expect(r.muscles.map((m) => [m.muscle, m.sets, m.volumeKg])).toEqual([
      ['chest', 4, 2002.38], ['lats', 3, 1380], ['upper_back', 3, 1380], ['front_delts', 2, 1001.19], ['triceps', 2, 1001.19],
      ['quads', 2, 830], ['biceps', 1.5, 690], ['glutes', 1, 415], ['hamstrings', 1, 415],
    ]);
    expect(r.muscles[0]!.name).toBe('Chest');
    expect(r.topExercises).toEqual([
      { actionId: bench, name: 'Fixture Bench', sets: 4, volumeKg: 2002.38 },
      { actionId: row, name: 'Fixture Row', sets: 3, volumeKg: 1380 },
      { actionId: squat, name: 'Fixture Squat', sets: 2, volumeKg: 830 },
    ]);
    // Best e1RM per day: bench 61.235 × (1 + 8/30) = 77.56, 60 × (1 + 10/30) = 80, 62.5 × (1 + 5/30) = 72.92; the edited squat 110 × 1.1 = 121.
    expect(r.e1rmTrend).toEqual([
      { actionId: bench, name: 'Fixture Bench', points: [{ date: '2026-03-02', e1rmKg: 77.6 }, { date: '2026-03-04', e1rmKg: 80 }, { date: '2026-03-20', e1rmKg: 72.9 }] },
      { actionId: row, name: 'Fixture Row', points: [{ date: '2026-03-01', e1rmKg: 66.7 }, { date: '2026-03-04', e1rmKg: 26.7 }, { date: '2026-03-31', e1rmKg: 76 }] },
      { actionId: squat, name: 'Fixture Squat', points: [{ date: '2026-03-02', e1rmKg: 121 }] },
    ]);
    // The standing records (personal_records) whose set was done in March, with the best before March
    // (squat 80 × 5 and 100 × 5; the deleted 200 × 1 counts nowhere; row's heaviest and e1RM are April's,
    // squat's most reps (5) was first done on 31 December, its best set volume (500) in February).
    const kg = (e: number) => ({ formula: e === 1 ? 'epley-1' : null });
    expect(r.prs.map(({ setId: _, name: __, ...p }) => p)).toEqual([
      { actionId: row, kind: 'most_reps', value: 10, previous: null, ...kg(0), weightKg: 50, reps: 10, repsRight: null, localDate: '2026-03-01' },
      { actionId: row, kind: 'best_set_volume', value: 500, previous: null, ...kg(0), weightKg: 50, reps: 10, repsRight: null, localDate: '2026-03-01' },
      { actionId: squat, kind: 'heaviest_weight', value: 110, previous: 100, ...kg(0), weightKg: 110, reps: 3, repsRight: null, localDate: '2026-03-02' },
      { actionId: squat, kind: 'best_e1rm', value: 121, previous: 116.7, ...kg(1), weightKg: 110, reps: 3, repsRight: null, localDate: '2026-03-02' },
      { actionId: bench, kind: 'best_e1rm', value: 80, previous: null, ...kg(1), weightKg: 60, reps: 10, repsRight: null, localDate: '2026-03-04' },
      { actionId: bench, kind: 'most_reps', value: 10, previous: null, ...kg(0), weightKg: 60, reps: 10, repsRight: null, localDate: '2026-03-04' },
      { actionId: bench, kind: 'best_set_volume', value: 600, previous: null, ...kg(0), weightKg: 60, reps: 10, repsRight: null, localDate: '2026-03-04' },
      { actionId: bench, kind: 'heaviest_weight', value: 62.5, previous: null, ...kg(0), weightKg: 62.5, reps: 5, repsRight: null, localDate: '2026-03-20' },
    ]);
    expect(r.prs.find((p) => p.kind === 'best_e1rm' && p.actionId === squat)!.name).toBe('Fixture Squat');
    // Scheduled 2, 4, 6, 9, 11 March (13 cancelled); done 2 and 4 (9's training was deleted).
    expect(r.compliance).toEqual({ scheduled: 5, done: 2 });
    expect(r.body).toEqual([{ measuredOn: '2026-03-05', chest: null, waist: 80, hip: null, height: null, weight: 70.5 }]);
  });

  it("names exercises and muscles in the reader's language", async () => {
    const r = (await month(t, f.trainee, { month: '2026-03' }, ZH)).data;
    expect(r.topExercises.map((e) => e.name)).toEqual(['夹具卧推', '夹具划船', '夹具深蹲']);
    expect(r.muscles[0]).toMatchObject({ muscle: 'chest', name: '胸肌' });
  });

  it('counts April from the set after local midnight, and a month with nothing as zeros', async () => {
    const april = (await month(t, f.trainee, { month: '2026-04' })).data;
    expect(april).toMatchObject({ sessions: 1, sets: 1, volumeKg: 350, durationSeconds: 1800, compliance: { scheduled: 0, done: 0 } });
    expect(april.previous).toEqual({ sessions: 5, sets: 9, volumeKg: 4212.38, durationSeconds: 10800 });
    // Row's records of April against every row before it: heaviest 60 (31 March), e1RM 60 × (1 + 8/30) = 76 (not 50 × 10's 66.7 nor the unilateral 26.7).
    expect(april.prs.map((p) => [p.actionId, p.kind, p.value, p.previous])).toEqual([[f.exercises.row, 'heaviest_weight', 70, 60], [f.exercises.row, 'best_e1rm', 81.7, 76]]);
    const empty = (await month(t, f.trainee, { month: '2027-02' })).data;
    expect(empty).toMatchObject({ sessions: 0, sets: 0, volumeKg: 0, durationSeconds: 0, days: [], muscles: [], topExercises: [], prs: [], e1rmTrend: [], body: [] });
    expect(empty.sessionsPerWeek.map((w) => w.week)).toEqual(['2027-02-01', '2027-02-08', '2027-02-15', '2027-02-22']);
    // The first and last months and years there are.
    expect((await month(t, f.trainee, { month: '9999-12' })).data.sessionsPerWeek.at(-1)).toEqual({ week: '9999-12-27', sessions: 0 });
    expect((await month(t, f.trainee, { month: '1970-01' })).data.sessionsPerWeek[0]).toEqual({ week: '1969-12-29', sessions: 0 });
    expect((await year(t, f.trainee, { year: '9999' })).data.months.at(-1)).toEqual({ month: '9999-12', sessions: 0, sets: 0, volumeKg: 0 });
    expect((await year(t, f.trainee, { year: '1970' })).httpStatus).toBe(200);
  });

  it('counts compliance only over the sessions scheduled to the member who joined mid-month', async () => {
    const r = (await month(t, f.lateJoiner, { month: '2026-03' })).data;
    // Their plan: 16, 23, 30 March; done 23. None of the team plan's earlier sessions are theirs.
    expect(r.compliance).toEqual({ scheduled: 3, done: 1 });
    expect(r).toMatchObject({ sessions: 1, sets: 1, volumeKg: 400 });
  });

  it("counts no compliance for sessions still ahead: the coach's rule (done of done + missed)", async () => {
    // Every Monday of May 2099 for the late joiner: all upcoming, so nothing is counted yet (not 0 of 4).
    const template = await makeTemplate(t, f.coach, 'Ahead');
    await publish(t, f.coach, { templateId: template.id, name: 'Far ahead', startDate: '2099-05-04', repeatWeeks: 4, weekdays: [1], traineeIds: [f.lateJoiner.id] });
    expect((await month(t, f.lateJoiner, { month: '2099-05' })).data.compliance).toEqual({ scheduled: 0, done: 0 });
    // Their coach reads the same figure.
    expect((await month(t, f.coach, { month: '2099-05', userId: String(f.lateJoiner.id) })).data.compliance).toEqual({ scheduled: 0, done: 0 });
  });

  it('adds up the year the same way, by month, with the year before', async () => {
    const res = await year(t, f.trainee, { year: '2026' });
    expect(res.httpStatus).toBe(200);
    const r = res.data;
    const { squat, bench, row } = f.exercises;
    // February 500 + March 4212.38 + April 350; time 2700 + 10800 + 1800.
    expect(r).toMatchObject({ year: 2026, sessions: 7, sets: 11, volumeKg: 5062.38, durationSeconds: 15300, trainingDays: 7, compliance: { scheduled: 5, done: 2 } });
    expect(r.previous).toEqual({ sessions: 1, sets: 1, volumeKg: 400, durationSeconds: 900 });
    expect(r.months.map((m) => [m.month, m.sessions, m.sets, m.volumeKg])).toEqual([
      ['2026-01', 0, 0, 0], ['2026-02', 1, 1, 500], ['2026-03', 5, 9, 4212.38], ['2026-04', 1, 1, 350],
      ...['05', '06', '07', '08', '09', '10', '11', '12'].map((m) => [`2026-${m}`, 0, 0, 0]),
    ]);
    expect(r.days.map((d) => d.date)).toEqual(['2026-02-10', '2026-03-01', '2026-03-02', '2026-03-04', '2026-03-20', '2026-03-31', '2026-04-01']);
    expect(r.muscles.map((m) => [m.muscle, m.sets, m.volumeKg])).toEqual([
      ['chest', 4, 2002.38], ['lats', 4, 1730], ['upper_back', 4, 1730], ['quads', 3, 1330], ['front_delts', 2, 1001.19], ['triceps', 2, 1001.19],
      ['biceps', 2, 865], ['glutes', 1.5, 665], ['hamstrings', 1.5, 665],
    ]);
    expect(r.topExercises.map((e) => [e.actionId, e.sets, e.volumeKg])).toEqual([[bench, 4, 2002.38], [row, 4, 1730], [squat, 3, 1330]]);
    // Every standing record but squat's most reps (31 December 2025); before 2026 only the squat's 80 × 5 (e1RM 93.33, volume 400).
    expect(r.prs.map((p) => [p.localDate, p.actionId, p.kind, p.value, p.previous])).toEqual([
      ['2026-02-10', squat, 'best_set_volume', 500, 400],
      ['2026-03-01', row, 'most_reps', 10, null], ['2026-03-01', row, 'best_set_volume', 500, null],
      ['2026-03-02', squat, 'heaviest_weight', 110, 80], ['2026-03-02', squat, 'best_e1rm', 121, 93.3],
      ['2026-03-04', bench, 'best_e1rm', 80, null], ['2026-03-04', bench, 'most_reps', 10, null], ['2026-03-04', bench, 'best_set_volume', 600, null],
      ['2026-03-20', bench, 'heaviest_weight', 62.5, null],
      ['2026-04-01', row, 'heaviest_weight', 70, null], ['2026-04-01', row, 'best_e1rm', 81.7, null],
    ]);
    expect(r.body?.map((b) => b.measuredOn)).toEqual(['2026-03-05', '2026-04-02']);
  });

  it("lets the member's coach read the reports (not their body data); others, the removed member's former coach and unknown people get not found", async () => {
    const own = (await month(t, f.trainee, { month: '2026-03' })).data;
    const coached = await month(t, f.coach, { month: '2026-03', userId: String(f.trainee.id) });
    expect(coached.httpStatus).toBe(200);
    expect({ ...coached.data, body: own.body }).toEqual(own);
    expect(coached.data.body).toBeNull();
    expect((await year(t, f.coach, { year: '2026', userId: String(f.trainee.id) })).data.sessions).toBe(7);
    expect((await history(t, f.coach, { userId: String(f.trainee.id) })).data.list).toHaveLength(8);
    expect((await month(t, f.trainee, { month: '2026-03', userId: String(f.trainee.id) })).data.sessions).toBe(5);
    const refused = [
      [f.otherCoach, f.trainee], [f.stranger, f.trainee], [f.trainee, f.lateJoiner], [f.coach, f.removed], [f.coach, { id: 2_000_000_000 }],
    ] as const;
    for (const [who, whose] of refused) {
      for (const res of [
        await month(t, who, { month: '2026-03', userId: String(whose.id) }),
        await year(t, who, { year: '2026', userId: String(whose.id) }),
        await history(t, who, { userId: String(whose.id) }),
      ]) expect([res.httpStatus, res.msg]).toEqual([404, 'data not found']);
    }
    // The removed member still reads their own.
    expect((await month(t, f.removed, { month: '2026-03' })).data.sessions).toBe(1);
  });

  it('refuses a bad month, year, keyword or cursor in the reader\'s language, never a 5xx', async () => {
    for (const query of [{ month: '2026-13' }, { month: '2026-3' }, { month: 'march' }, {}] as Record<string, string>[]) {
      const res = await month(t, f.trainee, query);
      expect(res.httpStatus, JSON.stringify(query)).toBe(400);
      expect(res.msg).toMatch(/month/);
      const zh = await month(t, f.trainee, query, ZH);
      expect(zh.httpStatus).toBe(400);
      expect(zh.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    for (const query of [{ year: '20x6' }, { year: '99999' }, { year: '1969' }, {}] as Record<string, string>[]) expect((await year(t, f.trainee, query)).httpStatus, JSON.stringify(query)).toBe(400);
    expect((await history(t, f.trainee, { keyword: 'x'.repeat(65) })).httpStatus).toBe(400);
    expect((await history(t, f.trainee, { cursor: 'not-a-cursor' })).httpStatus).toBe(400);
    expect((await history(t, f.trainee, { from: '2026-02-30' })).httpStatus).toBe(400);
  });

  it('searches the whole history by exercise name in either language, template, plan or training name, and dates', async () => {
    const { ids } = f;
    const found = async (query: Record<string, string>) => (await history(t, f.trainee, { size: '50', ...query })).data.list.map((s) => s.id);
    // Newest first (local date, then start).
    expect(await found({})).toEqual([ids.tApr, ids.tEnd, ids.m4, ids.m2, ids.m1, ids.t0, ids.f1, ids.y0]);
    expect(await found({ keyword: '夹具卧推' })).toEqual([ids.m4, ids.m2, ids.m1]);
    expect(await found({ keyword: 'FIXTURE bench' })).toEqual([ids.m4, ids.m2, ids.m1]);
    expect(await found({ keyword: '卧推' })).toEqual([ids.m4, ids.m2, ids.m1]);
    expect(await found({ keyword: 'Coach Upper' })).toEqual([ids.m2, ids.m1]);
    expect(await found({ keyword: 'strength block' })).toEqual([ids.m2, ids.m1]);
    expect(await found({ keyword: 'pump' })).toEqual([ids.m4]);
    expect(await found({ keyword: '%' })).toEqual([]);
    expect(await found({ keyword: '_' })).toEqual([]);
    expect(await found({ from: '2026-03-01', to: '2026-03-31' })).toEqual([ids.tEnd, ids.m4, ids.m2, ids.m1, ids.t0]);
    expect(await found({ keyword: 'row', from: '2026-03-02' })).toEqual([ids.tApr, ids.tEnd, ids.m2]);
    // The summary is training/list's.
    const first = (await history(t, f.trainee, { keyword: 'pump', withTotal: 'true' })).data;
    expect(first.total).toBe(1);
    expect(first.list[0]).toMatchObject({ name: 'Evening pump', localDate: '2026-03-20', sets: 1, volumeKg: 312.5, ownerId: f.trainee.id });
  });

  it('pages the history by keyset with no row twice and none skipped', async () => {
    const all = (await history(t, f.trainee, { size: '50' })).data.list.map((s) => s.id);
    for (const [size, keyword] of [['3', undefined], ['2', 'fixture'], ['1', '夹具']] as const) {
      const seen: string[] = [];
      let cursor: string | null | undefined;
      let pages = 0;
      do {
        const page = (await history(t, f.trainee, { size, ...(keyword ? { keyword } : {}), ...(cursor ? { cursor } : {}), ...(pages === 0 ? { withTotal: 'true' } : {}) })).data;
        if (pages === 0) expect(page.total).toBe(8);
        expect(page.list.length).toBeLessThanOrEqual(Number(size));
        seen.push(...page.list.map((s) => s.id));
        cursor = page.next;
        pages += 1;
      } while (cursor && pages < 20);
      expect(seen).toEqual(all);
      expect(pages).toBe(Math.ceil(8 / Number(size)));
    }
  });
});
