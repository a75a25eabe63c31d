import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, makeTrainee, phoneId, sessionOp, setOp } from '../test/factories.ts';
import { ENGINES, useTestApp } from '../test/harness.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

const MIGRATION = '030-utc-times';
const BEFORE = Object.keys(migrations)[Object.keys(migrations).indexOf(MIGRATION) - 1]!;
const PUSH = '/api-training/mp/training/sync/push';

describe.each(ENGINES)('stored times are UTC with milliseconds (contract + migration 030) on %s', (engine) => {
  const t = useTestApp(engine, { ownDatabase: true });

  it('stores a pushed time with an offset as the same moment in UTC, so times sort as text', async () => {
    const trainee = await makeTrainee(t);
    const id = phoneId();
    const res = await call<{ results: { status: string }[] }>(t, 'POST', PUSH, {
      token: trainee.token,
      body: { deviceId: 'phone', ops: [
        sessionOp(id, 1, { startedAt: '2026-03-02T10:00:00+08:00', finishedAt: '2026-03-02T11:00:00+08:00', localDate: '2026-03-02' }),
        setOp(phoneId(), id, 1, { completedAt: '2026-03-02T10:05:00.5+08:00', localDate: '2026-03-02' }),
      ] },
    });
    expect(res.data.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const { db } = t.app.ctx;
    expect(await db.selectFrom('trainings').select(['started_at', 'finished_at']).where('id', '=', id).executeTakeFirst())
      .toEqual({ started_at: '2026-03-02T02:00:00.000Z', finished_at: '2026-03-02T03:00:00.000Z' });
    expect((await db.selectFrom('training_sets').select('completed_at').where('session_id', '=', id).executeTakeFirstOrThrow()).completed_at).toBe('2026-03-02T02:05:00.500Z');
  });

  it('rewrites times stored before in another shape and leaves canonical ones and rev alone', async () => {
    const trainee = await makeTrainee(t);
    const [offset, bare, canonical] = [phoneId(), phoneId(), phoneId()];
    await call(t, 'POST', PUSH, { token: trainee.token, body: { deviceId: 'phone', ops: [offset, bare, canonical].map((id) => sessionOp(id, 3, { finishedAt: '2026-11-20T09:00:00.000Z' })) } });
    const raw = t.app.ctx.db as unknown as Kysely<unknown>;
    await migrateTo(raw, BEFORE);
    const { db } = t.app.ctx;
    await db.updateTable('trainings').set({ started_at: '2026-11-20T16:00:00+08:00', finished_at: '2026-11-20T17:30:00-01:00' }).where('id', '=', offset).execute();
    await db.updateTable('trainings').set({ started_at: '2026-11-20T08:00:00Z' }).where('id', '=', bare).execute();
    await migrateToLatest(raw);
    const rows = await db.selectFrom('trainings').select(['id', 'started_at', 'finished_at', 'rev']).where('id', 'in', [offset, bare, canonical]).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(offset)).toMatchObject({ started_at: '2026-11-20T08:00:00.000Z', finished_at: '2026-11-20T18:30:00.000Z', rev: 3 });
    expect(byId.get(bare)).toMatchObject({ started_at: '2026-11-20T08:00:00.000Z', finished_at: '2026-11-20T09:00:00.000Z', rev: 3 });
    expect(byId.get(canonical)).toMatchObject({ started_at: '2026-11-20T08:00:00.000Z', finished_at: '2026-11-20T09:00:00.000Z', rev: 3 });
  });
});
