import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * A privacy setting (issue 27 §6): a trainee may keep their body data from their coaches
 * (member statistics then show none, and say so). 0: shown, as before. Frozen: nothing of the
 * live modules.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('body_data_hidden', 'integer', (c) => c.notNull().defaultTo(sql`0`)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('body_data_hidden').execute();
}
