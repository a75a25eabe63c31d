import type { Generated } from 'kysely';

/** An exercise of the library (an "action" in the spec's API): official when owner_id is null. */
export interface ExercisesTable {
  id: Generated<number>;
  /** Stable slug of an official exercise; null for custom ones. */
  official_key: string | null;
  /** When an operator last changed this official exercise in the console; the seed then leaves it alone. */
  operator_edited_at: string | null;
  owner_id: number | null;
  name_en: string;
  name_zh: string;
  /** The names, normalised (domain normalizeSearchText): the exact-substring check of a search. */
  search_text: string;
  /** domain searchTokens of search_text: the text part of the search index. */
  search_tokens: string;
  /** domain shelfTokens: who may list the row (and its facets), the other part of the index. */
  search_shelf: string;
  /** JSON arrays of strings. */
  key_points_en: string;
  key_points_zh: string;
  type: string;
  equipment: string;
  range_of_motion: string;
  compound: number;
  /** JSON lists for display; the filters read the join tables written with them. */
  primary_muscles: string;
  secondary_muscles: string;
  movement_patterns: string;
  performance_features: string;
  injury_prevention_features: string;
  video_path: string | null;
  gif_path: string | null;
  icon_path: string | null;
  intensity_unit: string;
  quantity_unit: string;
  /** Unguessable code of the public share link. */
  share_code: string;
  sort: number;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ExercisePinsTable {
  user_id: number;
  exercise_id: number;
  created_at: string;
}

/** Muscle groups of an exercise's muscles (domain groupsOfMuscles): what the group filter reads. */
export interface ExerciseMuscleGroupsTable {
  exercise_id: number;
  muscle_group: string;
}

export interface ExercisePatternsTable {
  exercise_id: number;
  pattern: string;
  position: number;
}
