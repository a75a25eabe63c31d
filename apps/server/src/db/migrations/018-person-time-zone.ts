import type { Kysely } from 'kysely';

/**
 * Every person has an IANA time zone (issue 23): the server's "today", "future" and "missed"
 * are the person's. The phone reports its zone after login and when it changes; until then a
 * person is where the product's market is (Asia/Shanghai, spelled out: migrations are frozen).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('timezone', 'text', (c) => c.notNull().defaultTo('Asia/Shanghai')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('timezone').execute();
}
