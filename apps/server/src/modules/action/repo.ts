import type { Expression, ExpressionBuilder, Insertable, Kysely, Selectable, SqlBool, Updateable } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { ExercisesTable } from '../../db/schema/exercises.ts';
import { batches } from '../../db/batches.ts';
import { deleteSearchTokens, indexStoredTokens, matchesSearch, writeSearchTokens } from '../../db/search.ts';
import type { SortKey } from '../../platform/keyset.ts';

export type ExerciseRow = Selectable<ExercisesTable>;

/** What an exercise holds besides its row: its muscles and movement patterns, in order. */
export interface ExerciseRelations {
  primaryMuscles: string[];
  secondaryMuscles: string[];
  movementPatterns: string[];
  muscleGroups: string[];
}

export type Scope = (eb: ExpressionBuilder<Database, 'exercises'>) => Expression<SqlBool>;

export interface ExerciseFilters {
  keyword?: string | undefined;
  muscleGroup?: string | undefined;
  equipment?: string | undefined;
  pattern?: string | undefined;
}

function filtersOf(db: Kysely<Database>, f: ExerciseFilters): Scope {
  return (eb) => eb.and([
    ...(f.keyword ? [matchesSearch(db, 'exercises', 'search_text', f.keyword)] : []),
    ...(f.muscleGroup ? [eb('exercises.id', 'in', eb.selectFrom('exercise_muscle_groups').select('exercise_id').where('muscle_group', '=', f.muscleGroup))] : []),
    ...(f.equipment ? [eb('exercises.equipment', '=', f.equipment)] : []),
    ...(f.pattern ? [eb('exercises.id', 'in', eb.selectFrom('exercise_patterns').select('exercise_id').where('pattern', '=', f.pattern))] : []),
  ]);
}

const pinnedBy = (userId: number) => (eb: ExpressionBuilder<Database, 'exercises'>) =>
  eb.exists(eb.selectFrom('exercise_pins').select('exercise_pins.user_id').where('exercise_pins.user_id', '=', userId).whereRef('exercise_pins.exercise_id', '=', 'exercises.id'));

/**
 * Rows of one page: the person's pinned matches first, then the rest of the shelf, each in
 * shelf order (sort, id). The key of a row is [pinned ? 0 : 1, sort, id]; `after` is the key
 * of the last row of the previous page. Fetches up to `limit` rows.
 */
export async function listExerciseRows(db: Kysely<Database>, scope: Scope, filters: ExerciseFilters, pinsOf: number, after: SortKey | undefined, limit: number): Promise<(ExerciseRow & { pinned: number })[]> {
  const matching = filtersOf(db, filters);
  const phase = (pinned: 0 | 1, from: SortKey | undefined, count: number) =>
    db
      .selectFrom('exercises')
      .selectAll()
      .where(scope)
      .where(matching)
      .where((eb) => (pinned === 0 ? pinnedBy(pinsOf)(eb) : eb.not(pinnedBy(pinsOf)(eb))))
      .$if(from !== undefined, (q) => q.where((eb) => eb(eb.refTuple('exercises.sort', 'exercises.id'), '>', eb.tuple(Number(from![1]), Number(from![2])))))
      .orderBy('exercises.sort')
      .orderBy('exercises.id')
      .limit(count)
      .execute();
  const startInRest = after !== undefined && after[0] === 1;
  const pinned = startInRest ? [] : (await phase(0, after, limit)).map((row) => ({ ...row, pinned: 1 }));
  if (pinned.length >= limit) return pinned;
  const rest = await phase(1, startInRest ? after : undefined, limit - pinned.length);
  return [...pinned, ...rest.map((row) => ({ ...row, pinned: 0 }))];
}

export const exerciseSortKey = (row: ExerciseRow & { pinned: number }): SortKey => [row.pinned === 1 ? 0 : 1, row.sort, row.id];

export async function countExercises(db: Kysely<Database>, scope: Scope, filters: ExerciseFilters): Promise<number> {
  const { n } = await db.selectFrom('exercises').select((eb) => eb.fn.countAll<number | string>().as('n')).where(scope).where(filtersOf(db, filters)).executeTakeFirstOrThrow();
  return Number(n);
}

