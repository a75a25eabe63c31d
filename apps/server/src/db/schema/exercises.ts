import type { Generated } from 'kysely';

/** An exercise of the library (an "action" in the spec's API): official when owner_id is null. */
export interface ExercisesTable {
  id: Generated<number>;
  /** Stable slug of an official exercise; null for custom ones. */
  official_key: string | null;
  owner_id: number | null;
  name_en: string;
  name_zh: string;
  /** Lower-cased names, searched with LIKE. */
  search_text: string;
  /** JSON arrays of strings. */
  key_points_en: string;
  key_points_zh: string;
  type: string;
  equipment: string;
  range_of_motion: string;
  compound: number;
  primary_muscles: string;
  secondary_muscles: string;
  /** ',chest,arms,' — muscle groups of all muscles, delimited for LIKE filters. */
  muscle_groups: string;
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
