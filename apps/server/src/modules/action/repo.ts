import { facetTokens, shelfToken } from '@repwise/domain';
import { sql, type Expression, type ExpressionBuilder, type Insertable, type Kysely, type Selectable, type SqlBool, type Updateable } from 'kysely';
import { batches } from '../../db/batches.ts';
import { compiledOnce } from '../../db/compiled-once.ts';
import { perRowLookup } from '../../db/dialect.ts';
import type { Database } from '../../db/schema/index.ts';
import type { ExercisesTable } from '../../db/schema/exercises.ts';
import { countSearch, indexSearch, matchesSearch, nextMatchesById } from '../../db/search.ts';
import type { Scope } from '../../platform/access/scopes.ts';
import type { SortKey } from '../../platform/keyset.ts';

export type ExerciseRow = Selectable<ExercisesTable>;

/** The filterable facets of an exercise, kept in join tables with indexes. */
export interface ExerciseFacets {
  muscleGroups: readonly string[];
  movementPatterns: readonly string[];
}

export interface ExerciseFilters {
  keyword?: string | undefined;
  muscleGroup?: string | undefined;
  equipment?: string | undefined;
  pattern?: string | undefined;
}

/** The index's tokens for a shelf and filters: the same rows as scope + filtersOf. */
function searchQueryOf(scope: Scope<'exercises'>, f: ExerciseFilters) {
  const facets = { g: f.muscleGroup ? [f.muscleGroup] : [], e: f.equipment ? [f.equipment] : [], p: f.pattern ? [f.pattern] : [] };
  return { text: f.keyword, shelf: [scope.searchShelf, ...facetTokens(facets)] };
}

/**
 * The filters as conditions on one row (each a lookup by the row's key), so a page walks the
 * shelf in order and stops at its size; a keyword takes the index's candidates.
 */
function filtersOf(db: Kysely<Database>, scope: Scope<'exercises'>, f: ExerciseFilters, keywordDone = false) {
  return (eb: ExpressionBuilder<Database, 'exercises'>): Expression<SqlBool> => eb.and([
    ...(f.keyword && !keywordDone ? [matchesSearch(db, 'exercises', 'search_text', searchQueryOf(scope, f))] : []),
    ...(f.muscleGroup ? [eb.exists(perRowLookup(db, eb.selectFrom('exercise_muscle_groups as g').select('g.exercise_id').whereRef('g.exercise_id', '=', 'exercises.id').where('g.muscle_group', '=', f.muscleGroup)))] : []),
    ...(f.equipment ? [eb('exercises.equipment', '=', f.equipment)] : []),
    ...(f.pattern ? [eb.exists(perRowLookup(db, eb.selectFrom('exercise_patterns as p').select('p.exercise_id').whereRef('p.exercise_id', '=', 'exercises.id').where('p.pattern', '=', f.pattern)))] : []),
  ]);
}

/** What a list row needs: the wide columns (key points, search tokens) stay on disk. */
const LIST_COLUMNS = [
  'id', 'owner_id', 'name_en', 'name_zh', 'type', 'equipment', 'compound', 'primary_muscles', 'secondary_muscles', 'movement_patterns',
  'gif_path', 'icon_path', 'intensity_unit', 'quantity_unit', 'sort', 'updated_at',
] as const;

export type ExerciseListRow = Pick<ExerciseRow, (typeof LIST_COLUMNS)[number]>;

/** Every exercise list reads them first: built once (compiledOnce). */
const pinRows = compiledOnce((db, userId: number) => db.selectFrom('exercise_pins').select('exercise_id').where('user_id', '=', userId));

/** The exercises a person pinned: a handful, read first so the page query can name them. */
async function pinnedIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  return (await pinRows(db, userId)).map((r) => r.exercise_id);
}

