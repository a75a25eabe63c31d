import { randomBytes } from 'node:crypto';
import {
  SERVER_DICTIONARY_KEYS, dictLabel, groupsOfMuscles, mediaUrl, type Language,
} from '@repwise/domain';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { ExercisesTable } from '../../db/schema/exercises.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { canEditExercise, canViewExercise } from '../../platform/policies.ts';
import { isOwnUpload } from '../../platform/storage/media-paths.ts';
import { SERVER_DICTIONARIES } from '../../seed/dictionaries.ts';
import {
  findExercise, findExerciseByShareCode, insertExercise, listExercises, setPinned, updateExercise,
  type ExerciseRow, type ExerciseWithPin,
} from './repo.ts';
import type { ActionDetail, ActionInput, ActionSummary, ListQuery } from './schemas.ts';

export interface Viewer {
  id: number;
  language: Language;
  /** Storage base that relative media paths are prefixed with. */
  storageBase: string;
}

const list = (json: string): string[] => JSON.parse(json) as string[];

function unitOf(parentKey: string, key: string, language: Language) {
  const entry = SERVER_DICTIONARIES[parentKey]?.find((e) => e.value === key);
  return { key, name: entry ? dictLabel(entry, language) : key };
}

function localName(row: Pick<ExerciseRow, 'name_en' | 'name_zh'>, language: Language): string {
  return language === 'zh-Hans' ? row.name_zh || row.name_en : row.name_en || row.name_zh;
}

export function presentSummary(row: ExerciseRow & { pinned?: number }, viewer: Viewer): ActionSummary {
  const timestamp = Date.parse(row.updated_at);
  return {
    id: row.id,
    name: localName(row, viewer.language),
    nameEn: row.name_en,
    nameZh: row.name_zh,
    type: row.type,
    equipment: row.equipment,
    compound: row.compound === 1,
    primaryMuscles: list(row.primary_muscles),
    secondaryMuscles: list(row.secondary_muscles),
    muscleGroups: row.muscle_groups.split(',').filter(Boolean),
    movementPatterns: list(row.movement_patterns),
    gifPath: row.gif_path ?? '',
    iconPath: row.icon_path ?? '',
    gifUrl: mediaUrl(row.gif_path, viewer.storageBase, timestamp),
    iconUrl: mediaUrl(row.icon_path, viewer.storageBase, timestamp),
    intensityUnit: unitOf(SERVER_DICTIONARY_KEYS.intensityUnit, row.intensity_unit, viewer.language),
    quantityUnit: unitOf(SERVER_DICTIONARY_KEYS.quantityUnit, row.quantity_unit, viewer.language),
    official: row.owner_id === null,
    mine: row.owner_id === viewer.id,
    pinned: row.pinned === 1,
  };
}

export function presentDetail(row: ExerciseRow & { pinned?: number }, viewer: Viewer): ActionDetail {
  const keyPointsEn = list(row.key_points_en);
  const keyPointsZh = list(row.key_points_zh);
  const zh = viewer.language === 'zh-Hans';
  return {
    ...presentSummary(row, viewer),
    keyPoints: zh ? (keyPointsZh.length ? keyPointsZh : keyPointsEn) : keyPointsEn.length ? keyPointsEn : keyPointsZh,
    keyPointsEn,
    keyPointsZh,
    rangeOfMotion: row.range_of_motion,
    performanceFeatures: list(row.performance_features),
    injuryPreventionFeatures: list(row.injury_prevention_features),
    videoPath: row.video_path ?? '',
    videoUrl: mediaUrl(row.video_path, viewer.storageBase, Date.parse(row.updated_at)),
    shareCode: row.share_code,
    archived: row.archived_at !== null,
  };
}

export async function listActions(db: Kysely<Database>, viewer: Viewer, q: ListQuery) {
  const { rows, total } = await listExercises(db, { viewerId: viewer.id, ...q }, q.page, q.size);
  return { list: rows.map((r) => presentSummary(r, viewer)), total, page: q.page, size: q.size, hasMore: q.page * q.size < total };
}

async function visibleExercise(db: Kysely<Database>, viewer: Viewer, id: number): Promise<ExerciseWithPin> {
  const row = await findExercise(db, id, viewer.id);
  if (!row || !canViewExercise(viewer.id, row)) throw notFound();
  return row;
}

