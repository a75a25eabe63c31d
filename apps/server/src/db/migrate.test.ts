import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { login } from '../test/factories.ts';
import { ENGINES, startTestApp, useTestApp } from '../test/harness.ts';
import { prepareDatabase } from '../seed/index.ts';
import { migrateDown, migrateTo, migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

const TABLES = ['users', 'sessions', 'user_activity', 'exercises', 'exercise_muscle_groups', 'templates', 'template_texts', 'idempotency_keys', 'seed_state', 'teams', 'team_codes', 'team_members', 'team_member_tags'] as const;

describe.each(ENGINES)('migrations on %s', (engine) => {
  const t = useTestApp(engine, { ownDatabase: true });

  it('go down to nothing and up again', async () => {
    const { db } = t.app.ctx;
    const untyped = db as Kysely<unknown>;
    await login(t);
    await migrateDown(untyped);
    for (const table of TABLES) {
      await expect(db.selectFrom(table).selectAll().execute(), table).rejects.toThrow();
    }
    await migrateToLatest(untyped);
    for (const table of TABLES) expect(await db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    await prepareDatabase(db);
    expect((await db.selectFrom('exercises').select('id').execute()).length).toBe(208);
    expect((await db.selectFrom('template_texts').select('template_id').execute()).length).toBe(12);
    await login(t);
    expect(await db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('move a 005 database’s exercises and templates to join tables and the search index (006)', async () => {
    const { db } = t.app.ctx;
    const untyped = db as Kysely<unknown>;
    const me = await login(t);
    await migrateTo(untyped, '005-idempotency-answers');
    const { id: ownerId } = await db.selectFrom('users').select('id').where('mobile', '=', me.mobile).executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await sql`insert into exercises (official_key, owner_id, name_en, name_zh, search_text, key_points_en, key_points_zh, type, equipment, range_of_motion,
      compound, primary_muscles, secondary_muscles, muscle_groups, movement_patterns, performance_features, injury_prevention_features, intensity_unit,
      quantity_unit, share_code, sort, created_at, updated_at)
      values (null, ${ownerId}, 'Old Row', '旧式划船', 'old row 旧式划船', '[]', '[]', 'strength', 'cable', 'full', 1, '["lats"]', '["biceps","lats"]', ',back,arms,',
      '["horizontal_pull"]', '[]', '[]', 'kg', 'reps', 'old-share-code-1', 0, ${at}, ${at})`.execute(db);
    await migrateToLatest(untyped);
    await prepareDatabase(db);
    const res = await t.app.inject({ method: 'GET', url: `/api-training/mp/training/action/list?scope=mine&keyword=${encodeURIComponent('划船')}&muscleGroup=back`, headers: { token: me.token } });
    expect(res.json().data.list).toMatchObject([{ nameEn: 'Old Row', primaryMuscles: ['lats'], secondaryMuscles: ['biceps'], movementPatterns: ['horizontal_pull'], muscleGroups: expect.arrayContaining(['back', 'arms']) }]);
  });

  it('are a no-op when already at the latest', async () => {
    const { db } = t.app.ctx;
    await login(t);
    await migrateToLatest(db as Kysely<unknown>);
    expect(await db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('migrate a fresh database while another one on the same server holds its own migrations', async () => {
    const other = await startTestApp(engine, { ownDatabase: true });
    try {
      for (const app of [t, other]) {
        const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(app.app.ctx.db);
        expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
      }
      await login(other);
      expect(await t.app.ctx.db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
