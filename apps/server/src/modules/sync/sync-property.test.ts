import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, makeTrainee, phoneId, sessionOp, setOp } from '../../test/factories.ts';
import { ENGINES, useTestApp } from '../../test/harness.ts';

/**
 * The recording guarantee (issue 12, acceptance 6): any order and any duplication of a batch
 * of ops leaves the same rows as applying each (id, highest rev) once.
 */

interface ModelOp {
  entity: 'session' | 'set';
  /** Index into the run's session or set ids. */
  slot: number;
  rev: number;
  op: 'upsert' | 'delete';
  /** What the revision says: a set's reps (one more: a set has at least one), a session's name. */
  value: number;
  /** For a set: which session it belongs to. */
  session: number;
}

const SESSIONS = 2;
const SETS = 5;

const modelOp = fc.record({
  entity: fc.constantFrom('session' as const, 'set' as const),
  slot: fc.nat({ max: SETS - 1 }),
  rev: fc.integer({ min: 1, max: 6 }),
  op: fc.constantFrom('upsert' as const, 'upsert' as const, 'delete' as const),
  value: fc.integer({ min: 0, max: 50 }),
  session: fc.nat({ max: SESSIONS - 1 }),
}).map((o): ModelOp => ({ ...o, slot: o.entity === 'session' ? o.slot % SESSIONS : o.slot }));

/** Distinct (entity, slot, rev): one device never makes two different versions of one revision. A set's session stays its first one. */
const batch = fc.uniqueArray(modelOp, { minLength: 1, maxLength: 20, selector: (o) => `${o.entity}:${o.slot}:${o.rev}` }).map((ops) => {
  const sessionOfSet = new Map<number, number>();
  return ops.map((o) => {
    if (o.entity === 'set' && !sessionOfSet.has(o.slot)) sessionOfSet.set(o.slot, o.session);
    return o.entity === 'set' ? { ...o, session: sessionOfSet.get(o.slot)! } : o;
  });
});

/** The delivered sequence: every op at least once, some repeated, in any order. */
const delivery = (ops: ModelOp[]) => fc.array(fc.nat({ max: ops.length - 1 }), { maxLength: 20 })
  .chain((repeats) => fc.shuffledSubarray([...ops.map((_, i) => i), ...repeats], { minLength: ops.length + repeats.length }))
  .map((indexes) => indexes.map((i) => ops[i]!));

describe.each(ENGINES)('sync push property on %s', (engine) => {
  const t = useTestApp(engine);

  it('any order and duplication of a batch gives the rows of each (id, highest rev) applied once', async () => {
    await fc.assert(fc.asyncProperty(batch.chain((ops) => fc.tuple(fc.constant(ops), delivery(ops))), async ([ops, delivered]) => {
      const me = await makeTrainee(t);
      const sessionIds = Array.from({ length: SESSIONS }, () => phoneId());
      const setIds = Array.from({ length: SETS }, () => phoneId());
      // Every session exists at rev 1 first; the batch's session revisions start at 2, so the base never wins.
      const base = sessionIds.map((id) => sessionOp(id, 1, { name: 'base' }));
      const wire = (o: ModelOp) => (o.entity === 'session'
        ? sessionOp(sessionIds[o.slot]!, o.rev + 1, { name: `s${o.value}` }, o.op)
        : setOp(setIds[o.slot]!, sessionIds[o.session]!, o.rev, { reps: o.value + 1 }, o.op));
      expect((await call(t, 'POST', '/api-training/mp/training/sync/push', { token: me.token, body: { deviceId: 'base', ops: base } })).status).toBe(200);
      const res = await call<{ results: { status: string }[] }>(t, 'POST', '/api-training/mp/training/sync/push', { token: me.token, body: { deviceId: 'phone', ops: delivered.map(wire) } });
      expect(res.data.results.every((r) => r.status !== 'rejected')).toBe(true);

      const expected = new Map<string, [number, number, string]>();
      for (const o of ops) {
        const id = o.entity === 'session' ? sessionIds[o.slot]! : setIds[o.slot]!;
        const rev = o.entity === 'session' ? o.rev + 1 : o.rev;
        if ((expected.get(id)?.[0] ?? 0) < rev) expected.set(id, [rev, o.op === 'delete' ? 1 : 0, o.entity === 'session' ? `s${o.value}` : String(o.value + 1)]);
      }
      for (const id of sessionIds) if (!expected.has(id)) expected.set(id, [1, 0, 'base']);
      const db = t.app.ctx.db;
      const [sessions, sets] = await Promise.all([
        db.selectFrom('trainings').select(['id', 'rev', 'deleted', 'name']).where('owner_id', '=', me.id).execute(),
        db.selectFrom('training_sets').select(['id', 'rev', 'deleted', 'reps']).where('owner_id', '=', me.id).execute(),
      ]);
      const stored = new Map<string, [number, number, string]>();
      for (const r of sessions) stored.set(r.id, [r.rev, r.deleted, r.name]);
      for (const r of sets) stored.set(r.id, [r.rev, r.deleted, String(r.reps)]);
      expect(stored).toEqual(expected);
    }), { numRuns: Number(process.env.SYNC_PROPERTY_RUNS ?? 30) });
  }, 120_000);
});
