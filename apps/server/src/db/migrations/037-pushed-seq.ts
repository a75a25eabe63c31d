import type { Kysely } from 'kysely';

/**
 * `pushed_seq`: the server number a row got when a phone's own push wrote it exactly as the
 * phone sent it (null otherwise). While it still equals `server_seq`, nothing has changed the
 * row since, so a pull by that device (`device_id`) need not send it back. Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['trainings', 'training_sets']) await db.schema.alterTable(table).addColumn('pushed_seq', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['trainings', 'training_sets']) await db.schema.alterTable(table).dropColumn('pushed_seq').execute();
}