/**
 * Rows of one page: the person's pinned matches first, then the rest of the shelf, each part
 * in shelf order (sort, id) and stopping at the page size. The key of a row is
 * [pinned ? 0 : 1, sort, id]; `after` is the key of the last row of the previous page.
 * `idOrder`: every row of the shelf has the same sort (a person's own), so the shelf is in id
 * order, the search index's own order: a search then reads just the page from the index.
 */
export async function listExerciseRows(
  db: Kysely<Database>, scope: Scope<'exercises'>, filters: ExerciseFilters, pinsOf: number, after: SortKey | undefined, limit: number, idOrder: boolean,
): Promise<(ExerciseListRow & { pinned: number })[]> {
  const pinned = await pinnedIds(db, pinsOf);
  const searching = Boolean(filters.keyword || filters.muscleGroup || filters.equipment || filters.pattern);
  const part = (inPinned: boolean, from: SortKey | undefined) => {
    // Where the index can give the rest of an own shelf's page itself (nextMatchesById), the
    // keyword is decided there; the filters' lookups stay, cheap on a page's rows.
    const byIndex = !inPinned && idOrder && searching
      ? nextMatchesById(db, 'exercises', searchQueryOf(scope, filters), from === undefined ? undefined : Number(from[2]), limit + pinned.length)
      : undefined;
    return db
      .selectFrom('exercises')
      .select(LIST_COLUMNS.map((c) => `exercises.${c}` as const))
      .select(sql<number>`${sql.lit(inPinned ? 1 : 0)}`.as('pinned'))
      .where(scope.where)
      .where(filtersOf(db, scope, filters, byIndex !== undefined))
      .$if(inPinned, (q) => q.where('exercises.id', 'in', pinned))
      .$if(!inPinned && pinned.length > 0, (q) => q.where('exercises.id', 'not in', pinned))
      // Pinned rows among the next matches are skipped: the index read as many more.
      .$if(byIndex !== undefined, (q) => q.where(byIndex!))
      .$if(from !== undefined, (q) => q.where((eb) => eb(eb.refTuple('exercises.sort', 'exercises.id'), '>', eb.tuple(Number(from![1]), Number(from![2])))))
      .orderBy('exercises.sort')
      .orderBy('exercises.id')
      .limit(limit)
      .execute();
  };
  const inRest = after !== undefined && after[0] === 1;
  const first = inRest || pinned.length === 0 ? [] : await part(true, after);
  if (first.length >= limit) return first;
  return [...first, ...(await part(false, inRest ? after : undefined)).slice(0, limit - first.length)];
}

export const exerciseSortKey = (row: Pick<ExerciseRow, 'sort' | 'id'> & { pinned: number }): SortKey => [row.pinned === 1 ? 0 : 1, row.sort, row.id];

/** How many rows the list has: a whole shelf by its index, a search or filter in the search index. */
export async function countExercises(db: Kysely<Database>, scope: Scope<'exercises'>, filters: ExerciseFilters): Promise<number> {
  if (!filters.keyword && !filters.muscleGroup && !filters.equipment && !filters.pattern) {
    const { n } = await db.selectFrom('exercises').select((eb) => eb.fn.countAll<number | string>().as('n')).where(scope.where).executeTakeFirstOrThrow();
    return Number(n);
  }
  return countSearch(db, 'exercises', 'search_text', searchQueryOf(scope, filters));
}

const pinnedBy = (userId: number) => (eb: ExpressionBuilder<Database, 'exercises'>) =>
  eb.exists(eb.selectFrom('exercise_pins').select('exercise_pins.user_id').where('exercise_pins.user_id', '=', userId).whereRef('exercise_pins.exercise_id', '=', 'exercises.id'));

export function findExercise(db: Kysely<Database>, id: number, pinsOf: number): Promise<(ExerciseRow & { pinned: number }) | undefined> {
  return db
    .selectFrom('exercises')
    .selectAll()
    .select((eb) => eb.case().when(pinnedBy(pinsOf)(eb)).then(1).else(0).end().as('pinned'))
    .where('exercises.id', '=', id)
    .executeTakeFirst();
}

