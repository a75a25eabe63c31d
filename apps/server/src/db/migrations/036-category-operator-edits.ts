import type { Kysely } from 'kysely';

/**
 * Categories an operator renamed or reordered in the console: the seed leaves them as the
 * operator left them, as it does for articles and exercises (migration 034). Frozen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('article_categories').addColumn('operator_edited_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('article_categories').dropColumn('operator_edited_at').execute();
}
