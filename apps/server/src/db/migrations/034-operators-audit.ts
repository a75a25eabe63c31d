import { sql, type Kysely } from 'kysely';
import { addIdColumn, engineOf } from '../dialect.ts';

/**
 * Operators as a stored role and the console's audit log (issue 27 §3). A person is an
 * operator from `operator_since` (granted by `operator_granted_by`, null when OPERATOR_MOBILES
 * made them one at sign-in). The role lives on the user row so that authentication reads it
 * with the session, in the same round trip. Every console change writes one audit_log row;
 * triggers refuse any update or delete of that table on both engines, so no route (and no
 * slip in a later one) can rewrite history. Frozen: nothing of the live modules.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('operator_since', 'text').execute();
  await db.schema.alterTable('users').addColumn('operator_granted_by', 'integer').execute();
  await addIdColumn(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema.createIndex('audit_log_operator').on('audit_log').columns(['operator_id', 'id']).execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'id']).execute();
  // Feedback gets a handled state and the operator's reply.
  await db.schema.alterTable('feedback').addColumn('handled_at', 'text').execute();
  await db.schema.alterTable('feedback').addColumn('handled_by', 'integer').execute();
  await db.schema.alterTable('feedback').addColumn('reply', 'text').execute();
  await db.schema.createIndex('feedback_handled').on('feedback').columns(['handled_at', 'id']).execute();
  // Official exercises and articles an operator changed: a later seed leaves them alone.
  await db.schema.alterTable('exercises').addColumn('operator_edited_at', 'text').execute();
  await db.schema.alterTable('articles').addColumn('operator_edited_at', 'text').execute();
  if (engineOf(db) === 'postgres') {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_update before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`drop trigger audit_log_no_update on audit_log`.execute(db);
    await sql`drop function audit_log_append_only()`.execute(db);
  }
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropIndex('feedback_handled').execute();
  for (const column of ['handled_at', 'handled_by', 'reply']) await db.schema.alterTable('feedback').dropColumn(column).execute();
  await db.schema.alterTable('exercises').dropColumn('operator_edited_at').execute();
  await db.schema.alterTable('articles').dropColumn('operator_edited_at').execute();
  await db.schema.alterTable('users').dropColumn('operator_granted_by').execute();
  await db.schema.alterTable('users').dropColumn('operator_since').execute();
}
