import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect.ts';

/** QQ and Apple accounts linked to a person (social sign-in); one account links to one person. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('social_identities'))
    .addColumn('provider', 'text', (c) => c.notNull())
    // The provider's id of the account: the QQ openid, Apple's user identifier.
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('social_identities_provider_subject', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('social_identities_user').on('social_identities').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_identities').execute();
}
