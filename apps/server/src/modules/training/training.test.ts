import type { PlanDetail, TrainingDetail } from '@repwise/contracts';
import { addDays, isoWeekday } from '@repwise/domain';
import { describe, expect, it } from 'vitest';
import { call, makeCoach, makeCoachWithTrainee, makeTemplate, makeTrainee, phoneId, sessionOp, setOp, personToday, type Made } from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';

const TRAINING = '/api-training/mp/training';
const ZH = 'zh-CN';

type Result = { id: string; rev: number; status: string; msg?: string; serverSeq: number | null };
type Change = { entity: string; id: string; rev: number; op: string; fields: Record<string, unknown>; serverSeq: number };

const push = (t: TestApp, who: Made, ops: unknown[], deviceId = 'phone-a', lang?: string) =>
  call<{ results: Result[] }>(t, 'POST', `${TRAINING}/sync/push`, { token: who.token, body: { deviceId, ops }, ...(lang ? { lang } : {}) });
const pull = (t: TestApp, who: Made, since = 0, size = 200) =>
  call<{ changes: Change[]; next: number; more: boolean }>(t, 'GET', `${TRAINING}/sync/pull`, { token: who.token, query: { since: String(since), size: String(size) } });
const get = <T>(t: TestApp, who: Made, path: string, query: Record<string, string> = {}) => call<T>(t, 'GET', `${TRAINING}/${path}`, { token: who.token, query });