export function findExerciseByShareCode(db: Kysely<Database>, code: string): Promise<ExerciseRow | undefined> {
  return db.selectFrom('exercises').selectAll().where('share_code', '=', code).where('archived_at', 'is', null).executeTakeFirst();
}

/** Official exercises by their stable key, and whether an operator has changed them since (the seed then leaves them alone). */
export function findOfficialExercises(db: Kysely<Database>): Promise<Pick<ExerciseRow, 'id' | 'official_key' | 'operator_edited_at'>[]> {
  return db.selectFrom('exercises').select(['id', 'official_key', 'operator_edited_at']).where('official_key', 'is not', null).execute();
}

function facetRows(id: number, facets: ExerciseFacets) {
  return {
    groups: facets.muscleGroups.map((muscle_group) => ({ exercise_id: id, muscle_group })),
    patterns: facets.movementPatterns.map((pattern, position) => ({ exercise_id: id, pattern, position })),
  };
}

async function writeFacets(db: Kysely<Database>, id: number, facets: ExerciseFacets): Promise<void> {
  await db.deleteFrom('exercise_muscle_groups').where('exercise_id', '=', id).execute();
  await db.deleteFrom('exercise_patterns').where('exercise_id', '=', id).execute();
  const { groups, patterns } = facetRows(id, facets);
  if (groups.length > 0) await db.insertInto('exercise_muscle_groups').values(groups).execute();
  if (patterns.length > 0) await db.insertInto('exercise_patterns').values(patterns).execute();
}

/** Inserts an exercise with its facets and search index; the caller runs it in a transaction. */
export async function insertExercise(db: Kysely<Database>, row: Insertable<ExercisesTable>, facets: ExerciseFacets): Promise<number> {
  const { id } = await db.insertInto('exercises').values(row).returning('id').executeTakeFirstOrThrow();
  await writeFacets(db, id, facets);
  await indexSearch(db, 'exercises', [id]);
  return id;
}

/**
 * Inserts many exercises at once (the seed of a fresh database): rows, then their facets and
 * search index in a few statements. The caller runs it in a transaction.
 */
export async function insertExercises(db: Kysely<Database>, records: readonly { row: Insertable<ExercisesTable>; facets: ExerciseFacets }[]): Promise<void> {
  for (const batch of batches(records, 100)) await db.insertInto('exercises').values(batch.map((r) => r.row)).execute();
  // Rows are matched to their ids by share code: unique, and known before the insert.
  const ids = new Map<string, number>();
  for (const batch of batches(records.map((r) => r.row.share_code))) {
    for (const row of await db.selectFrom('exercises').select(['id', 'share_code']).where('share_code', 'in', batch).execute()) ids.set(row.share_code, row.id);
  }
  const rows = records.map((r) => facetRows(ids.get(r.row.share_code)!, r.facets));
  for (const batch of batches(rows.flatMap((r) => r.groups))) await db.insertInto('exercise_muscle_groups').values(batch).execute();
  for (const batch of batches(rows.flatMap((r) => r.patterns))) await db.insertInto('exercise_patterns').values(batch).execute();
  for (const batch of batches([...ids.values()])) await indexSearch(db, 'exercises', batch);
}

/** Changes an exercise (its facets too when given); the caller runs it in a transaction. */
export async function updateExercise(db: Kysely<Database>, id: number, patch: Updateable<ExercisesTable>, facets?: ExerciseFacets): Promise<void> {
  await db.updateTable('exercises').set(patch).where('id', '=', id).execute();
  if (facets) await writeFacets(db, id, facets);
  await indexSearch(db, 'exercises', [id]);
}

/** Archived exercises leave every list: on the archived shelf of the index, no list reads them. */
export async function archiveExercise(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db.updateTable('exercises').set({ archived_at: at, updated_at: at, search_shelf: shelfToken({ ownerId: null, archived: true }) }).where('id', '=', id).execute();
  await indexSearch(db, 'exercises', [id]);
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
