import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('users'))
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('nick_name', 'text')
    .addColumn('avatar', 'text')
    .addColumn('position', 'integer')
    .addColumn('sex', 'integer')
    .addColumn('age', 'integer')
    .addColumn('height', 'real')
    .addColumn('weight', 'real')
    .addColumn('chest', 'real')
    .addColumn('waist', 'real')
    .addColumn('hip', 'real')
    .addColumn('email', 'text')
    .addColumn('invite_code', 'text')
    .addColumn('coach_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('my_invite_code', 'text', (c) => c.unique())
    .addColumn('base_info_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_coach_id').on('users').column('coach_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await addIdColumn(db, db.schema.createTable('dictionary_entries'))
    .addColumn('parent_key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('alias_name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addUniqueConstraint('dictionary_entries_parent_value', ['parent_key', 'value'])
    .execute();

  await db.schema
    .createTable('user_activity')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_activity_pk', ['user_id', 'day', 'group_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['user_activity', 'dictionary_entries', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