export async function getAction(db: Kysely<Database>, viewer: Viewer, id: number): Promise<ActionDetail> {
  return presentDetail(await visibleExercise(db, viewer, id), viewer);
}

/**
 * The exercise columns of a submitted exercise. A name left blank stays blank (reading falls
 * back to the other language), so renaming the one name given never leaves a stale copy.
 */
export function exerciseColumns(input: ActionInput, now: Date): Omit<Insertable<ExercisesTable>, 'owner_id' | 'official_key' | 'share_code' | 'sort' | 'created_at'> {
  const { nameEn, nameZh } = input;
  return {
    name_en: nameEn,
    name_zh: nameZh,
    search_text: `${nameEn} ${nameZh}`.toLowerCase(),
    key_points_en: JSON.stringify(input.keyPointsEn),
    key_points_zh: JSON.stringify(input.keyPointsZh),
    type: input.type,
    equipment: input.equipment,
    range_of_motion: input.rangeOfMotion,
    compound: input.compound ? 1 : 0,
    primary_muscles: JSON.stringify(input.primaryMuscles),
    secondary_muscles: JSON.stringify(input.secondaryMuscles.filter((m) => !input.primaryMuscles.includes(m))),
    muscle_groups: `,${groupsOfMuscles([...input.primaryMuscles, ...input.secondaryMuscles]).join(',')},`,
    movement_patterns: JSON.stringify(input.movementPatterns),
    performance_features: JSON.stringify(input.performanceFeatures),
    injury_prevention_features: JSON.stringify(input.injuryPreventionFeatures),
    video_path: input.videoPath,
    gif_path: input.gifPath,
    icon_path: input.iconPath,
    intensity_unit: input.intensityUnit,
    quantity_unit: input.quantityUnit,
    updated_at: now.toISOString(),
  };
}

/** Media must be the person's own uploads: nobody attaches someone else's file. */
function checkMediaOwnership(input: ActionInput, ownerId: number): void {
  for (const path of [input.videoPath, input.gifPath, input.iconPath]) {
    if (path && !isOwnUpload(path, ownerId)) throw badRequest('invalidField', { field: 'media' });
  }
}

export const newShareCode = () => randomBytes(12).toString('base64url');

export async function createAction(db: Kysely<Database>, viewer: Viewer, input: ActionInput, now = new Date()): Promise<ActionDetail> {
  checkMediaOwnership(input, viewer.id);
  const id = await insertExercise(db, {
    ...exerciseColumns(input, now),
    owner_id: viewer.id,
    official_key: null,
    share_code: newShareCode(),
    sort: 0,
    created_at: now.toISOString(),
  });
  return getAction(db, viewer, id);
}

export async function modifyAction(db: Kysely<Database>, viewer: Viewer, id: number, input: ActionInput, now = new Date()): Promise<ActionDetail> {
  const row = await visibleExercise(db, viewer, id);
  if (!canEditExercise(viewer.id, row) || row.archived_at !== null) throw notFound();
  checkMediaOwnership(input, viewer.id);
  if (!(await updateExercise(db, id, viewer.id, exerciseColumns(input, now)))) throw notFound();
  return getAction(db, viewer, id);
}

/**
 * Deleting archives: the exercise leaves every list, while templates and training logs that
 * use it keep showing it.
 */
export async function deleteAction(db: Kysely<Database>, viewer: Viewer, id: number, now = new Date()): Promise<void> {
  const row = await visibleExercise(db, viewer, id);
  if (!canEditExercise(viewer.id, row)) throw notFound();
  if (row.archived_at !== null) return;
  await updateExercise(db, id, viewer.id, { archived_at: now.toISOString(), updated_at: now.toISOString() });
}

export async function pinAction(db: Kysely<Database>, viewer: Viewer, id: number, pinned: boolean): Promise<ActionDetail> {
  const row = await visibleExercise(db, viewer, id);
  if (pinned && row.archived_at !== null) throw notFound();
  await setPinned(db, viewer.id, id, pinned, new Date());
  return getAction(db, viewer, id);
}

/** The public share page: anyone with the link, no account needed. */
export async function sharedAction(db: Kysely<Database>, language: Language, storageBase: string, code: string): Promise<ActionDetail> {
  const row = await findExerciseByShareCode(db, code);
  if (!row) throw notFound();
  const detail = presentDetail(row, { id: 0, language, storageBase });
  return { ...detail, mine: false, pinned: false, shareCode: row.share_code };
}