describe.each(ENGINES)('recorded training on %s', (engine) => {
  const t = useTestApp(engine);

  it('records a session and its sets once: a repeat or an older revision is stale, a newer one applies; pull brings the current state', async () => {
    const me = await makeTrainee(t);
    const session = phoneId();
    const set = phoneId();
    const first = await push(t, me, [setOp(set, session, 1), sessionOp(session, 1)]);
    expect(first.data.results.map((r) => [r.id, r.status])).toEqual([[set, 'applied'], [session, 'applied']]);
    const again = await push(t, me, [sessionOp(session, 1), setOp(set, session, 1)]);
    expect(again.data.results.map((r) => r.status)).toEqual(['stale', 'stale']);
    expect(again.data.results[1]!.serverSeq).toBe(first.data.results[0]!.serverSeq);

    expect((await push(t, me, [setOp(set, session, 3, { reps: 10, effort: 4, unit: 'lbs', weightKg: 45.359 })])).data.results[0]!.status).toBe('applied');
    expect((await push(t, me, [setOp(set, session, 2, { reps: 1 })])).data.results[0]!.status).toBe('stale');
    expect(await t.app.ctx.db.selectFrom('training_sets').select(['reps', 'rev', 'unit', 'weight_kg']).execute()).toEqual([{ reps: 10, rev: 3, unit: 'lbs', weight_kg: 45.359 }]);

    const changes = await pull(t, me);
    expect(changes.data.changes.map((c) => [c.entity, c.id, c.rev])).toEqual([['session', session, 1], ['set', set, 3]]);
    expect(changes.data.more).toBe(false);
    const later = await pull(t, me, changes.data.next);
    expect(later.data.changes).toEqual([]);

    expect((await push(t, me, [setOp(set, session, 4, {}, 'delete')])).data.results[0]!.status).toBe('applied');
    const deleted = await pull(t, me, changes.data.next);
    expect(deleted.data.changes.map((c) => [c.id, c.op, c.rev])).toEqual([[set, 'delete', 4]]);
    expect((await pull(t, me, 0, 1)).data).toMatchObject({ more: true, changes: [{ id: session }] });
    // Each applied change took its own number of the server sequence.
    const seqs = [...(await t.app.ctx.db.selectFrom('trainings').select('server_seq').where('owner_id', '=', me.id).execute()), ...(await t.app.ctx.db.selectFrom('training_sets').select('server_seq').where('owner_id', '=', me.id).execute())];
    expect(new Set(seqs.map((r) => Number(r.server_seq))).size).toBe(seqs.length);
  });

  it('breaks an equal revision by device id, the same winner in either order', async () => {
    const me = await makeTrainee(t);
    const session = phoneId();
    await push(t, me, [sessionOp(session, 1)]);
    const set = phoneId();
    await push(t, me, [setOp(set, session, 2, { reps: 5 })], 'device-b');
    expect((await push(t, me, [setOp(set, session, 2, { reps: 7 })], 'device-a')).data.results[0]!.status).toBe('stale');
    const other = phoneId();
    await push(t, me, [setOp(other, session, 2, { reps: 7 })], 'device-a');
    expect((await push(t, me, [setOp(other, session, 2, { reps: 5 })], 'device-b')).data.results[0]!.status).toBe('applied');
    const rows = await t.app.ctx.db.selectFrom('training_sets').select(['id', 'reps', 'device_id']).execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.reps, r.device_id]]))).toEqual({ [set]: [5, 'device-b'], [other]: [5, 'device-b'] });
  });

  it("rejects a set into someone else's session and into a planned session before its date, with the reason, applying the rest", async () => {
    const { coach, trainee } = await makeCoachWithTrainee(t);
    const stranger = await makeTrainee(t);
    const theirs = phoneId();
    await push(t, stranger, [sessionOp(theirs, 1)]);

    const template = await makeTemplate(t, coach);
    const tomorrow = addDays(personToday(), 1);
    const plan = (await call<PlanDetail>(t, 'POST', '/api-training/mp/plan/publish', {
      token: coach.token,
      body: { templateId: template.id, name: 'Tomorrow', type: '1', taskType: '1', startDate: tomorrow, timePeriod: '1', repeatWeeks: 1, weekdays: [isoWeekday(tomorrow)], traineeIds: [trainee.id] },
    })).data;
    const planned = plan.sessions[0]!;
    const mine = phoneId();
    const early = phoneId();
    const ops = [
      setOp(phoneId(), theirs, 1), sessionOp(theirs, 2, { name: 'hijack' }), sessionOp(mine, 1),
      setOp(phoneId(), mine, 1), sessionOp(early, 1, { planSessionId: planned.id, localDate: personToday() }), setOp(phoneId(), phoneId(), 1),
      sessionOp(phoneId(), 1, { planSessionId: 999999 }),
    ];
    const res = await push(t, trainee, ops);
    expect(res.data.results.map((r) => [r.status, r.msg])).toEqual([
      ['rejected', 'data not found'], ['rejected', 'data not found'], ['applied', undefined], ['applied', undefined],
      ['rejected', 'Training cannot start without exercises or before its date'], ['rejected', 'The set belongs to a training that has not been recorded yet'],
      ['rejected', 'data not found'],
    ]);
    expect((await push(t, trainee, [ops[4]], 'phone-a', ZH)).data.results[0]!.msg).toBe('没有动作或未到训练日期时不能开始训练');
    expect((await t.app.ctx.db.selectFrom('trainings').select('name').where('id', '=', theirs).executeTakeFirstOrThrow()).name).toBe('Upper A');
    // On its day the planned session is recorded like any other.
    expect((await push(t, trainee, [sessionOp(early, 1, { planSessionId: planned.id, localDate: tomorrow })])).data.results[0]!.status).toBe('applied');
  });

  it('refuses a set of no reps on either side, with the reason; a delete of one still applies', async () => {
    const me = await makeTrainee(t);
    const session = phoneId();
    const [empty, left] = [phoneId(), phoneId()];
    const res = await push(t, me, [sessionOp(session, 1), setOp(empty, session, 1, { reps: 0, weightKg: 0 }), setOp(left, session, 1, { reps: 0, repsRight: 5 })]);
    expect(res.data.results.map((r) => [r.status, r.msg])).toEqual([['applied', undefined], ['rejected', 'A set needs at least one rep'], ['applied', undefined]]);
    expect((await push(t, me, [setOp(empty, session, 1, { reps: 0 })], 'phone-a', ZH)).data.results[0]!.msg).toBe('一组至少要有 1 次');
    expect((await push(t, me, [setOp(left, session, 2, { reps: 0 }, 'delete')])).data.results[0]!.status).toBe('applied');
  });

  it('history is whole: every training, however old, page by page newest first; a bad cursor is refused', async () => {
    const { coach, trainee } = await makeCoachWithTrainee(t);
    // 25 trainings over 400 days, two on one day (ordered by their start), pushed in no order.
    const days = Array.from({ length: 24 }, (_, i) => addDays('2026-11-20', -i * 17));
    const made = [...days.map((day) => ({ id: phoneId(), day, start: `${day}T07:00:00.000Z` })), { id: phoneId(), day: days[3]!, start: `${days[3]}T18:00:00.000Z` }];
    await push(t, trainee, [...made].reverse().map((m) => sessionOp(m.id, 1, { localDate: m.day, startedAt: m.start })));
    const expected = [...made].sort((a, b) => b.day.localeCompare(a.day) || b.start.localeCompare(a.start)).map((m) => m.id);

    for (const [who, query] of [[trainee, {}], [coach, { userId: String(trainee.id) }]] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let total: number | null = null;
      do {
        const page: { data: { list: { id: string }[]; next: string | null; total: number | null } } = await get(t, who, 'list', { ...query, size: '10', ...(cursor ? { cursor } : { withTotal: 'true' }) });
        seen.push(...page.data.list.map((r) => r.id));
        total ??= page.data.total;
        cursor = page.data.next;
      } while (cursor);
      expect(seen).toEqual(expected);
      expect(total).toBe(25);
    }
    expect((await get(t, trainee, 'list', { cursor: 'bm90LWEta2V5' })).httpStatus).toBe(400);
    // A range still narrows it.
    expect((await get<{ list: unknown[] }>(t, trainee, 'list', { from: days[1]!, to: days[0]! })).data.list).toHaveLength(2);
  });

  it('refuses bad input as a whole with a 400, storing nothing', async () => {
    const me = await makeTrainee(t);
    const session = phoneId();
    for (const ops of [
      [sessionOp('not-a-uuid', 1)], [sessionOp(session, 0)], [setOp(phoneId(), session, 1, { effort: 6 })], [setOp(phoneId(), session, 1, { unit: 'stone' })],
      [sessionOp(session, 1, { localDate: '20-11-2026' })], [], Array.from({ length: 201 }, () => sessionOp(phoneId(), 1)),
    ]) {
      const res = await push(t, me, ops);
      expect(res.httpStatus).toBe(400);
    }
    expect(await t.app.ctx.db.selectFrom('trainings').select('id').execute()).toEqual([]);
  });

  it("backfills a past session; history, today, the coach's view and the coach's reply", async () => {
    const { coach, trainee } = await makeCoachWithTrainee(t);
    const past = phoneId();
    const at = '2026-10-01';
    await push(t, trainee, [
      sessionOp(past, 2, { localDate: at, startedAt: `${at}T07:00:00.000Z`, finishedAt: `${at}T08:00:00.000Z`, rating: 4, comment: 'Heavy day' }),
      ...[[100, 1], [80, 5], [50, 15]].map(([weightKg, reps], i) => setOp(phoneId(), past, 1, { localDate: at, weightKg, reps, completedAt: `${at}T07:0${i}:00.000Z` })),
    ]);
    const open = phoneId();
    await push(t, trainee, [sessionOp(open, 1, { localDate: personToday() })]);

    const history = await get<{ list: { id: string; sets: number; volumeKg: number; bestE1rmKg: number | null; recordedBy: number | null }[] }>(t, trainee, 'list', { from: '2026-09-01' });
    expect(history.data.list.find((s) => s.id === past)).toMatchObject({ sets: 3, volumeKg: 100 + 400 + 750, bestE1rmKg: 100, recordedBy: null });
    const today = await get<{ unfinished: { id: string }[] }>(t, trainee, 'today');
    expect(today.data.unfinished.map((u) => u.id)).toEqual([open]);

    const seen = await get<TrainingDetail>(t, coach, 'get', { id: past });
    expect(seen.data).toMatchObject({ rating: 4, comment: 'Heavy day', sets: 3, planned: null });
    expect(seen.data.recorded.map((s) => s.e1rmKg)).toEqual([100, expect.closeTo(93.33, 2), null]);
    // Without a plan, the exercises are named by the library, in the reader's language.
    const inChinese = await call<TrainingDetail>(t, 'GET', `${TRAINING}/get`, { token: coach.token, query: { id: past }, lang: ZH });
    expect(inChinese.data.exercises.map((e) => e.id)).toEqual([...new Set(seen.data.recorded.map((s) => s.actionId))]);
    expect(inChinese.data.exercises[0]!.name).toMatch(/[\u4e00-\u9fff]/);
    expect(seen.data.exercises[0]!.name).toMatch(/^[A-Za-z]/);
    expect((await get<{ list: unknown[] }>(t, coach, 'list', { userId: String(trainee.id), from: '2026-09-01' })).data.list).toHaveLength(2);

    const { next } = (await pull(t, trainee)).data;
    const replied = await call<{ coachComment: string }>(t, 'POST', `${TRAINING}/comment`, { token: coach.token, body: { id: past, comment: 'Well done' } });
    expect(replied.data.coachComment).toBe('Well done');
    const after = await pull(t, trainee, next);
    expect(after.data.changes.map((c) => [c.id, c.fields.coachComment])).toEqual([[past, 'Well done']]);
    // A later edit by the trainee keeps the coach's reply.
    await push(t, trainee, [sessionOp(past, 3, { localDate: at, startedAt: `${at}T07:00:00.000Z`, rating: 5 })]);
    expect((await get<TrainingDetail>(t, trainee, 'get', { id: past })).data).toMatchObject({ rating: 5, coachComment: 'Well done' });

    const otherCoach = await makeCoach(t);
    const stranger = await makeTrainee(t);
    for (const who of [otherCoach, stranger]) {
      expect((await get(t, who, 'get', { id: past })).httpStatus).toBe(404);
      expect((await get(t, who, 'list', { userId: String(trainee.id) })).httpStatus).toBe(404);
      expect((await call(t, 'POST', `${TRAINING}/comment`, { token: who.token, body: { id: past, comment: 'x' } })).httpStatus).toBe(404);
    }
    expect((await call(t, 'POST', `${TRAINING}/comment`, { token: trainee.token, body: { id: past, comment: 'self' } })).httpStatus).toBe(404);
  });
});
