import type { Kysely } from 'kysely';

/**
 * A trainee's shared year in review (issue 25 §2): one row per (owner, year). Only the sha-256
 * of the link's token is kept (the token lives in the link alone); a new link replaces the
 * hash, stopping sharing sets revoked_at. Frozen: nothing of the live modules.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('year_shares')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addPrimaryKeyConstraint('year_shares_pk', ['owner_id', 'year'])
    .execute();
  await db.schema.createIndex('year_shares_token_hash').unique().on('year_shares').column('token_hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('year_shares_token_hash').execute();
  await db.schema.dropTable('year_shares').execute();
}
