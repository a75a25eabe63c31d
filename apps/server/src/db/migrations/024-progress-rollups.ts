import type { Kysely } from 'kysely';

/**
 * Figures kept as you go (issue 25, ARCHITECTURE "Reports"). Two tables written in the same
 * transaction as every write of training (the phone's push, a coach's backfill) and rebuilt
 * from the base rows by `npm run rebuild:rollups`:
 * - training_day_rollups: one row per trainee, calendar day (the trainee's local_date, never
 *   the UTC day) and exercise with any live set: sessions (distinct trainings, warm-ups
 *   included), and over working sets only (no warm-up or stretch set) sets, reps (both sides),
 *   volume (weight × (reps + right reps)), best e1RM and heaviest weight, with the e1RM
 *   formula's name. The key serves a coach's reads by trainee and date range; a second index
 *   an exercise's trend.
 * - personal_records: one row per trainee × exercise × kind (heaviest_weight, best_e1rm,
 *   most_reps, best_set_volume), linked to the set that holds it and its training.
 * Two indexes on training_sets let a write recompute a day and an exercise without reading
 * the trainee's whole history. Rows recorded before this are counted by the rebuild command
 * (run once after upgrading). Frozen: nothing of the live modules.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('training_day_rollups')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('action_id', 'integer', (c) => c.notNull())
    .addColumn('sessions', 'integer', (c) => c.notNull())
    .addColumn('sets', 'integer', (c) => c.notNull())
    .addColumn('reps', 'integer', (c) => c.notNull())
    .addColumn('volume_kg', 'double precision', (c) => c.notNull())
    .addColumn('best_e1rm_kg', 'double precision')
    .addColumn('heaviest_kg', 'double precision')
    .addColumn('e1rm_formula', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('training_day_rollups_pk', ['owner_id', 'local_date', 'action_id'])
    .execute();
  await db.schema.createIndex('training_day_rollups_action').on('training_day_rollups').columns(['owner_id', 'action_id', 'local_date']).execute();

  await db.schema
    .createTable('personal_records')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('weight_kg', 'double precision', (c) => c.notNull())
    .addColumn('reps', 'integer', (c) => c.notNull())
    .addColumn('reps_right', 'integer')
    .addColumn('set_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('achieved_at', 'text', (c) => c.notNull())
    .addColumn('formula', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('personal_records_pk', ['owner_id', 'action_id', 'kind'])
    .execute();
  await db.schema.createIndex('personal_records_owner_date').on('personal_records').columns(['owner_id', 'local_date']).execute();
  await db.schema.createIndex('personal_records_session').on('personal_records').column('session_id').execute();

  await db.schema.createIndex('training_sets_owner_date').on('training_sets').columns(['owner_id', 'local_date']).execute();
  await db.schema.createIndex('training_sets_owner_action').on('training_sets').columns(['owner_id', 'action_id', 'local_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('training_sets_owner_action').execute();
  await db.schema.dropIndex('training_sets_owner_date').execute();
  await db.schema.dropTable('personal_records').execute();
  await db.schema.dropTable('training_day_rollups').execute();
}
