import { sql, type Generated, type Insertable, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { PlanDetail } from '@repwise/contracts';
import { isoWeekday } from '@repwise/domain';
import { call, login, makeCoachWithTrainee, makeTemplate, phoneId } from '../test/factories.ts';
import { ENGINES, startTestApp, useTestApp } from '../test/harness.ts';
import { prepareDatabase } from '../seed/index.ts';
import { nextSyncSeq } from './dialect.ts';
import { migrateDown, migrateTo, migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import type { TrainingSetsTable, TrainingsTable } from './schema/training.ts';

/** The synced tables as migration 016 left them (no receipt time; the sync log). */
interface At016 {
  trainings: Omit<Insertable<TrainingsTable>, 'received_at'>;
  training_sets: Omit<Insertable<TrainingSetsTable>, 'received_at'>;
  training_sync_log: { seq: Generated<number>; organisation_id: number; owner_id: number; device_id: string; entity: string; row_id: string; rev: number; op: string; fields: string; received_at: string };
}

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

  it('merge the trainings that doubled a scheduled session into the one with the most sets (017), then keep receipt times and the sequence without the log (019)', async () => {
    const { db } = t.app.ctx;
    const { coach, trainee } = await makeCoachWithTrainee(t);
    const template = await makeTemplate(t, coach);
    const today = new Date().toISOString().slice(0, 10);
    const plan = await call<PlanDetail>(t, 'POST', '/api-training/mp/plan/publish', {
      token: coach.token,
      body: { templateId: template.id, name: 'Doubled', type: '1', taskType: '1', startDate: today, timePeriod: '1', repeatWeeks: 1, weekdays: [isoWeekday(today)], traineeIds: [trainee.id] },
    });
    const planSessionId = plan.data.sessions[0]!.id;
    await migrateTo(db as Kysely<unknown>, '016-training-recorded-by');

    const [thin, full] = [phoneId(), phoneId()];
    const { id: organisationId } = await db.selectFrom('organisations').select('id').executeTakeFirstOrThrow();
    const row = { rev: 1, device_id: 'd', organisation_id: organisationId, owner_id: trainee.id, template_id: null, name: 'Doubled', finished_at: null, timezone: 'UTC',
      local_date: today, rating: null, comment: null, coach_comment: null, deleted: 0, server_seq: 1 };
    const at016 = db as unknown as Kysely<At016>;
    await at016.insertInto('trainings').values([{ ...row, id: thin, plan_session_id: planSessionId, started_at: `${today}T01:00:00.000Z` }, { ...row, id: full, plan_session_id: planSessionId, started_at: `${today}T02:00:00.000Z` }]).execute();
    const set = (id: string, sessionId: string) => ({ id, rev: 1, device_id: 'd', organisation_id: organisationId, owner_id: trainee.id, session_id: sessionId, action_id: 1, block_id: 'b', group_id: 'g',
      set_type: 'normal', side: 'both', planned_weight_kg: null, planned_reps: null, weight_kg: 50, unit: 'kg', reps: 5, reps_right: null, effort: null, completed_at: `${today}T02:00:00.000Z`,
      local_date: today, deleted: 0, server_seq: 1 });
    const sets = [phoneId(), phoneId(), phoneId()];
    await at016.insertInto('training_sets').values([set(sets[0]!, thin), set(sets[1]!, full), set(sets[2]!, full)]).execute();

    await migrateTo(db as Kysely<unknown>, '017-one-training-per-session');
    expect(await db.selectFrom('trainings').select(['id', 'deleted']).orderBy('started_at').execute()).toEqual([{ id: thin, deleted: 1 }, { id: full, deleted: 0 }]);
    expect((await db.selectFrom('training_sets').select('session_id').execute()).map((r) => r.session_id)).toEqual([full, full, full]);
    expect(await db.selectFrom('training_aliases').selectAll().execute()).toEqual([{ id: thin, training_id: full }]);
    // Every moved row carries a new sequence, so phones pull where it went.
    const stamped = await at016.selectFrom('training_sync_log').select(['row_id', 'received_at']).where('device_id', '=', 'migration:017').execute();
    expect(stamped.map((r) => r.row_id).sort()).toEqual([sets[0]!, thin].sort());
    const stampedAt = stamped.find((r) => r.row_id === thin)?.received_at;
    await migrateToLatest(db as Kysely<unknown>);
    // 019: the log is gone; each row keeps a receipt time (the log's last, else when the phone
    // did it) and the server sequence numbers on above every number given out.
    const rows = await db.selectFrom('trainings').select(['id', 'received_at', 'server_seq']).execute();
    expect(rows.find((r) => r.id === full)?.received_at).toBe(`${today}T02:00:00.000Z`);
    expect(rows.find((r) => r.id === thin)?.received_at).toBe(stampedAt);
    expect(await nextSyncSeq(db)).toBeGreaterThan(Math.max(...rows.map((r) => Number(r.server_seq))));
    await expect(at016.selectFrom('training_sync_log').selectAll().execute()).rejects.toThrow();
    // The rule holds from now on: a second live training of the session cannot be stored.
    await expect(db.insertInto('trainings').values({ ...row, id: phoneId(), plan_session_id: planSessionId, started_at: `${today}T03:00:00.000Z`, received_at: `${today}T03:00:00.000Z` }).execute()).rejects.toThrow();
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
