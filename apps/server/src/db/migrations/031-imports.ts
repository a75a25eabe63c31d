import type { Kysely } from 'kysely';

/**
 * Imported logs (issue 26). A training remembers the app it was imported from (null: recorded
 * here), so the history can say so. A trainee's answer to "which exercise is this name of the
 * file?" is kept per name key, so the next import of that app's log asks no more. Frozen:
 * nothing of the live modules.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('trainings').addColumn('imported_from', 'text').execute();
  await db.schema.createTable('import_name_choices')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('action_id', 'integer', (c) => c.notNull().references('exercises.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_name_choices_pk', ['owner_id', 'name_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_name_choices').execute();
  await db.schema.alterTable('trainings').dropColumn('imported_from').execute();
}
