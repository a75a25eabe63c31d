import type { Kysely } from 'kysely';

/**
 * The two record kinds a day rollup did not keep (issue 25): most_reps (the better side's reps
 * of the day's best working set of the exercise) and best_set_volume_kg (its largest working
 * set's weight × (reps + right reps)), both null with no working set. With heaviest_kg and
 * best_e1rm_kg a day rollup now holds the day's best of every record kind, so a report reads
 * the best before a period from the rollups (a row per day) instead of every set. Existing
 * rows get them from the rebuild at the next start (the figures version changes). Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('training_day_rollups').addColumn('most_reps', 'integer').execute();
  await db.schema.alterTable('training_day_rollups').addColumn('best_set_volume_kg', 'double precision').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('training_day_rollups').dropColumn('best_set_volume_kg').execute();
  await db.schema.alterTable('training_day_rollups').dropColumn('most_reps').execute();
}
