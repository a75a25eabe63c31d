import type { Kysely } from 'kysely';
import { addIdColumn, addSequenceColumn } from '../dialect.ts';

/**
 * Plans and recorded training (issue 12). A plan's scheduled sessions are one row per
 * trainee per date, each with its own copy of the template (JSON), so neither a later
 * template edit nor a plan edit of other sessions reaches it. Trainings and their sets are
 * keyed by the phone's UUIDv7 and carry rev, the sending device, the organisation and the
 * server sequence of their last change; a delete is a tombstone (deleted = 1) so pull
 * reports it. The sync log is the append-only record of every applied op (kept 30 days).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('plans'))
    .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id'))
    .addColumn('coach_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** The template it was made from; the copy in template_json is what is trained. */
    .addColumn('template_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('task_type', 'text', (c) => c.notNull())
    .addColumn('time_period', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('repeat_weeks', 'integer', (c) => c.notNull())
    .addColumn('weekdays', 'text', (c) => c.notNull())
    .addColumn('template_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema.createIndex('plans_coach').on('plans').columns(['coach_id', 'end_date']).execute();

  /** What the coach chose (trainees, teams, tags), kept for showing the plan; the sessions are the resolved trainees. */
  await db.schema
    .createTable('plan_targets')
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_targets_pk', ['plan_id', 'kind', 'ref'])
    .execute();

  await addIdColumn(db, db.schema.createTable('plan_sessions'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('organisation_id', 'integer', (c) => c.notNull())
    .addColumn('trainee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('template_id', 'integer')
    .addColumn('template_json', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('plan_sessions_plan_trainee_date', ['plan_id', 'trainee_id', 'date'])
    .execute();
  await db.schema.createIndex('plan_sessions_trainee').on('plan_sessions').columns(['trainee_id', 'date']).execute();

  await db.schema
    .createTable('trainings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rev', 'integer', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('organisation_id', 'integer', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_session_id', 'integer')
    .addColumn('template_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer')
    .addColumn('comment', 'text')
    .addColumn('coach_comment', 'text')
    .addColumn('deleted', 'integer', (c) => c.notNull())
    .addColumn('server_seq', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trainings_owner_seq').on('trainings').columns(['owner_id', 'server_seq']).execute();
  await db.schema.createIndex('trainings_owner_date').on('trainings').columns(['owner_id', 'local_date']).execute();
  await db.schema.createIndex('trainings_plan_session').on('trainings').column('plan_session_id').execute();

  await db.schema
    .createTable('training_sets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rev', 'integer', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('organisation_id', 'integer', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('action_id', 'integer', (c) => c.notNull())
    .addColumn('block_id', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('set_type', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('planned_weight_kg', 'real')
    .addColumn('planned_reps', 'integer')
    .addColumn('weight_kg', 'real', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('reps', 'integer', (c) => c.notNull())
    .addColumn('reps_right', 'integer')
    .addColumn('effort', 'integer')
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull())
    .addColumn('server_seq', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('training_sets_owner_seq').on('training_sets').columns(['owner_id', 'server_seq']).execute();
  await db.schema.createIndex('training_sets_session').on('training_sets').columns(['session_id', 'completed_at']).execute();

  await addSequenceColumn(db, db.schema.createTable('training_sync_log'))
    .addColumn('organisation_id', 'integer', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('row_id', 'text', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull())
    .addColumn('op', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('training_sync_log_received').on('training_sync_log').column('received_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['training_sync_log', 'training_sets', 'trainings', 'plan_sessions', 'plan_targets', 'plans']) {
    await db.schema.dropTable(table).execute();
  }
}
