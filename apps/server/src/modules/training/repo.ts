import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { SetRow, TrainingRow } from '../sync/index.ts';

export function trainingsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<TrainingRow[]> {
  return db.selectFrom('trainings').selectAll().where('id', 'in', ids).execute();
}

/** Of these set ids, the ones stored already, whoever's they are. */
export async function storedSetIds(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('training_sets').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

export function setsOf(db: Kysely<Database>, sessionIds: readonly string[]): Promise<SetRow[]> {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('training_sets').selectAll().where('session_id', 'in', sessionIds).where('deleted', '=', 0).orderBy('completed_at').orderBy('id').execute();
}

/** Where a page of a person's trainings starts: after this (local date, start, id), newest first. */
export type TrainingKey = readonly [string, string, string];

/** A person's trainings, newest first (day, then start, then id), after `after`, in [from, to] when given; at most `limit`. */
export function trainingsOf(db: Kysely<Database>, ownerId: number, range: { from?: string | undefined; to?: string | undefined }, after: TrainingKey | undefined, limit: number): Promise<TrainingRow[]> {
  let q = db.selectFrom('trainings').selectAll().where('owner_id', '=', ownerId).where('deleted', '=', 0);
  if (range.from) q = q.where('local_date', '>=', range.from);
  if (range.to) q = q.where('local_date', '<=', range.to);
  if (after) {
    const [day, started, id] = after;
    q = q.where((eb) => eb.or([
      eb('local_date', '<', day),
      eb.and([eb('local_date', '=', day), eb('started_at', '<', started)]),
      eb.and([eb('local_date', '=', day), eb('started_at', '=', started), eb('id', '<', id)]),
    ]));
  }
  return q.orderBy('local_date', 'desc').orderBy('started_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function countTrainings(db: Kysely<Database>, ownerId: number, range: { from?: string | undefined; to?: string | undefined }): Promise<number> {
  let q = db.selectFrom('trainings').select((eb) => eb.fn.countAll().as('n')).where('owner_id', '=', ownerId).where('deleted', '=', 0);
  if (range.from) q = q.where('local_date', '>=', range.from);
  if (range.to) q = q.where('local_date', '<=', range.to);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export function unfinishedTrainings(db: Kysely<Database>, ownerId: number): Promise<TrainingRow[]> {
  return db.selectFrom('trainings').selectAll().where('owner_id', '=', ownerId).where('deleted', '=', 0).where('finished_at', 'is', null)
    .orderBy('started_at', 'desc').limit(5).execute();
}

/** The names of the given exercises, by id (a set keeps its exercise even once archived). */
export function exerciseNames(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('exercises').select(['id', 'name_en', 'name_zh']).where('id', 'in', [...new Set(ids)]).orderBy('id').execute();
}

/** The owner's recorded sets that carry a weight, of trainings not deleted, with the exercise's names. */
export function weightedSets(db: Kysely<Database>, ownerId: number) {
  return db.selectFrom('training_sets')
    .innerJoin('trainings', 'trainings.id', 'training_sets.session_id')
    .innerJoin('exercises', 'exercises.id', 'training_sets.action_id')
    .select(['training_sets.action_id', 'training_sets.weight_kg', 'training_sets.reps', 'training_sets.reps_right', 'training_sets.local_date', 'exercises.name_en', 'exercises.name_zh'])
    .where('training_sets.owner_id', '=', ownerId)
    .where('training_sets.deleted', '=', 0)
    .where('trainings.deleted', '=', 0)
    .where('training_sets.weight_kg', '>', 0)
    .execute();
}
