import { addDays, isoWeekday, mondayOf } from '@repwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeamCoachRow, call, joinTeam, makeCoach, makeTeam, makeTrainee, personToday, phoneId, sessionOp, setOp, type Made } from '../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness.ts';

/**
 * The coach's reports against a hand-computed world. Day T is the trainees' today (everyone is
 * in Asia/Shanghai); T-n is n days before. Coach C manages teams A and B (one organisation);
 * O manages team X.
 *
 * M1 (in A since T-100), scheduled sessions and what became of them:
 *   done T-80 T-55 T-45 T-35 T-32 T-25 T-6; T-20 done by a training later deleted (so missed);
 *   missed T-10 T-3 T-1; cancelled T-4; today T (not done: not counted); upcoming T+2.
 *   Working sets (bench < squat < lunge by id): T-55 bench 105×1; T-25 bench 90×5, 95×3, squat 60×15;
 *   T-6 bench warm-up 40×10 (left out), 100×5, 100×5, squat 140×3, lunge 20 × 8 left + 10 right;
 *   the deleted T-20 bench 200×1 (left out). An unfinished training today (not in the feed).
 * M2 (in B since T-100): done T-50 T-40 T-12 T-10 T-8 T-5, missed T-2; squat 100×5 on T-8.
 * M3 (joined A on T-14): done T-45 T-20 T-15 T-12 T-9 T-7, missed T-3; bench 30×10 on T-20, 70×10 on T-9.
 * R (in A from T-40, removed on T-10): done T-15 T-5, missed T-12; bench 50×10 on T-15, 80×10 on T-5.
 * X1 (in X): one finished training.
 */

const FEED = '/api-training/mp/record/coach/feed';
const FEED_READ = '/api-training/mp/record/coach/feedRead';
const MEMBER = '/api-training/mp/statistics/member';
const TEAMS = '/api-training/mp/statistics/teams';
const OVERVIEW = '/api-training/mp/record/coach/overview';

const T = personToday();
const day = (n: number) => addDays(T, n);
const at = (n: number, time: string) => `${day(n)}T${time}.000Z`;

interface SetSpec { action: 'bench' | 'squat' | 'lunge'; kg: number; reps: number; right?: number; type?: string }
interface TrainingSpec { day: number; planned?: boolean; finished?: boolean; sets?: SetSpec[]; deleted?: boolean }

interface World {
  t: TestApp;
  coach: Made;
  teamCoach: Made;
  other: Made;
  m1: Made; m2: Made; m3: Made; removed: Made; x1: Made;
  teams: { a: number; b: number; x: number };
  actions: Record<SetSpec['action'], number>;
  /** Trainings by person and day. */
  trainings: Map<string, string>;
}

