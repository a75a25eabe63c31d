import type { Kysely } from 'kysely';

/**
 * VIP membership per organisation (the spec's vipInfo.groupVipInfos): an operator grants it
 * until a day; it lapses by itself after that day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('organisation_vips')
    .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    /** The last day ('yyyy-MM-dd') the membership holds, inclusive. */
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('organisation_vips_pk', ['organisation_id', 'user_id'])
    .execute();
  await db.schema.createIndex('organisation_vips_user').on('organisation_vips').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('organisation_vips').execute();
}
