import type { Kysely } from 'kysely';

/** When an account was deactivated (user/unsubscribe); its row stays, anonymised, for what refers to it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
}
