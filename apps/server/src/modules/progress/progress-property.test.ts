import { calendarDay } from '@repwise/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, makeCoachWithTrainee, phoneId, sessionOp, setOp } from '../../test/factories.ts';
import { ENGINES, useTestApp } from '../../test/harness.ts';
import { close, figures, recomputed } from '../../test/figures.ts';

/**
 * Issue 25 acceptance 3: after any sequence of pushes (new rows, edits that move a set to
 * another day, exercise or training, deletes of sets and of trainings, stale revisions, a
 * training brought back, a training's day moved to another month or its length changed) and a
 * coach's backfill, the kept figures (day and month rollups, records) equal a recompute from
 * the base rows.
 */
const SESSIONS = 3;
const SETS = 6;
const ZONE = 'Asia/Shanghai';

type Op =
  | { entity: 'session'; slot: number; day: number; minutes: number | null; del: boolean; stale: boolean }
  | { entity: 'set'; slot: number; session: number; day: number; action: number; setType: string; weightKg: number; reps: number; repsRight: number | null; minute: number; del: boolean; stale: boolean };

const sessionOpArb = fc.record({
  entity: fc.constant('session' as const), slot: fc.nat({ max: SESSIONS - 1 }), day: fc.nat({ max: 2 }), minutes: fc.option(fc.nat({ max: 120 })), del: fc.boolean(), stale: fc.constant(false),
});
const setOpArb = fc.record({
  entity: fc.constant('set' as const), slot: fc.nat({ max: SETS - 1 }), session: fc.nat({ max: SESSIONS - 1 }), day: fc.nat({ max: 2 }), action: fc.nat({ max: 1 }),
  setType: fc.constantFrom('normal', 'normal', 'warmup', 'stretch', 'decrease'), weightKg: fc.constantFrom(0, 20, 60, 100, 102.5, 225 * 0.45359237),
  reps: fc.integer({ min: 1, max: 15 }), repsRight: fc.option(fc.integer({ min: 0, max: 15 }), { freq: 4 }), minute: fc.nat({ max: 5 }),
  del: fc.boolean(), stale: fc.boolean(),
});
const pushArb = fc.array(fc.oneof({ arbitrary: setOpArb, weight: 3 }, { arbitrary: sessionOpArb, weight: 1 }), { minLength: 1, maxLength: 6 });
const backfillArb = fc.record({ at: fc.nat({ max: 5 }), day: fc.nat({ max: 2 }), sets: fc.array(fc.record({ action: fc.nat({ max: 1 }), weightKg: fc.constantFrom(40, 60, 100), reps: fc.integer({ min: 1, max: 14 }) }), { minLength: 1, maxLength: 3 }) });

describe.each(ENGINES)('figures property on %s', (engine) => {
  const t = useTestApp(engine);

  it('after any pushes, edits, deletes and a backfill the rollups and records equal a recompute from the base rows', async () => {
    const actions = (await t.app.ctx.db.selectFrom('exercises').select('id').where('owner_id', 'is', null).orderBy('sort').limit(2).execute()).map((r) => r.id);
    await fc.assert(fc.asyncProperty(fc.array(pushArb, { minLength: 1, maxLength: 6 }), fc.option(backfillArb), async (pushes, backfill) => {
      const { coach, trainee } = await makeCoachWithTrainee(t);
      // Two days of one month and one of an earlier month: a move between them changes two month rollups.
      const days = [1, 2, 40].map((ago) => calendarDay(new Date(Date.now() - ago * 86_400_000), ZONE)!);
      const sessionIds = Array.from({ length: SESSIONS }, () => phoneId());
      const setIds = Array.from({ length: SETS }, () => phoneId());
      const revs = new Map<string, number>();
      const nextRev = (id: string, stale: boolean) => {
        const rev = (revs.get(id) ?? 0) + (stale && revs.has(id) ? 0 : 1);
        revs.set(id, rev);
        return rev;
      };
      const wire = (o: Op) => {
        const day = days[o.day]!;
        if (o.entity === 'session') {
          const id = sessionIds[o.slot]!;
          const startedAt = `${day}T07:00:00+08:00`;
          const finishedAt = o.minutes === null ? null : new Date(Date.parse(startedAt) + o.minutes * 60_000).toISOString();
          return sessionOp(id, nextRev(id, o.stale), { localDate: day, timezone: ZONE, startedAt, finishedAt }, o.del ? 'delete' : 'upsert');
        }
        const id = setIds[o.slot]!;
        return setOp(id, sessionIds[o.session]!, nextRev(id, o.stale), {
          actionId: actions[o.action]!, setType: o.setType, weightKg: o.weightKg, reps: o.reps, repsRight: o.repsRight, localDate: day,
          // Minutes either side of local midnight's neighbour: 23:5x UTC the day before is the same Shanghai day.
          completedAt: new Date(Date.parse(`${day}T07:5${o.minute}:00+08:00`)).toISOString(),
        }, o.del ? 'delete' : 'upsert');
      };
      for (const [i, ops] of pushes.entries()) {
        if (backfill && backfill.at === i) await backfillOnce(backfill);
        const res = await call(t, 'POST', '/api-training/mp/training/sync/push', { token: trainee.token, body: { deviceId: 'phone', ops: ops.map(wire) } });
        expect(res.status).toBe(200);
      }
      if (backfill && backfill.at >= pushes.length) await backfillOnce(backfill);
      expect(close(await figures(t, trainee.id))).toEqual(close(await recomputed(t, trainee.id)));

      async function backfillOnce(b: NonNullable<typeof backfill>) {
        const day = days[b.day]!;
        const session = { id: phoneId(), name: 'Backfilled', localDate: day, startedAt: `${day}T07:00:00+08:00`, finishedAt: `${day}T08:00:00+08:00`, timezone: ZONE };
        const sets = b.sets.map((s) => ({ id: phoneId(), actionId: actions[s.action]!, weightKg: s.weightKg, unit: 'kg', reps: s.reps }));
        const res = await call(t, 'POST', '/api-training/mp/training/backfill', { token: coach.token, body: { userId: trainee.id, session, sets } });
        expect(res.httpStatus).toBe(200);
      }
    }), { numRuns: Number(process.env.PROGRESS_PROPERTY_RUNS ?? 25) });
  }, 180_000);
});
