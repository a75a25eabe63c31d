import type { PlanDetail, SessionToTrain } from '@repwise/contracts';
import { isoWeekday, plannedTrainingId } from '@repwise/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, makeCoachWithTrainee, makeTemplate, phoneId, sessionOp, setOp, personToday, type Made } from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';

/** Issue 23, acceptance 1, 2 and 12: one training per scheduled session, and today's sessions say where they stand. */

const TRAINING = '/api-training/mp/training';
type Result = { id: string; status: string };
type Change = { entity: string; id: string; op: string; fields: { sessionId?: string } };
type Today = { today: (SessionToTrain & { result: { sets: number; volumeKg: number; finishedAt: string | null } | null })[]; unfinished: { id: string }[] };

const push = (t: TestApp, who: Made, ops: unknown[], deviceId: string) =>
  call<{ results: Result[] }>(t, 'POST', `${TRAINING}/sync/push`, { token: who.token, body: { deviceId, ops } });

/** A coach's plan of one session today for their trainee; the session's id. */
async function sessionToday(t: TestApp): Promise<{ trainee: Made; planSessionId: number; today: string }> {
  const { coach, trainee } = await makeCoachWithTrainee(t);
  const template = await makeTemplate(t, coach);
  const today = personToday();
  const plan = await call<PlanDetail>(t, 'POST', '/api-training/mp/plan/publish', {
    token: coach.token,
    body: { templateId: template.id, name: 'Today', type: '1', taskType: '1', startDate: today, timePeriod: '1', repeatWeeks: 1, weekdays: [isoWeekday(today)], traineeIds: [trainee.id] },
  });
  return { trainee, planSessionId: plan.data.sessions[0]!.id, today };
}

async function liveTrainings(t: TestApp, ownerId: number) {
  return t.app.ctx.db.selectFrom('trainings').select(['id', 'plan_session_id']).where('owner_id', '=', ownerId).where('deleted', '=', 0).execute();
}

async function liveSets(t: TestApp, ownerId: number) {
  return t.app.ctx.db.selectFrom('training_sets').select(['id', 'session_id']).where('owner_id', '=', ownerId).where('deleted', '=', 0).execute();
}

