import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect.ts';

/** Body data by date (chest, waist, hip, height, weight) and the person's choice of kg or lbs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('body_measurements'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('measured_on', 'text', (c) => c.notNull())
    .addColumn('chest', 'real')
    .addColumn('waist', 'real')
    .addColumn('hip', 'real')
    .addColumn('height', 'real')
    .addColumn('weight', 'real')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('body_measurements_user_day', ['user_id', 'measured_on'])
    .execute();
  await db.schema.alterTable('users').addColumn('units', 'text', (c) => c.notNull().defaultTo('kg')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('units').execute();
  await db.schema.dropTable('body_measurements').execute();
}
