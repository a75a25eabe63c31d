import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { FeedbackTable } from '../../db/schema/feedback.ts';
import type { SortKey } from '../../platform/keyset.ts';

export type FeedbackRow = Selectable<FeedbackTable>;

export async function insertFeedback(db: Kysely<Database>, row: Insertable<FeedbackTable>): Promise<number> {
  const { id } = await db.insertInto('feedback').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Newest first, by id; `after` is the id of the previous page's last row. */
export function listFeedback(db: Kysely<Database>, after: SortKey | undefined, limit: number): Promise<FeedbackRow[]> {
  let query = db.selectFrom('feedback').selectAll().orderBy('id', 'desc').limit(limit);
  if (after) query = query.where('id', '<', Number(after[0]));
  return query.execute();
}

export async function countFeedback(db: Kysely<Database>): Promise<number> {
  const { count } = await db.selectFrom('feedback').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return Number(count);
}
