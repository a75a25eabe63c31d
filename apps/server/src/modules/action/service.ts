import type { ActionDetail, ActionInput, ActionListQuery, ActionPage } from '@repwise/contracts';
import { groupsOfMuscles, normalizeSearchText, searchTokens, shelfTokens } from '@repwise/domain';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { ExercisesTable } from '../../db/schema/exercises.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { canEditExercise, canReadExercise } from '../../platform/access/policies.ts';
import { visibleExercises } from '../../platform/access/scopes.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/keyset.ts';
import { newShareCode } from '../../platform/share-code.ts';
import { isOwnUpload } from '../../platform/storage/media-paths.ts';
import type { View } from '../../platform/view.ts';
import { presentDetail, presentSummary } from './present.ts';
import {
  archiveExercise, countExercises, exerciseSortKey, findExercise, findExerciseByShareCode, insertExercise, listExerciseRows, setPinned,
  updateExercise, type ExerciseFacets,
} from './repo.ts';

/**
 * The columns and facets of a submitted exercise of `ownerId` (null: official);
 * `alsoSearchable`: more text its search finds it by.
 */
export function exerciseRecord(input: ActionInput, now: Date, ownerId: number | null, alsoSearchable = '') {
  const { nameEn, nameZh } = input;
  const searchText = normalizeSearchText(`${nameEn} ${nameZh} ${alsoSearchable}`.trim());
  const secondary = input.secondaryMuscles.filter((m) => !input.primaryMuscles.includes(m));
  const muscleGroups = groupsOfMuscles([...input.primaryMuscles, ...secondary]);
  const columns = {
    // A name left blank stays blank (reading falls back to the other language), so renaming
    // the one name given never leaves a stale copy behind.
    name_en: nameEn,
    name_zh: nameZh,
    search_text: searchText,
    search_tokens: searchTokens(searchText),
    search_shelf: shelfTokens({ ownerId }, { g: muscleGroups, e: [input.equipment], p: input.movementPatterns }),
    key_points_en: JSON.stringify(input.keyPointsEn),
    key_points_zh: JSON.stringify(input.keyPointsZh),
    type: input.type,
    equipment: input.equipment,
    range_of_motion: input.rangeOfMotion,
    compound: input.compound ? 1 : 0,
    primary_muscles: JSON.stringify(input.primaryMuscles),
    secondary_muscles: JSON.stringify(secondary),
    movement_patterns: JSON.stringify(input.movementPatterns),
    performance_features: JSON.stringify(input.performanceFeatures),
    injury_prevention_features: JSON.stringify(input.injuryPreventionFeatures),
    video_path: input.videoPath,
    gif_path: input.gifPath,
    icon_path: input.iconPath,
    intensity_unit: input.intensityUnit,
    quantity_unit: input.quantityUnit,
    updated_at: now.toISOString(),
  } satisfies Omit<Insertable<ExercisesTable>, 'owner_id' | 'official_key' | 'share_code' | 'sort' | 'created_at'>;
  const facets: ExerciseFacets = { muscleGroups, movementPatterns: input.movementPatterns };
  return { columns, facets };
}

export async function listActions(db: Kysely<Database>, actor: Actor, view: View, q: ActionListQuery): Promise<ActionPage> {
  const scope = visibleExercises(actor, q.scope);
  const filters = { keyword: q.keyword, muscleGroup: q.muscleGroup, equipment: q.equipment, pattern: q.pattern };
  const after = decodeCursor(q.cursor, ['number', 'number', 'number']);
  const [rows, total] = await Promise.all([
    listExerciseRows(db, scope, filters, actor.id, after, q.size + 1, q.scope === 'mine'),
    q.withTotal ? countExercises(db, scope, filters) : null,
  ]);
  return pageOf(rows, q.size, exerciseSortKey, (shown) => shown.map((r) => presentSummary(r, r.pinned === 1, actor, view)), total);
}

async function readable(db: Kysely<Database>, actor: Actor, id: number) {
  const row = await findExercise(db, id, actor.id);
  if (!row || !canReadExercise(actor, row)) throw notFound();
  return row;
}

export async function getAction(db: Kysely<Database>, actor: Actor, view: View, id: number): Promise<ActionDetail> {
  const row = await readable(db, actor, id);
  return presentDetail(row, row.pinned === 1, actor, view);
}

/** Media must be the person's own uploads: nobody attaches someone else's file. */
export function checkMediaOwnership(input: ActionInput, ownerId: number): void {
  for (const path of [input.videoPath, input.gifPath, input.iconPath]) {
    if (path && !isOwnUpload(path, ownerId)) throw badRequest('invalidField', { field: 'media' });
  }
}

/** A custom exercise of `ownerId` (action/create, and an import's "create as my exercise"); answers its id. */
export async function createOwnExercise(db: Kysely<Database>, ownerId: number, input: ActionInput, now: Date): Promise<number> {
  checkMediaOwnership(input, ownerId);
  const { columns, facets } = exerciseRecord(input, now, ownerId);
  return inTransaction(db, (trx) =>
    insertExercise(trx, { ...columns, owner_id: ownerId, official_key: null, share_code: newShareCode(), sort: 0, created_at: now.toISOString() }, facets));
}

export async function createAction(db: Kysely<Database>, actor: Actor, view: View, input: ActionInput, now = new Date()): Promise<ActionDetail> {
  return getAction(db, actor, view, await createOwnExercise(db, actor.id, input, now));
}

export async function modifyAction(db: Kysely<Database>, actor: Actor, view: View, id: number, input: ActionInput, now = new Date()): Promise<ActionDetail> {
  const row = await readable(db, actor, id);
  if (!canEditExercise(actor, row) || row.archived_at !== null) throw notFound();
  checkMediaOwnership(input, actor.id);
  const { columns, facets } = exerciseRecord(input, now, actor.id);
  await inTransaction(db, (trx) => updateExercise(trx, id, columns, facets));
  return getAction(db, actor, view, id);
}

/**
 * Deleting archives: the exercise leaves every list, while templates and training logs that
 * use it keep showing it.
 */
export async function deleteAction(db: Kysely<Database>, actor: Actor, id: number, now = new Date()): Promise<void> {
  const row = await readable(db, actor, id);
  if (!canEditExercise(actor, row)) throw notFound();
  if (row.archived_at !== null) return;
  await inTransaction(db, (trx) => archiveExercise(trx, id, now.toISOString()));
}

export async function pinAction(db: Kysely<Database>, actor: Actor, view: View, id: number, pinned: boolean): Promise<ActionDetail> {
  const row = await readable(db, actor, id);
  if (pinned && row.archived_at !== null) throw notFound();
  await setPinned(db, actor.id, id, pinned, new Date());
  return getAction(db, actor, view, id);
}

/** The public share page: anyone with the link, no account needed. */
export async function sharedAction(db: Kysely<Database>, view: View, code: string): Promise<ActionDetail> {
  const row = await findExerciseByShareCode(db, code);
  if (!row) throw notFound();
  return presentDetail(row, false, null, view);
}
