import type { Kysely } from 'kysely';

/**
 * Who entered a training for its owner: the coach who recorded a past training for their
 * trainee (training/backfill); null when the trainee recorded it. No foreign key: SQLite
 * cannot drop a column that one refers to, and users are anonymised, never deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('trainings').addColumn('recorded_by', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('trainings').dropColumn('recorded_by').execute();
}
