import type { Kysely } from 'kysely';
import type { Database } from './schema/index.ts';

/**
 * Runs `work` in a transaction, or in the caller's when `db` already is one: a service that
 * needs atomicity composes into a larger unit (an idempotent create) without knowing it.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
