import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect.ts';

/**
 * The in-app notification centre (issue 25 §9): one row per thing a person is told about, as
 * data (who caused it, what, which training or plan), presented in the reader's language when
 * read. `subject` names the training or plan as text and `revision` tells real changes of one
 * subject apart, so (recipient, kind, subject, revision) is unique: a retried push or a
 * repeated publish never tells anyone twice. Frozen: nothing of the live modules.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('notifications'))
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('revision', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('training_id', 'text')
    .addColumn('plan_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addUniqueConstraint('notifications_once', ['recipient_id', 'kind', 'subject', 'revision'])
    .execute();
  await db.schema.createIndex('notifications_recipient_newest').on('notifications').columns(['recipient_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('notifications_recipient_unread').on('notifications').columns(['recipient_id', 'read_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notifications_recipient_unread').execute();
  await db.schema.dropIndex('notifications_recipient_newest').execute();
  await db.schema.dropTable('notifications').execute();
}
