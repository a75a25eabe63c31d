import type { Kysely } from 'kysely';

/**
 * The coach's feed of finished trainings (issue 25 §3): which trainings each coach has opened
 * (a training is unread for a coach until a row says otherwise), and an index to page the
 * members' finished trainings newest first. Frozen: nothing of the live modules.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('coach_feed_reads')
    .addColumn('coach_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('training_id', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('coach_feed_reads_pk', ['coach_id', 'training_id'])
    .execute();
  await db.schema.createIndex('trainings_owner_finished').on('trainings').columns(['owner_id', 'finished_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('trainings_owner_finished').execute();
  await db.schema.dropTable('coach_feed_reads').execute();
}
