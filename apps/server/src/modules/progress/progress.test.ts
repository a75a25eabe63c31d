import { calendarDay } from '@repwise/domain';
import { describe, expect, it } from 'vitest';
import { call, makeCoachWithTrainee, makeTrainee, phoneId, sessionOp, setOp, type Made } from '../../test/factories.ts';
import { close, figures, recomputed } from '../../test/figures.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';
import { rebuildAll } from './index.ts';

const PUSH = '/api-training/mp/training/sync/push';
const SQUAT = 11;
const BENCH = 12;
const LB = 0.45359237;

async function push(t: TestApp, who: Made, ops: unknown[]): Promise<void> {
  const res = await call<{ results: { status: string; msg?: string }[] }>(t, 'POST', PUSH, { token: who.token, body: { deviceId: 'phone', ops } });
  expect(res.status).toBe(200);
  expect(res.data.results.map((r) => r.status)).toEqual(ops.map(() => 'applied'));
}

describe.each(ENGINES)('figures kept as you go on %s', (engine) => {
  const t = useTestApp(engine);

  it('a hand-computed day: warm-up left out, pounds stored as kg, an edit, a deleted set, a deleted training, sets either side of UTC midnight on one local day', async () => {
    const me = await makeTrainee(t);
    const [t1, t2, t3] = [phoneId(), phoneId(), phoneId()] as const;
    const [warm, a, b, edited, gone, pounds, late, benchLate, next] = [phoneId(), phoneId(), phoneId(), phoneId(), phoneId(), phoneId(), phoneId(), phoneId(), phoneId()] as const;
    // Shanghai (+08:00): 2026-03-10 runs from 2026-03-09T16:00Z to 2026-03-10T16:00Z.
    const day = { localDate: '2026-03-10', timezone: 'Asia/Shanghai' };
    const squat = (id: string, session: string, at: string, weightKg: number, reps: number, more: Record<string, unknown> = {}) =>
      setOp(id, session, 1, { actionId: SQUAT, weightKg, reps, completedAt: at, localDate: '2026-03-10', ...more });
    await push(t, me, [
      sessionOp(t1, 1, { ...day, startedAt: '2026-03-09T22:00:00.000Z' }),
      squat(warm, t1, '2026-03-09T22:05:00.000Z', 40, 10, { setType: 'warmup' }),
      squat(a, t1, '2026-03-09T23:50:00.000Z', 100, 5),
      squat(b, t1, '2026-03-10T00:10:00.000Z', 100, 5),
      squat(edited, t1, '2026-03-10T00:20:00.000Z', 90, 8),
      squat(gone, t1, '2026-03-10T00:30:00.000Z', 120, 1),
      setOp(pounds, t1, 1, { actionId: BENCH, weightKg: 225 * LB, unit: 'lbs', reps: 3, completedAt: '2026-03-10T00:40:00.000Z', localDate: '2026-03-10' }),
    ]);
    // The edit and the delete come later, from the phone.
    await push(t, me, [
      setOp(edited, t1, 2, { actionId: SQUAT, weightKg: 110, reps: 3, completedAt: '2026-03-10T00:20:00.000Z', localDate: '2026-03-10' }),
      setOp(gone, t1, 2, { actionId: SQUAT, weightKg: 120, reps: 1, completedAt: '2026-03-10T00:30:00.000Z', localDate: '2026-03-10' }, 'delete'),
    ]);
    // A second training the same evening: counted while it lives.
    await push(t, me, [
      sessionOp(t2, 1, { ...day, startedAt: '2026-03-10T10:00:00.000Z' }),
      squat(late, t2, '2026-03-10T10:10:00.000Z', 60, 12),
      setOp(benchLate, t2, 1, { actionId: BENCH, weightKg: 50, reps: 10, completedAt: '2026-03-10T10:20:00.000Z', localDate: '2026-03-10' }),
    ]);
    expect((await figures(t, me.id)).days.find((d) => d.action_id === SQUAT)).toMatchObject({ sessions: 2, sets: 4, reps: 25, volume_kg: 2050 });
    await push(t, me, [sessionOp(t2, 2, { ...day, startedAt: '2026-03-10T10:00:00.000Z' }, 'delete')]);
    // The next day: a tie with the first day's 100 × 5.
    await push(t, me, [
      sessionOp(t3, 1, { localDate: '2026-03-11', timezone: 'Asia/Shanghai', startedAt: '2026-03-11T00:00:00.000Z', finishedAt: '2026-03-11T01:00:00.000Z' }),
      setOp(next, t3, 1, { actionId: SQUAT, weightKg: 100, reps: 5, completedAt: '2026-03-11T00:10:00.000Z', localDate: '2026-03-11' }),
    ]);

    const f = await figures(t, me.id);
    const base = { owner_id: me.id, e1rm_formula: 'epley-1' };
    expect(close(f.days)).toEqual(close([
      // squat: 100×5 + 100×5 + 110×3 (the edit; the warm-up, the deleted 120×1 and the deleted training's 60×12 left out)
      { ...base, local_date: '2026-03-10', action_id: SQUAT, sessions: 1, sets: 3, reps: 13, volume_kg: 1330, best_e1rm_kg: 121, heaviest_kg: 110, most_reps: 5, best_set_volume_kg: 500 },
      // 225 lb × 3 = 102.058 kg × 3; e1RM × 1.1
      { ...base, local_date: '2026-03-10', action_id: BENCH, sessions: 1, sets: 1, reps: 3, volume_kg: 306.1748, best_e1rm_kg: 112.2641, heaviest_kg: 102.0583, most_reps: 3, best_set_volume_kg: 306.1748 },
      { ...base, local_date: '2026-03-11', action_id: SQUAT, sessions: 1, sets: 1, reps: 5, volume_kg: 500, best_e1rm_kg: 116.6667, heaviest_kg: 100, most_reps: 5, best_set_volume_kg: 500 },
    ]));
    const record = (actionId: number, kind: string, value: number, setId: string, session: string, weightKg: number, reps: number, achievedAt: string, formula: string | null = null) =>
      ({ owner_id: me.id, action_id: actionId, kind, value, weight_kg: weightKg, reps, reps_right: null, set_id: setId, session_id: session, local_date: '2026-03-10', achieved_at: achievedAt, formula });
    expect(close(f.records)).toEqual(close([
      record(SQUAT, 'best_e1rm', 121, edited, t1, 110, 3, '2026-03-10T00:20:00.000Z', 'epley-1'),
      // 500 three times: the earliest set, on the UTC day before
      record(SQUAT, 'best_set_volume', 500, a, t1, 100, 5, '2026-03-09T23:50:00.000Z'),
      record(SQUAT, 'heaviest_weight', 110, edited, t1, 110, 3, '2026-03-10T00:20:00.000Z'),
      record(SQUAT, 'most_reps', 5, a, t1, 100, 5, '2026-03-09T23:50:00.000Z'),
      record(BENCH, 'best_e1rm', 112.2641, pounds, t1, 102.0583, 3, '2026-03-10T00:40:00.000Z', 'epley-1'),
      record(BENCH, 'best_set_volume', 306.1748, pounds, t1, 102.0583, 3, '2026-03-10T00:40:00.000Z'),
      record(BENCH, 'heaviest_weight', 102.0583, pounds, t1, 102.0583, 3, '2026-03-10T00:40:00.000Z'),
      record(BENCH, 'most_reps', 3, pounds, t1, 102.0583, 3, '2026-03-10T00:40:00.000Z'),
    ]));
    // The month: t1 (unfinished: no time) and t3 (an hour); the deleted t2 left out; the working sets of both days.
    expect(close(f.months)).toEqual(close([{ owner_id: me.id, month: '2026-03', sessions: 2, sets: 5, volume_kg: 1330 + 306.1748 + 500, duration_seconds: 3600, figures: 'month-1' }]));

    // The rebuild gives the same rows, twice; and puts back figures that were lost or wrong.
    await rebuildAll(t.app.ctx.db);
    expect(await figures(t, me.id)).toEqual(f);
    await t.app.ctx.db.deleteFrom('personal_records').where('owner_id', '=', me.id).where('action_id', '=', BENCH).execute();
    await t.app.ctx.db.updateTable('training_day_rollups').set({ sets: 99 }).where('owner_id', '=', me.id).execute();
    await t.app.ctx.db.updateTable('training_month_rollups').set({ sessions: 99 }).where('owner_id', '=', me.id).execute();
    await t.app.ctx.db.insertInto('training_day_rollups').values({ ...base, local_date: '2026-01-01', action_id: 1, sessions: 1, sets: 1, reps: 1, volume_kg: 1, best_e1rm_kg: null, heaviest_kg: null, updated_at: 'x' }).execute();
    const counts = await rebuildAll(t.app.ctx.db);
    expect(counts.trainees).toBeGreaterThanOrEqual(1);
    expect(await figures(t, me.id)).toEqual(f);
    await rebuildAll(t.app.ctx.db);
    expect(await figures(t, me.id)).toEqual(f);
  });

  it("record/prs answers an exercise's records in kind order with their sets; a coach reads a member's, a stranger gets not found; bad input is a 400", async () => {
    const { coach, trainee } = await makeCoachWithTrainee(t);
    const stranger = await makeTrainee(t);
    const training = phoneId();
    const [heavy, many] = [phoneId(), phoneId()];
    await push(t, trainee, [
      sessionOp(training, 1, { localDate: '2026-03-10', timezone: 'Asia/Shanghai', startedAt: '2026-03-10T01:00:00.000Z' }),
      setOp(heavy, training, 1, { actionId: SQUAT, weightKg: 140, reps: 2, completedAt: '2026-03-10T01:10:00.000Z', localDate: '2026-03-10' }),
      setOp(many, training, 1, { actionId: SQUAT, weightKg: 60, reps: 20, completedAt: '2026-03-10T01:20:00.000Z', localDate: '2026-03-10' }),
    ]);
    const prs = (who: Made, query: Record<string, string>) => call<{ actionId: number; list: Record<string, unknown>[] }>(t, 'GET', '/api-training/mp/record/prs', { token: who.token, query });
    const own = await prs(trainee, { actionId: String(SQUAT) });
    expect(own.httpStatus).toBe(200);
    expect(own.data.actionId).toBe(SQUAT);
    // 140 × 2: e1RM 149.33; 60 × 20: 1,200 kg, no e1RM (above 12 reps)
    expect(own.data.list.map((r) => [r.kind, close(r.value), r.setId, r.formula])).toEqual([
      ['heaviest_weight', 140, heavy, null], ['best_e1rm', close(140 * (1 + 2 / 30)), heavy, 'epley-1'], ['most_reps', 20, many, null], ['best_set_volume', 1200, many, null],
    ]);
    expect(own.data.list[0]).toEqual({ kind: 'heaviest_weight', value: 140, weightKg: 140, reps: 2, repsRight: null, setId: heavy, trainingId: training, localDate: '2026-03-10', achievedAt: '2026-03-10T01:10:00.000Z', formula: null });
    expect((await prs(coach, { actionId: String(SQUAT), userId: String(trainee.id) })).data).toEqual(own.data);
    expect((await prs(trainee, { actionId: String(BENCH) })).data).toEqual({ actionId: BENCH, list: [] });
    const refused = await prs(stranger, { actionId: String(SQUAT), userId: String(trainee.id) });
    expect([refused.httpStatus, refused.msg]).toEqual([404, 'data not found']);
    expect((await prs(trainee, { actionId: 'squat' })).httpStatus).toBe(400);
    expect((await prs(trainee, {})).httpStatus).toBe(400);
  });

  it("a coach's backfill writes the trainee's figures in its transaction", async () => {
    const { coach, trainee } = await makeCoachWithTrainee(t);
    const [squat] = await t.app.ctx.db.selectFrom('exercises').select('id').where('owner_id', 'is', null).orderBy('sort').limit(1).execute();
    const dayOf = calendarDay(new Date(Date.now() - 86_400_000), 'Asia/Shanghai')!;
    const session = { id: phoneId(), name: 'Squat day', localDate: dayOf, startedAt: `${dayOf}T07:00:00+08:00`, finishedAt: `${dayOf}T08:00:00+08:00`, timezone: 'Asia/Shanghai' };
    const sets = [{ id: phoneId(), actionId: squat!.id, weightKg: 80, unit: 'kg', reps: 5 }, { id: phoneId(), actionId: squat!.id, weightKg: 40, unit: 'kg', reps: 8, setType: 'warmup' }];
    const res = await call(t, 'POST', '/api-training/mp/training/backfill', { token: coach.token, body: { userId: trainee.id, session, sets } });
    expect(res.httpStatus).toBe(200);
    const f = await figures(t, trainee.id);
    expect(f.days).toEqual([{ owner_id: trainee.id, local_date: dayOf, action_id: squat!.id, sessions: 1, sets: 1, reps: 5, volume_kg: 400, best_e1rm_kg: 80 * (1 + 5 / 30), heaviest_kg: 80, most_reps: 5, best_set_volume_kg: 400, e1rm_formula: 'epley-1' }]);
    expect(f.records.map((r) => [r.kind, r.value, r.set_id])).toEqual([
      ['best_e1rm', 80 * (1 + 5 / 30), sets[0]!.id], ['best_set_volume', 400, sets[0]!.id], ['heaviest_weight', 80, sets[0]!.id], ['most_reps', 5, sets[0]!.id],
    ]);
    expect(close(f)).toEqual(close(await recomputed(t, trainee.id)));
  });
});
