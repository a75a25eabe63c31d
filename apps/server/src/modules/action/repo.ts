import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { ExercisesTable } from '../../db/schema/exercises.ts';
import { containsText } from '../../db/search.ts';

export type ExerciseRow = Selectable<ExercisesTable>;
export type ExerciseWithPin = ExerciseRow & { pinned: number };

export interface ExerciseFilter {
  viewerId: number;
  scope: 'official' | 'mine';
  keyword?: string | undefined;
  muscleGroup?: string | undefined;
  equipment?: string | undefined;
  pattern?: string | undefined;
}

function filtered(db: Kysely<Database>, f: ExerciseFilter) {
  let query = db.selectFrom('exercises as e').where('e.archived_at', 'is', null);
  query = f.scope === 'official' ? query.where('e.owner_id', 'is', null) : query.where('e.owner_id', '=', f.viewerId);
  if (f.keyword) query = query.where(containsText('e.search_text', f.keyword));
  if (f.muscleGroup) query = query.where('e.muscle_groups', 'like', `%,${f.muscleGroup},%`);
  if (f.equipment) query = query.where('e.equipment', '=', f.equipment);
  if (f.pattern) query = query.where('e.movement_patterns', 'like', `%"${f.pattern}"%`);
  return query;
}

/** One page of the visible exercises, the viewer's pinned ones first. */
export async function listExercises(db: Kysely<Database>, f: ExerciseFilter, page: number, size: number): Promise<{ rows: ExerciseWithPin[]; total: number }> {
  const rows = await filtered(db, f)
    .leftJoin('exercise_pins as p', (join) => join.onRef('p.exercise_id', '=', 'e.id').on('p.user_id', '=', f.viewerId))
    .selectAll('e')
    .select(sql<number>`case when p.user_id is null then 0 else 1 end`.as('pinned'))
    .orderBy(sql`case when p.user_id is null then 1 else 0 end`)
    .orderBy('e.sort')
    .orderBy('e.id')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const { total } = await filtered(db, f).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

export async function findExercise(db: Kysely<Database>, id: number, viewerId: number): Promise<ExerciseWithPin | undefined> {
  return db
    .selectFrom('exercises as e')
    .leftJoin('exercise_pins as p', (join) => join.onRef('p.exercise_id', '=', 'e.id').on('p.user_id', '=', viewerId))
    .selectAll('e')
    .select(sql<number>`case when p.user_id is null then 0 else 1 end`.as('pinned'))
    .where('e.id', '=', id)
    .executeTakeFirst();
}

export function findExerciseByShareCode(db: Kysely<Database>, code: string): Promise<ExerciseRow | undefined> {
  return db.selectFrom('exercises').selectAll().where('share_code', '=', code).where('archived_at', 'is', null).executeTakeFirst();
}

export async function insertExercise(db: Kysely<Database>, row: Insertable<ExercisesTable>): Promise<number> {
  const { id } = await db.insertInto('exercises').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateExercise(db: Kysely<Database>, id: number, ownerId: number, patch: Updateable<ExercisesTable>): Promise<boolean> {
  const result = await db
    .updateTable('exercises')
    .set(patch)
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setPinned(db: Kysely<Database>, userId: number, exerciseId: number, pinned: boolean, now: Date): Promise<void> {
  if (pinned) {
    await db
      .insertInto('exercise_pins')
      .values({ user_id: userId, exercise_id: exerciseId, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'exercise_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('exercise_pins').where('user_id', '=', userId).where('exercise_id', '=', exerciseId).execute();
  }
}