describe.each(ENGINES)('one training per scheduled session on %s', (engine) => {
  const t = useTestApp(engine);

  it('two phones that start a session under its derived id meet in one training with the sets of both', async () => {
    const { trainee, planSessionId, today } = await sessionToday(t);
    const id = plannedTrainingId(planSessionId);
    const fields = { planSessionId, localDate: today };
    const [a, b] = [phoneId(), phoneId()];
    await push(t, trainee, [sessionOp(id, 1, { ...fields, startedAt: `${today}T01:00:00.000Z` }), setOp(a, id, 1, { localDate: today })], 'phone-a');
    await push(t, trainee, [sessionOp(id, 1, { ...fields, startedAt: `${today}T01:02:00.000Z` }), setOp(b, id, 1, { localDate: today })], 'phone-b');
    expect(await liveTrainings(t, trainee.id)).toEqual([{ id, plan_session_id: planSessionId }]);
    expect((await liveSets(t, trainee.id)).map((s) => [s.id, s.session_id]).sort()).toEqual([[a, id], [b, id]].sort());
  });

  it('a session started under another id while it has its training is merged into it: the sets land there and the phone pulls the merge', async () => {
    const { trainee, planSessionId, today } = await sessionToday(t);
    const kept = plannedTrainingId(planSessionId);
    await push(t, trainee, [sessionOp(kept, 1, { planSessionId, localDate: today })], 'phone-a');
    const since = (await call<{ next: number }>(t, 'GET', `${TRAINING}/sync/pull`, { token: trainee.token })).data.next;

    const other = phoneId();
    const [first, second] = [phoneId(), phoneId()];
    const res = await push(t, trainee, [sessionOp(other, 1, { planSessionId, localDate: today }), setOp(first, other, 1, { localDate: today })], 'old-app');
    expect(res.data.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    // A set sent later into the merged id, in a batch of its own, follows it too.
    expect((await push(t, trainee, [setOp(second, other, 1, { localDate: today })], 'old-app')).data.results[0]!.status).toBe('applied');
    // The merged id's later edits change nothing of the kept training.
    await push(t, trainee, [sessionOp(other, 2, { planSessionId, localDate: today, name: 'Renamed' })], 'old-app');

    expect(await liveTrainings(t, trainee.id)).toEqual([{ id: kept, plan_session_id: planSessionId }]);
    expect((await liveSets(t, trainee.id)).map((s) => s.session_id)).toEqual([kept, kept]);
    // Pulled by the very phone that sent them: what the server changed comes back (issue 29 §2 leaves out only rows stored as sent).
    const pulled = await call<{ changes: Change[] }>(t, 'GET', `${TRAINING}/sync/pull`, { token: trainee.token, query: { since: String(since), deviceId: 'old-app' } });
    expect(pulled.data.changes.find((c) => c.id === other)).toMatchObject({ entity: 'session', op: 'delete' });
    expect(pulled.data.changes.filter((c) => c.entity === 'set').map((c) => c.fields.sessionId)).toEqual([kept, kept]);
    expect((await t.app.ctx.db.selectFrom('trainings').select('name').where('id', '=', kept).executeTakeFirstOrThrow()).name).toBe('Upper A');
  });

  it('training/today: today before the start, under way with its result, done once finished; no second Start', async () => {
    const { trainee, planSessionId, today } = await sessionToday(t);
    const todayOf = async () => (await call<Today>(t, 'GET', `${TRAINING}/today`, { token: trainee.token, query: { date: today } })).data;
    expect((await todayOf()).today.map((s) => [s.status, s.trainingId, s.result])).toEqual([['today', null, null]]);

    const id = plannedTrainingId(planSessionId);
    await push(t, trainee, [sessionOp(id, 1, { planSessionId, localDate: today }), setOp(phoneId(), id, 1, { localDate: today, weightKg: 50, reps: 10 })], 'phone-a');
    const underWay = await todayOf();
    expect(underWay.today[0]).toMatchObject({ status: 'today', trainingId: id, result: { sets: 1, volumeKg: 500, finishedAt: null } });
    expect(underWay.unfinished.map((u) => u.id)).toEqual([id]);

    await push(t, trainee, [sessionOp(id, 2, { planSessionId, localDate: today, finishedAt: `${today}T09:00:00.000Z`, rating: 4 })], 'phone-a');
    const done = await todayOf();
    expect(done.today[0]).toMatchObject({ status: 'done', trainingId: id, result: { sets: 1, volumeKg: 500, rating: 4 } });
    expect(done.unfinished).toEqual([]);
  });

  it('any interleaving of two phones\' pushes leaves one training for the session and every set once', async () => {
    // Each phone: its session op (under the derived id, or an old app's own id) and its sets, sent in batches in any order, some twice.
    const phone = fc.record({ ownId: fc.boolean(), sets: fc.integer({ min: 0, max: 3 }) });
    await fc.assert(fc.asyncProperty(phone, phone, fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), fc.infiniteStream(fc.nat()), async (pa, pb, cuts, picks) => {
      const { trainee, planSessionId, today } = await sessionToday(t);
      const phones = [pa, pb].map((p, i) => {
        const sessionId = p.ownId ? phoneId() : plannedTrainingId(planSessionId);
        const sets = Array.from({ length: p.sets }, () => phoneId());
        const ops = [sessionOp(sessionId, 1, { planSessionId, localDate: today }), ...sets.map((s) => setOp(s, sessionId, 1, { localDate: today }))];
        return { device: `phone-${i}`, ops, sets };
      });
      // Both phones' ops as one queue each; every step sends the next one or two ops of a phone, or repeats an op already sent.
      const sent = phones.map(() => 0);
      const pick = picks[Symbol.iterator]();
      for (const cut of cuts) {
        const p = cut % 2;
        const phoneOps = phones[p]!.ops;
        const from = sent[p]! < phoneOps.length ? sent[p]! : (pick.next().value as number) % phoneOps.length;
        const batch = phoneOps.slice(from, from + 1 + (cut % 3 === 0 ? 1 : 0));
        sent[p] = Math.max(sent[p]!, from + batch.length);
        expect((await push(t, trainee, batch, phones[p]!.device)).httpStatus).toBe(200);
      }
      // Then each phone sends what it has not yet sent, as its outbox would.
      for (const [p, { ops, device }] of phones.entries()) if (sent[p]! < ops.length) await push(t, trainee, ops.slice(sent[p]), device);

      const live = await liveTrainings(t, trainee.id);
      expect(live).toHaveLength(1);
      const sets = await liveSets(t, trainee.id);
      expect(sets.map((s) => s.id).sort()).toEqual(phones.flatMap((p) => p.sets).sort());
      expect(new Set(sets.map((s) => s.session_id))).toEqual(new Set(sets.length ? [live[0]!.id] : []));
    }), { numRuns: Number(process.env.SYNC_PROPERTY_RUNS ?? 15) });
  }, 120_000);
});
