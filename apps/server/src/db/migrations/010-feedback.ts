import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect.ts';

/** What people tell the team (feedback/submit), read by operators. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('feedback'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('contact', 'text')
    // Storage keys of the person's own uploaded pictures, as a JSON array.
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}