/** Muscles and patterns of the given exercises, in one query each. */
export async function loadRelations(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, ExerciseRelations>> {
  const byId = new Map<number, ExerciseRelations>(ids.map((id) => [id, { primaryMuscles: [], secondaryMuscles: [], movementPatterns: [], muscleGroups: [] }]));
  if (ids.length === 0) return byId;
  const [muscles, groups, patterns] = await Promise.all([
    db.selectFrom('exercise_muscles').selectAll().where('exercise_id', 'in', [...ids]).orderBy('exercise_id').orderBy('position').execute(),
    db.selectFrom('exercise_muscle_groups').selectAll().where('exercise_id', 'in', [...ids]).orderBy('exercise_id').orderBy('muscle_group').execute(),
    db.selectFrom('exercise_patterns').selectAll().where('exercise_id', 'in', [...ids]).orderBy('exercise_id').orderBy('position').execute(),
  ]);
  for (const m of muscles) byId.get(m.exercise_id)![m.is_primary === 1 ? 'primaryMuscles' : 'secondaryMuscles'].push(m.muscle);
  for (const g of groups) byId.get(g.exercise_id)!.muscleGroups.push(g.muscle_group);
  for (const p of patterns) byId.get(p.exercise_id)!.movementPatterns.push(p.pattern);
  return byId;
}

export function findExercise(db: Kysely<Database>, id: number, pinsOf: number): Promise<(ExerciseRow & { pinned: number }) | undefined> {
  return db
    .selectFrom('exercises')
    .selectAll()
    .select((eb) => eb.case().when(pinnedBy(pinsOf)(eb)).then(1).else(0).end().as('pinned'))
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findExerciseByShareCode(db: Kysely<Database>, code: string): Promise<ExerciseRow | undefined> {
  return db.selectFrom('exercises').selectAll().where('share_code', '=', code).where('archived_at', 'is', null).executeTakeFirst();
}

/** Official exercises by their stable key. */
export function findOfficialExercises(db: Kysely<Database>): Promise<Pick<ExerciseRow, 'id' | 'official_key'>[]> {
  return db.selectFrom('exercises').select(['id', 'official_key']).where('official_key', 'is not', null).execute();
}

async function writeRelations(db: Kysely<Database>, id: number, relations: ExerciseRelations): Promise<void> {
  for (const table of ['exercise_muscles', 'exercise_muscle_groups', 'exercise_patterns'] as const) await db.deleteFrom(table).where('exercise_id', '=', id).execute();
  const muscles = [...relations.primaryMuscles.map((muscle) => ({ muscle, is_primary: 1 })), ...relations.secondaryMuscles.map((muscle) => ({ muscle, is_primary: 0 }))];
  if (muscles.length > 0) await db.insertInto('exercise_muscles').values(muscles.map((m, position) => ({ exercise_id: id, ...m, position }))).execute();
  if (relations.muscleGroups.length > 0) await db.insertInto('exercise_muscle_groups').values(relations.muscleGroups.map((muscle_group) => ({ exercise_id: id, muscle_group }))).execute();
  if (relations.movementPatterns.length > 0) await db.insertInto('exercise_patterns').values(relations.movementPatterns.map((pattern, position) => ({ exercise_id: id, pattern, position }))).execute();
}

/** Inserts an exercise with its relations and search tokens; the caller runs it in a transaction. */
export async function insertExercise(db: Kysely<Database>, row: Insertable<ExercisesTable>, relations: ExerciseRelations): Promise<number> {
  const { id } = await db.insertInto('exercises').values(row).returning('id').executeTakeFirstOrThrow();
  await writeRelations(db, id, relations);
  await writeSearchTokens(db, 'exercises', id, row.search_tokens);
  return id;
}

/**
 * Inserts many exercises at once (the seed of a fresh database): rows, then their relations
 * and search tokens in a few statements. The caller runs it in a transaction.
 */
export async function insertExercises(db: Kysely<Database>, records: readonly { row: Insertable<ExercisesTable>; relations: ExerciseRelations }[]): Promise<void> {
  for (const batch of batches(records, 100)) await db.insertInto('exercises').values(batch.map((r) => r.row)).execute();
  // Rows are matched to their ids by share code: unique, and known before the insert.
  const ids = new Map<string, number>();
  for (const batch of batches(records.map((r) => r.row.share_code))) {
    for (const row of await db.selectFrom('exercises').select(['id', 'share_code']).where('share_code', 'in', batch).execute()) ids.set(row.share_code, row.id);
  }
  const of = (r: (typeof records)[number]) => ids.get(r.row.share_code)!;
  const muscles = records.flatMap((r) => [...r.relations.primaryMuscles.map((muscle) => ({ muscle, is_primary: 1 })), ...r.relations.secondaryMuscles.map((muscle) => ({ muscle, is_primary: 0 }))]
    .map((m, position) => ({ exercise_id: of(r), ...m, position })));
  const groups = records.flatMap((r) => r.relations.muscleGroups.map((muscle_group) => ({ exercise_id: of(r), muscle_group })));
  const patterns = records.flatMap((r) => r.relations.movementPatterns.map((pattern, position) => ({ exercise_id: of(r), pattern, position })));
  for (const batch of batches(muscles)) await db.insertInto('exercise_muscles').values(batch).execute();
  for (const batch of batches(groups)) await db.insertInto('exercise_muscle_groups').values(batch).execute();
  for (const batch of batches(patterns)) await db.insertInto('exercise_patterns').values(batch).execute();
  for (const batch of batches([...ids.values()])) await indexStoredTokens(db, 'exercises', batch);
}

/** Changes an exercise (its relations too when given); the caller runs it in a transaction. */
export async function updateExercise(db: Kysely<Database>, id: number, patch: Updateable<ExercisesTable>, relations?: ExerciseRelations): Promise<void> {
  await db.updateTable('exercises').set(patch).where('id', '=', id).execute();
  if (relations) await writeRelations(db, id, relations);
  if (patch.search_tokens !== undefined) await writeSearchTokens(db, 'exercises', id, String(patch.search_tokens));
}

/** Archived exercises leave every list; the index forgets them too. */
export async function archiveExercise(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db.updateTable('exercises').set({ archived_at: at, updated_at: at }).where('id', '=', id).execute();
  await deleteSearchTokens(db, 'exercises', [id]);
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
