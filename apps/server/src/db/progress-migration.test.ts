import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeTrainee } from '../test/factories.ts';
import { ENGINES, useTestApp } from '../test/harness.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

const MIGRATION = '024-progress-rollups';
const BEFORE = Object.keys(migrations)[Object.keys(migrations).indexOf(MIGRATION) - 1]!;

describe.each(ENGINES)('migration 024 (rollups and personal records) on %s', (engine) => {
  const t = useTestApp(engine, { ownDatabase: true });

  it('makes the tables with one row per key, keeps doubles exactly; down removes them, up again makes them', async () => {
    const { db } = t.app.ctx;
    const raw = db as unknown as Kysely<unknown>;
    const me = await makeTrainee(t);
    const day = { owner_id: me.id, local_date: '2026-03-01', action_id: 7, sessions: 1, sets: 3, reps: 24, volume_kg: 2449.3968, best_e1rm_kg: 122.4698, heaviest_kg: 102.0582, most_reps: 6, best_set_volume_kg: 612.3492, e1rm_formula: 'epley-1', updated_at: '2026-03-01T10:00:00.000Z' };
    await db.insertInto('training_day_rollups').values(day).execute();
    await expect(db.insertInto('training_day_rollups').values(day).execute()).rejects.toThrow();
    expect(await db.selectFrom('training_day_rollups').selectAll().execute()).toEqual([day]);
    const record = { owner_id: me.id, action_id: 7, kind: 'best_e1rm', value: 122.4698, weight_kg: 102.0582, reps: 6, reps_right: null, set_id: 's1', session_id: 't1', local_date: '2026-03-01', achieved_at: '2026-03-01T09:00:00.000Z', formula: 'epley-1', updated_at: '2026-03-01T10:00:00.000Z' };
    await db.insertInto('personal_records').values(record).execute();
    await expect(db.insertInto('personal_records').values(record).execute()).rejects.toThrow();
    expect(await db.selectFrom('personal_records').selectAll().execute()).toEqual([record]);

    await migrateTo(raw, BEFORE);
    await expect(db.selectFrom('training_day_rollups').selectAll().execute()).rejects.toThrow();
    await expect(db.selectFrom('personal_records').selectAll().execute()).rejects.toThrow();
    await migrateToLatest(raw);
    expect(await db.selectFrom('training_day_rollups').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('personal_records').selectAll().execute()).toEqual([]);
  });
});
