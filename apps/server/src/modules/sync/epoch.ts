import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';

/**
 * The sync epoch (ARCHITECTURE "Offline training"): one random id per life of the database.
 * Migration 019 makes it, so a re-created database has a new one; a restore from a backup
 * brings back the old one, so the restore makes a new one (`npm run db:restored`, or the first
 * pull whose cursor proves it, see pullChanges). A phone that sees a new epoch sends its rows
 * again (the server keeps the higher rev) and pulls from 0: rows the backup lacked come back.
 */
export async function currentEpoch(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('sync_epoch').select('epoch').where('id', '=', 1).executeTakeFirstOrThrow();
  return row.epoch;
}

/** Replaces the epoch `seen` (when given, only if it is still the current one: two pulls that notice one restore make one new epoch). */
export async function startNewEpoch(db: Kysely<Database>, now: Date, seen?: string): Promise<string> {
  const epoch = randomUUID();
  let q = db.updateTable('sync_epoch').set({ epoch, started_at: now.toISOString() }).where('id', '=', 1);
  if (seen !== undefined) q = q.where('epoch', '=', seen);
  const { numUpdatedRows } = await q.executeTakeFirst();
  return numUpdatedRows > 0n ? epoch : currentEpoch(db);
}
