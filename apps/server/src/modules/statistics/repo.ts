import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';

/** Counts one visit of a person to a group on a day; repeated visits add to the same row. */
export async function recordActivity(
  db: Kysely<Database>,
  row: { userId: number; groupId: string; position: number; day: string; now: Date },
): Promise<number> {
  const { day } = row;
  const result = await db
    .insertInto('user_activity')
    .values({ user_id: row.userId, day, group_id: row.groupId, position: row.position, count: 1, last_seen_at: row.now.toISOString() })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day', 'group_id']).doUpdateSet({
        count: sql<number>`user_activity.count + 1`,
        position: row.position,
        last_seen_at: row.now.toISOString(),
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return result.count;
}