async function makeWorld(t: TestApp): Promise<World> {
  const db = t.app.ctx.db;
  const [coach, teamCoach, other, m1, m2, m3, removed, x1] = [
    await makeCoach(t, { nickName: 'Coach C' }), await makeCoach(t), await makeCoach(t),
    await makeTrainee(t, { nickName: 'M1' }), await makeTrainee(t, { nickName: 'M2' }), await makeTrainee(t, { nickName: 'M3' }), await makeTrainee(t, { nickName: 'R' }), await makeTrainee(t),
  ];
  const a = await makeTeam(t, coach, { name: 'Alpha' });
  const b = await makeTeam(t, coach, { name: 'Beta' });
  const x = await makeTeam(t, other, { name: 'Xeno' });
  await addTeamCoachRow(t, a, teamCoach);
  for (const [team, who] of [[a, m1], [b, m2], [a, m3], [a, removed], [x, x1]] as const) await joinTeam(t, team, who);
  const removal = await call(t, 'POST', '/api-training/mp/squad/removeMembers', { token: coach.token, body: { id: a.id, userIds: [removed.id] } });
  expect(removal.status).toBe(200);
  const joined = async (team: number, who: Made, n: number) =>
    db.updateTable('team_members').set({ joined_at: at(n, '04:00:00') }).where('team_id', '=', team).where('user_id', '=', who.id).execute();
  await joined(a.id, m1, -100);
  await joined(b.id, m2, -100);
  await joined(a.id, m3, -14);
  await joined(a.id, removed, -40);
  await db.updateTable('team_members').set({ left_at: at(-10, '04:00:00') }).where('team_id', '=', a.id).where('user_id', '=', removed.id).execute();

  const ids = (await db.selectFrom('exercises').select('id').where('owner_id', 'is', null).orderBy('id').limit(3).execute()).map((r) => r.id);
  const actions = { bench: ids[0]!, squat: ids[1]!, lunge: ids[2]! };
  const { organisation_id: org } = await db.selectFrom('teams').select('organisation_id').where('id', '=', a.id).executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const { id: planId } = await db.insertInto('plans').values({
    organisation_id: org, coach_id: coach.id, template_id: null, name: 'Fixture plan', type: '1', task_type: '1', time_period: '1', start_date: day(-100), end_date: day(10),
    repeat_weeks: 1, weekdays: '1', created_at: now, updated_at: now, cancelled_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  const trainings = new Map<string, string>();

  /** Scheduled sessions on these days (a cancelled one too), then the trainings, pushed as the phone does. */
  const record = async (who: Made, scheduled: number[], cancelled: number[], done: TrainingSpec[]) => {
    const sessionIds = new Map<number, number>();
    for (const n of [...scheduled, ...cancelled]) {
      const { id } = await db.insertInto('plan_sessions').values({
        plan_id: planId, organisation_id: org, trainee_id: who.id, date: day(n), name: 'Fixture', template_id: null, template_version_id: 0,
        cancelled_at: cancelled.includes(n) ? now : null, updated_at: now,
      }).returning('id').executeTakeFirstOrThrow();
      sessionIds.set(n, id);
    }
    const ops: unknown[] = [];
    const deletes: unknown[] = [];
    for (const spec of done) {
      const id = phoneId();
      trainings.set(`${who.id}:${spec.day}`, id);
      const fields = {
        name: `Day ${spec.day}`, localDate: day(spec.day), startedAt: at(spec.day, '01:00:00'), timezone: 'Asia/Shanghai',
        finishedAt: spec.finished === false ? null : at(spec.day, '02:00:00'), planSessionId: spec.planned === false ? null : sessionIds.get(spec.day) ?? null,
      };
      ops.push(sessionOp(id, 1, fields));
      (spec.sets ?? []).forEach((s, i) => ops.push(setOp(phoneId(), id, 1, {
        actionId: actions[s.action], weightKg: s.kg, reps: s.reps, repsRight: s.right ?? null, setType: s.type ?? 'normal', side: s.right === undefined ? 'both' : 'left',
        localDate: day(spec.day), completedAt: at(spec.day, `01:${String(10 + i).padStart(2, '0')}:00`),
      })));
      if (spec.deleted) deletes.push(sessionOp(id, 2, fields, 'delete'));
    }
    for (const batch of [ops, deletes]) {
      if (batch.length === 0) continue;
      const res = await call<{ results: { status: string; msg?: string }[] }>(t, 'POST', '/api-training/mp/training/sync/push', { token: who.token, body: { deviceId: 'fixture', ops: batch } });
      expect(res.data.results.filter((r) => r.status !== 'applied')).toEqual([]);
    }
  };

  await record(m1, [-80, -55, -45, -35, -32, -25, -20, -10, -6, -3, -1, 0, 2], [-4], [
    { day: -80 }, { day: -55, sets: [{ action: 'bench', kg: 105, reps: 1 }] }, { day: -45 }, { day: -35 }, { day: -32 },
    { day: -25, sets: [{ action: 'bench', kg: 90, reps: 5 }, { action: 'bench', kg: 95, reps: 3 }, { action: 'squat', kg: 60, reps: 15 }] },
    { day: -20, sets: [{ action: 'bench', kg: 200, reps: 1 }], deleted: true },
    { day: -6, sets: [
      { action: 'bench', kg: 40, reps: 10, type: 'warmup' }, { action: 'bench', kg: 100, reps: 5 }, { action: 'bench', kg: 100, reps: 5 },
      { action: 'squat', kg: 140, reps: 3 }, { action: 'lunge', kg: 20, reps: 8, right: 10 },
    ] },
    { day: 0, planned: false, finished: false },
  ]);
  await record(m2, [-50, -40, -12, -10, -8, -5, -2], [], [
    { day: -50 }, { day: -40 }, { day: -12 }, { day: -10 }, { day: -8, sets: [{ action: 'squat', kg: 100, reps: 5 }] }, { day: -5 },
  ]);
  await record(m3, [-45, -20, -15, -12, -9, -7, -3], [], [
    { day: -45 }, { day: -20, sets: [{ action: 'bench', kg: 30, reps: 10 }] }, { day: -15 }, { day: -12 }, { day: -9, sets: [{ action: 'bench', kg: 70, reps: 10 }] }, { day: -7 },
  ]);
  await record(removed, [-15, -12, -5], [], [{ day: -15, sets: [{ action: 'bench', kg: 50, reps: 10 }] }, { day: -5, sets: [{ action: 'bench', kg: 80, reps: 10 }] }]);
  await record(x1, [], [], [{ day: -3, planned: false }]);

  // Six days of body data: the latest five come back, newest first.
  for (const n of [-60, -50, -40, -30, -20, -10]) {
    await db.insertInto('body_measurements').values({ user_id: m1.id, measured_on: day(n), chest: null, waist: 80 + n / 10, hip: null, height: 175, weight: 70 + n / 10, updated_at: now }).execute();
  }
  return { t, coach, teamCoach, other, m1, m2, m3, removed, x1, teams: { a: a.id, b: b.id, x: x.id }, actions, trainings };
}

interface FeedItem { trainee: { id: number; nickName: string }; training: { id: string; localDate: string; finishedAt: string; durationSeconds: number; sets: number; volumeKg: number }; rating: number | null; comment: string | null; coachComment: string | null; unread: boolean }
interface Page { list: FeedItem[]; next: string | null; total: number | null }

describe.each(ENGINES)('coach reports on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    w = await makeWorld(await startTestApp(engine));
  }, 120_000);
  afterAll(async () => w?.t.close());

  const get = <T>(url: string, who: Made, query: Record<string, string>, lang?: string) => call<T>(w.t, 'GET', url, { token: who.token, query, ...(lang ? { lang } : {}) });

  /** Every page of the coach's feed, `size` at a time. */
  async function wholeFeed(who: Made, size: number): Promise<{ items: FeedItem[]; pages: number }> {
    const items: FeedItem[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: Awaited<ReturnType<typeof get<Page>>> = await get<Page>(FEED, who, { size: String(size), ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      items.push(...res.data.list);
      cursor = res.data.next;
      pages += 1;
    } while (cursor !== null);
    return { items, pages };
  }

  describe('statistics/member', () => {
    it('answers compliance 7/30/90, needs attention, weekly volume, e1RM trends, records, body data and last trainings of M1', async () => {
      const res = await get<Record<string, unknown>>(MEMBER, w.coach, { userId: String(w.m1.id), days: '30' });
      expect(res.status).toBe(200);
      const s = res.data as {
        today: string; compliance: unknown[]; needsAttention: unknown; volumeByWeek: { week: string; sets: number; volumeKg: number }[];
        e1rmTrends: { actionId: number; sets: number; points: unknown[] }[]; prs: unknown[]; bodyData: { measuredOn: string }[]; lastTrainings: { localDate: string; sets: number; volumeKg: number; durationSeconds: number }[];
      };
      expect(s.today).toBe(T);
      // 7 days [T-6, T]: T-6 done, T-3 and T-1 missed (T-4 cancelled, today not yet done).
      // 30 days: T-25, T-6 done; T-20 (training deleted), T-10, T-3, T-1 missed. 90 days: 7 of 11.
      expect(s.compliance).toEqual([
        { days: 7, scheduled: 3, done: 1, rate: 0.3333 },
        { days: 30, scheduled: 6, done: 2, rate: 0.3333 },
        { days: 90, scheduled: 11, done: 7, rate: 0.6364 },
      ]);
      // The last two (T-3, T-1) were missed; 2/6 against 4/4 the 30 days before.
      expect(s.needsAttention).toEqual({ value: true, missedTwoInARow: true, complianceDrop: true });
      // Working volume by day: T-55 105; T-25 450 + 285 + 900 = 1635; T-6 1000 + 420 + 20 × 18 = 1780 (the warm-up and the deleted training left out).
      const byDay: [number, number, number][] = [[-55, 1, 105], [-25, 3, 1635], [-6, 4, 1780]];
      const monday = (d: string) => addDays(d, 1 - isoWeekday(d));
      const expected = Array.from({ length: 12 }, (_, i) => addDays(monday(T), (i - 11) * 7)).map((week) => {
        const hits = byDay.filter(([n]) => monday(day(n)) === week);
        return { week, sets: hits.reduce((x, [, sets]) => x + sets, 0), volumeKg: hits.reduce((x, [, , kg]) => x + kg, 0) };
      });
      expect(s.volumeByWeek).toEqual(expected);
      expect(s.volumeByWeek.reduce((x, r) => x + r.volumeKg, 0)).toBe(105 + 1635 + 1780);
      // Period [T-29, T]: bench 4 working sets, squat 2, lunge 1. Bench T-25: max(90×(1+5/30)=105, 95×1.1=104.5); T-6: 100×(1+5/30)=116.7.
      expect(s.e1rmTrends).toEqual([
        { actionId: w.actions.bench, name: expect.any(String), sets: 4, points: [{ date: day(-25), e1rmKg: 105 }, { date: day(-6), e1rmKg: 116.7 }] },
        { actionId: w.actions.squat, name: expect.any(String), sets: 2, points: [{ date: day(-6), e1rmKg: 154 }] },
        { actionId: w.actions.lunge, name: expect.any(String), sets: 1, points: [{ date: day(-6), e1rmKg: 26.7 }] },
      ]);
      // Records (domain personalRecords: per exercise and kind, the set that first reached the best) reached in the period, newest first.
      // Bench: heaviest 105 is T-55's (before the period); the deleted 200 kg holds nothing; most reps 5 first on T-25 (90×5).
      // Squat: most reps 15 and best set volume 900 are T-25's 60×15. Lunge counts its better side: 10 reps.
      const pr = (action: keyof World['actions'], kind: string, value: number, weightKg: number, reps: number, n: number, repsRight: number | null = null) =>
        ({ actionId: w.actions[action], name: expect.any(String), kind, value, weightKg, reps, repsRight, localDate: day(n) });
      expect(s.prs).toEqual([
        pr('bench', 'best_e1rm', 116.7, 100, 5, -6), pr('bench', 'best_set_volume', 500, 100, 5, -6),
        pr('squat', 'heaviest_weight', 140, 140, 3, -6), pr('squat', 'best_e1rm', 154, 140, 3, -6),
        pr('lunge', 'heaviest_weight', 20, 20, 8, -6, 10), pr('lunge', 'best_e1rm', 26.7, 20, 8, -6, 10), pr('lunge', 'most_reps', 10, 20, 8, -6, 10), pr('lunge', 'best_set_volume', 360, 20, 8, -6, 10),
        pr('bench', 'most_reps', 5, 90, 5, -25),
        pr('squat', 'most_reps', 15, 60, 15, -25), pr('squat', 'best_set_volume', 900, 60, 15, -25),
      ]);
      expect(s.bodyData.map((b) => b.measuredOn)).toEqual([-10, -20, -30, -40, -50].map(day));
      expect(s.bodyData[0]).toMatchObject({ waist: 79, weight: 69, height: 175, chest: null });
      // Finished, not deleted, newest first: T-6, T-25, T-32, T-35, T-45 (today's is unfinished, T-20's deleted).
      expect(s.lastTrainings.map((t) => t.localDate)).toEqual([-6, -25, -32, -35, -45].map(day));
      expect(s.lastTrainings[0]).toMatchObject({ sets: 4, volumeKg: 1780, durationSeconds: 3600 });
    });

    it('takes the period of trends and records from days', async () => {
      const res = await get<{ days: number; e1rmTrends: { actionId: number; sets: number }[]; prs: unknown[] }>(MEMBER, w.coach, { userId: String(w.m1.id), days: '7' });
      expect(res.data.days).toBe(7);
      // [T-6, T]: bench 2, squat 1, lunge 1 (ties: lower id first).
      expect(res.data.e1rmTrends.map((t) => [t.actionId, t.sets])).toEqual([[w.actions.bench, 2], [w.actions.squat, 1], [w.actions.lunge, 1]]);
      // The eight records of T-6; T-25's are outside [T-6, T].
      expect(res.data.prs).toHaveLength(8);
      const ninety = await get<{ prs: { kind: string; actionId: number; localDate: string }[] }>(MEMBER, w.coach, { userId: String(w.m1.id), days: '90' });
      expect(ninety.data.prs).toHaveLength(12);
      expect(ninety.data.prs.at(-1)).toMatchObject({ actionId: w.actions.bench, kind: 'heaviest_weight', localDate: day(-55) });
    });

    it('needs no attention when the last two were not both missed and compliance fell by less than a fifth (M3: 5/6 against 1/1)', async () => {
      const res = await get<{ compliance: unknown[]; needsAttention: unknown }>(MEMBER, w.coach, { userId: String(w.m3.id) });
      expect(res.data.needsAttention).toEqual({ value: false, missedTwoInARow: false, complianceDrop: false });
      expect(res.data.compliance).toEqual([
        { days: 7, scheduled: 1, done: 0, rate: 0 },
        { days: 30, scheduled: 6, done: 5, rate: 0.8333 },
        { days: 90, scheduled: 7, done: 6, rate: 0.8571 },
      ]);
    });

    it('needs attention when compliance fell by exactly a fifth (M2: 4/5 against 2/2), not for one missed session', async () => {
      const res = await get<{ needsAttention: unknown }>(MEMBER, w.coach, { userId: String(w.m2.id) });
      expect(res.data.needsAttention).toEqual({ value: true, missedTwoInARow: false, complianceDrop: true });
    });

    it('is for a coach of the member only: another coach, a stranger, the member, a removed member\'s coach get "not found"', async () => {
      const stranger = await makeTrainee(w.t);
      for (const [who, member] of [[w.other, w.m1], [stranger, w.m1], [w.m1, w.m1], [w.coach, w.removed], [w.coach, w.x1]] as const) {
        expect(await get(MEMBER, who, { userId: String(member.id) })).toMatchObject({ httpStatus: 404, msg: 'data not found' });
      }
      expect((await get(MEMBER, w.teamCoach, { userId: String(w.m1.id) })).status).toBe(200);
      expect((await get(MEMBER, w.other, { userId: String(w.x1.id) })).status).toBe(200);
    });

    it.each([['14'], ['0'], ['x']])('refuses days=%s', async (days) => {
      expect(await get(MEMBER, w.coach, { userId: String(w.m1.id), days })).toMatchObject({ httpStatus: 400, msg: 'Invalid value for days' });
    });
  });

  describe('statistics/teams', () => {
    it('compares two teams over a period, each member on the days they were a member', async () => {
      const res = await get<{ from: string; to: string; teams: Record<string, unknown>[] }>(TEAMS, w.coach, { squadIds: `${w.teams.a},${w.teams.b}`, from: day(-29), to: T });
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ from: day(-29), to: T });
      const [a, b] = res.data.teams as { id: number; perMember: { id: number }[] }[];
      // Members in id order (M1, M3, R). A: M1 6 scheduled, 2 done; M3 from T-14: T-12, T-9, T-7 done, T-3 missed; R until T-10: T-15 done, T-12 missed.
      // Volume: M1 1635 + 1780; M3 700 (T-20's 300 before joining); R 500 (T-5's 800 after removal).
      // Records: M1 the 11 of the period; M3 heaviest, e1RM, set volume on T-9 (most reps 10 was first on T-20, before joining);
      // R: most reps 10 on T-15 (a member then); the others on T-5, after removal.
      expect({ ...a, perMember: undefined }).toEqual({
        id: w.teams.a, name: 'Alpha', members: 3, compliance: { scheduled: 12, done: 6, rate: 0.5 }, volumeKg: 4615, volumePerMemberKg: 1538.33, prs: 15, perMember: undefined,
      });
      expect(a!.perMember).toEqual([
        expect.objectContaining({ id: w.m1.id, scheduled: 6, done: 2, sets: 7, volumeKg: 3415, prs: 11 }),
        expect.objectContaining({ id: w.m3.id, scheduled: 4, done: 3, sets: 1, volumeKg: 700, prs: 3 }),
        expect.objectContaining({ id: w.removed.id, scheduled: 2, done: 1, sets: 1, volumeKg: 500, prs: 1 }),
      ]);
      expect({ ...b, perMember: undefined }).toEqual({
        id: w.teams.b, name: 'Beta', members: 1, compliance: { scheduled: 5, done: 4, rate: 0.8 }, volumeKg: 500, volumePerMemberKg: 500, prs: 4, perMember: undefined,
      });
    });

    it('refuses a third team with its own message in both languages (400, not 5xx)', async () => {
      const squadIds = `${w.teams.a},${w.teams.b},${w.teams.x}`;
      expect(await get(TEAMS, w.coach, { squadIds })).toMatchObject({ httpStatus: 400, status: 400, msg: 'Choose at most two teams to compare', data: null });
      expect(await get(TEAMS, w.coach, { squadIds }, 'zh-Hans')).toMatchObject({ httpStatus: 400, msg: '最多选择两个团队进行对比' });
    });

    it('answers "not found" for a team the caller does not coach', async () => {
      expect(await get(TEAMS, w.coach, { squadIds: `${w.teams.a},${w.teams.x}` })).toMatchObject({ httpStatus: 404, msg: 'data not found' });
      expect(await get(TEAMS, w.other, { squadIds: String(w.teams.a) })).toMatchObject({ httpStatus: 404 });
      expect(await get(TEAMS, w.m1, { squadIds: String(w.teams.a) })).toMatchObject({ httpStatus: 404 });
      expect((await get(TEAMS, w.teamCoach, { squadIds: String(w.teams.a) })).status).toBe(200);
    });

    it.each([
      [{ squadIds: 'a,b' }, 'squadIds'], [{ squadIds: '' }, 'squadIds'], [{ squadIds: '1', from: day(0), to: day(-1) }, 'from'], [{ squadIds: '1', from: day(-400), to: day(0) }, 'to'],
    ])('refuses %j', async (query, field) => {
      const q = { ...query, squadIds: query.squadIds === '1' ? String(w.teams.a) : query.squadIds };
      expect(await get(TEAMS, w.coach, q)).toMatchObject({ httpStatus: 400, msg: `Invalid value for ${field}` });
    });
  });

  it("counts pounds as kg and a set just after the member's midnight on their day, not the UTC day", async () => {
    const { t } = w;
    const coach = await makeCoach(t);
    const team = await makeTeam(t, coach, { name: 'Pounds' });
    const lifter = await makeTrainee(t);
    await joinTeam(t, team, lifter);
    await t.app.ctx.db.updateTable('team_members').set({ joined_at: at(-30, '04:00:00') }).where('team_id', '=', team.id).execute();
    // 00:30 in Shanghai on T-1 is 16:30 UTC on T-2. 225 lb = 102.05828325 kg; × 5 = 510.29 kg; e1RM × (1 + 5/30) = 119.07.
    const id = phoneId();
    const lb225 = 225 * 0.45359237;
    const utc = `${day(-2)}T16:30:00.000Z`;
    const res = await call<{ results: { status: string }[] }>(t, 'POST', '/api-training/mp/training/sync/push', { token: lifter.token, body: { deviceId: 'lb', ops: [
      sessionOp(id, 1, { name: 'Midnight', localDate: day(-1), startedAt: utc, finishedAt: `${day(-2)}T17:00:00.000Z`, timezone: 'Asia/Shanghai' }),
      setOp(phoneId(), id, 1, { actionId: w.actions.squat, weightKg: lb225, unit: 'lbs', reps: 5, localDate: day(-1), completedAt: utc }),
    ] } });
    expect(res.msg).toBe('success');
    expect(res.data.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const stats = await get<{ volumeByWeek: { week: string; sets: number; volumeKg: number }[]; e1rmTrends: { points: { date: string; e1rmKg: number }[] }[] }>(MEMBER, coach, { userId: String(lifter.id), days: '7' });
    expect(stats.data.volumeByWeek.filter((v) => v.sets > 0)).toEqual([{ week: mondayOf(day(-1)), sets: 1, volumeKg: 510.29 }]);
    expect(stats.data.e1rmTrends.map((tr) => tr.points)).toEqual([[{ date: day(-1), e1rmKg: 119.1 }]]);
    const compared = await get<{ teams: { volumeKg: number }[] }>(TEAMS, coach, { squadIds: String(team.id), from: day(-1), to: day(-1) });
    expect(compared.data.teams[0]!.volumeKg).toBe(510.29);
    // On the UTC day (T-2) there is nothing.
    expect((await get<{ teams: { volumeKg: number }[] }>(TEAMS, coach, { squadIds: String(team.id), from: day(-2), to: day(-2) })).data.teams[0]!.volumeKg).toBe(0);
  });

  describe('record/coach/overview', () => {
    it("answers each team's compliance over 7, 30 and 90 days, members over their membership days, and who needs attention", async () => {
      const res = await get<{ teams: unknown[]; needsAttention: { member: { id: number }; teamIds: number[] }[] }>(OVERVIEW, w.coach, {});
      expect(res.status).toBe(200);
      // A, 7 days [T-6, T]: M1 3/1, M3 T-3 missed, R none (left on T-10). 30 days: M1 6/2, M3 4/3, R 2/1.
      // 90 days: M1 11/7, M3 still only from T-14 (4/3), R T-15 and T-12 (2/1). Members now: M1 and M3.
      // B (M2): 7 days T-5 done, T-2 missed; 30 days 4 of 5; 90 days 6 of 7.
      expect(res.data.teams).toEqual([
        { id: w.teams.a, name: 'Alpha', members: 2, compliance: [
          { days: 7, scheduled: 4, done: 1, rate: 0.25 }, { days: 30, scheduled: 12, done: 6, rate: 0.5 }, { days: 90, scheduled: 17, done: 11, rate: 0.6471 },
        ] },
        { id: w.teams.b, name: 'Beta', members: 1, compliance: [
          { days: 7, scheduled: 2, done: 1, rate: 0.5 }, { days: 30, scheduled: 5, done: 4, rate: 0.8 }, { days: 90, scheduled: 7, done: 6, rate: 0.8571 },
        ] },
      ]);
      // M1 (both rules) and M2 (compliance down exactly a fifth); not M3, nor R (removed).
      expect(res.data.needsAttention).toEqual([
        { member: expect.objectContaining({ id: w.m1.id, nickName: 'M1' }), teamIds: [w.teams.a], missedTwoInARow: true, complianceDrop: true },
        { member: expect.objectContaining({ id: w.m2.id }), teamIds: [w.teams.b], missedTwoInARow: false, complianceDrop: true },
      ]);
    });

    it("shows a further coach their team only, another coach theirs, a trainee nothing", async () => {
      const theirs = await get<{ teams: { id: number }[]; needsAttention: { member: { id: number } }[] }>(OVERVIEW, w.teamCoach, {});
      expect(theirs.data.teams.map((t) => t.id)).toEqual([w.teams.a]);
      expect(theirs.data.needsAttention.map((n) => n.member.id)).toEqual([w.m1.id]);
      const other = await get<{ teams: { id: number }[]; needsAttention: unknown[] }>(OVERVIEW, w.other, {});
      expect(other.data.teams.map((t) => t.id)).toEqual([w.teams.x]);
      expect(other.data.needsAttention).toEqual([]);
      expect((await get(OVERVIEW, w.m1, {})).data).toEqual({ teams: [], needsAttention: [] });
    });
  });

  describe('record/coach/feed', () => {
    it('lists the finished trainings of the members of my teams now, newest finished first, in keyset pages without repeats', async () => {
      const { items, pages } = await wholeFeed(w.coach, 5);
      // M1: 7 finished (T-20 deleted, today's unfinished); M2: 6; M3: 6. R (removed) and X1 (another coach's) are not there.
      expect(items).toHaveLength(19);
      expect(pages).toBe(4);
      expect(new Set(items.map((i) => i.training.id)).size).toBe(19);
      expect(new Set(items.map((i) => i.trainee.id))).toEqual(new Set([w.m1.id, w.m2.id, w.m3.id]));
      const keys = items.map((i) => [i.training.finishedAt, i.training.id] as const);
      expect(keys).toEqual([...keys].sort((x, y) => (x[0] === y[0] ? y[1].localeCompare(x[1]) : y[0].localeCompare(x[0]))));
      const first = items[0]!;
      expect(first).toMatchObject({ trainee: { id: w.m2.id, nickName: 'M2' }, training: { localDate: day(-5), durationSeconds: 3600, sets: 0, volumeKg: 0 }, unread: true });
      const m1Day6 = items.find((i) => i.training.id === w.trainings.get(`${w.m1.id}:-6`))!;
      expect(m1Day6.training).toMatchObject({ sets: 4, volumeKg: 1780 });
      const total = await get<Page>(FEED, w.coach, { size: '50', withTotal: 'true' });
      expect(total.data).toMatchObject({ total: 19, next: null });
    });

    it('is empty for a coach of no team and a trainee; refuses a forged cursor', async () => {
      expect((await get<Page>(FEED, await makeCoach(w.t), {})).data).toEqual({ list: [], next: null, total: null });
      expect((await get<Page>(FEED, w.m1, {})).data.list).toEqual([]);
      expect(await get(FEED, w.coach, { cursor: 'bm90LWEta2V5' })).toMatchObject({ httpStatus: 400, msg: 'Invalid value for cursor' });
    });

    it('marks read for the coach who opened them only, and shows the quick reply', async () => {
      const mine = [w.trainings.get(`${w.m1.id}:-6`)!, w.trainings.get(`${w.m3.id}:-9`)!];
      const outside = [w.trainings.get(`${w.removed.id}:-15`)!, w.trainings.get(`${w.x1.id}:-3`)!];
      const marked = await call<{ marked: number }>(w.t, 'POST', FEED_READ, { token: w.coach.token, body: { ids: [...mine, ...outside] } });
      expect(marked).toMatchObject({ status: 200, data: { marked: 2 } });
      expect((await call<{ marked: number }>(w.t, 'POST', FEED_READ, { token: w.coach.token, body: { ids: mine } })).data.marked).toBe(2);
      const reply = await call(w.t, 'POST', '/api-training/mp/training/comment', { token: w.coach.token, body: { id: mine[0], comment: 'Strong bench' } });
      expect(reply.status).toBe(200);
      const { items } = await wholeFeed(w.coach, 50);
      expect(items.filter((i) => !i.unread).map((i) => i.training.id).sort()).toEqual([...mine].sort());
      expect(items.find((i) => i.training.id === mine[0])).toMatchObject({ coachComment: 'Strong bench' });
      // Team A's other coach has read nothing, and sees only team A's members.
      const theirs = await wholeFeed(w.teamCoach, 50);
      expect(theirs.items.every((i) => i.unread)).toBe(true);
      expect(new Set(theirs.items.map((i) => i.trainee.id))).toEqual(new Set([w.m1.id, w.m3.id]));
      // Another coach marks nothing of team A.
      expect((await call<{ marked: number }>(w.t, 'POST', FEED_READ, { token: w.other.token, body: { ids: mine } })).data.marked).toBe(0);
    });
  });
});
