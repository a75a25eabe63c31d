import type { Kysely } from 'kysely';

/**
 * A trainee's month in one row (issue 25, ARCHITECTURE "Reports": rollups per trainee, day and
 * exercise, and per trainee and month). training_month_rollups: one row per trainee and month
 * (yyyy-MM of the trainee's local dates) with a live training or a live set: sessions (live
 * trainings whose local date is in the month), working sets (no warm-up or stretch set, by
 * the set's own local date), their volume (weight × (reps + right reps)) and the trainings'
 * time (finish − start, unfinished ones 0), with the version of what it counts. Written in the
 * same transaction as every write of training and rebuilt by `npm run rebuild:rollups` (the
 * first start after this upgrade rebuilds them once). Frozen: nothing of the live modules.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('training_month_rollups')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('sessions', 'integer', (c) => c.notNull())
    .addColumn('sets', 'integer', (c) => c.notNull())
    .addColumn('volume_kg', 'double precision', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('figures', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('training_month_rollups_pk', ['owner_id', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('training_month_rollups').execute();
}
