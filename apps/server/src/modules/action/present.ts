import type { ActionDetail, ActionSummary } from '@repwise/contracts';
import { SERVER_DICTIONARY_KEYS, groupsOfMuscles, localName, mediaUrl, unitRef } from '@repwise/domain';
import type { Actor } from '../../platform/access/actor.ts';
import type { View } from '../../platform/view.ts';
import type { ExerciseListRow, ExerciseRow } from './repo.ts';

const list = (json: string): string[] => JSON.parse(json) as string[];

/** An exercise in a list, in the reader's language; `actor` null for a reader without an account. */
export function presentSummary(row: ExerciseListRow, pinned: boolean, actor: Actor | null, view: View): ActionSummary {
  const timestamp = Date.parse(row.updated_at);
  const primaryMuscles = list(row.primary_muscles);
  const secondaryMuscles = list(row.secondary_muscles);
  return {
    id: row.id,
    name: localName({ nameEn: row.name_en, nameZh: row.name_zh }, view.language),
    nameEn: row.name_en,
    nameZh: row.name_zh,
    type: row.type,
    equipment: row.equipment,
    compound: row.compound === 1,
    primaryMuscles,
    secondaryMuscles,
    muscleGroups: groupsOfMuscles([...primaryMuscles, ...secondaryMuscles]),
    movementPatterns: list(row.movement_patterns),
    gifPath: row.gif_path ?? '',
    iconPath: row.icon_path ?? '',
    gifUrl: mediaUrl(row.gif_path, view.storageBase, timestamp),
    iconUrl: mediaUrl(row.icon_path, view.storageBase, timestamp),
    intensityUnit: unitRef(SERVER_DICTIONARY_KEYS.intensityUnit, row.intensity_unit, view.language),
    quantityUnit: unitRef(SERVER_DICTIONARY_KEYS.quantityUnit, row.quantity_unit, view.language),
    official: row.owner_id === null,
    mine: actor !== null && row.owner_id === actor.id,
    pinned,
  };
}

/** An exercise on its own page: the summary, key points in the reader's language, media and share code. */
export function presentDetail(row: ExerciseRow, pinned: boolean, actor: Actor | null, view: View): ActionDetail {
  const keyPointsEn = list(row.key_points_en);
  const keyPointsZh = list(row.key_points_zh);
  const zh = view.language === 'zh-Hans';
  return {
    ...presentSummary(row, pinned, actor, view),
    keyPoints: zh ? (keyPointsZh.length ? keyPointsZh : keyPointsEn) : keyPointsEn.length ? keyPointsEn : keyPointsZh,
    keyPointsEn,
    keyPointsZh,
    rangeOfMotion: row.range_of_motion,
    performanceFeatures: list(row.performance_features),
    injuryPreventionFeatures: list(row.injury_prevention_features),
    videoPath: row.video_path ?? '',
    videoUrl: mediaUrl(row.video_path, view.storageBase, Date.parse(row.updated_at)),
    shareCode: row.share_code,
    archived: row.archived_at !== null,
  };
}
