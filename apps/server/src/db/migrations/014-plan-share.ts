import type { Kysely } from 'kysely';

/** A plan's public share code, made the first time its coach shares it (none before). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('plans').addColumn('share_code', 'text').execute();
  await db.schema.createIndex('plans_share_code').unique().on('plans').column('share_code').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('plans_share_code').execute();
  await db.schema.alterTable('plans').dropColumn('share_code').execute();
}
