import { sql, type Kysely } from 'kysely';

/**
 * Issue 25: the coach's feed pages by `finished_at` as text, which is time order only when every
 * stored time has one shape. The contract now stores what a phone sends as UTC with milliseconds
 * (2026-03-02T02:00:00.000Z); this rewrites the times stored before in another shape
 * (2026-03-02T10:00:00+08:00, or without milliseconds). `rev` and the sync sequence are left
 * alone: the moment is the same, so no phone needs the row again.
 *
 * Frozen: plain SQL and Date, no domain import.
 */

const CANONICAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ['trainings', 'started_at'],
  ['trainings', 'finished_at'],
  ['training_sets', 'completed_at'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    // A canonical time is 24 characters ending in Z; anything else is a candidate (checked again below).
    const { rows } = await sql<{ id: string; at: string }>`select id, ${sql.ref(column)} as at from ${sql.table(table)}
      where ${sql.ref(column)} is not null and (length(${sql.ref(column)}) <> 24 or ${sql.ref(column)} not like '%Z')`.execute(db);
    for (const row of rows) {
      if (CANONICAL.test(row.at)) continue;
      const time = new Date(row.at);
      if (Number.isNaN(time.getTime())) continue;
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${time.toISOString()} where id = ${row.id}`.execute(db);
    }
  }
}

/** Nothing to undo: the rewritten times are the same moments, which every reader parses. */
export async function down(): Promise<void> {}
