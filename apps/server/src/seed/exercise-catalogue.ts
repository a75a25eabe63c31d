import type {
  EquipmentKey, ExerciseTypeKey, InjuryPreventionFeatureKey, MovementPatternKey, MuscleKey, PerformanceFeatureKey,
  RangeOfMotionKey,
} from '@repwise/domain';
import { ARM_EXERCISES } from './catalogue/arms.ts';
import { BACK_EXERCISES } from './catalogue/back.ts';
import { CHEST_EXERCISES } from './catalogue/chest.ts';
import { CONDITIONING_EXERCISES } from './catalogue/conditioning.ts';
import { CORE_EXERCISES } from './catalogue/core.ts';
import { FULL_BODY_EXERCISES } from './catalogue/full-body.ts';
import { GLUTE_EXERCISES } from './catalogue/glutes.ts';
import { LEG_EXERCISES } from './catalogue/legs.ts';
import { SHOULDER_EXERCISES } from './catalogue/shoulders.ts';

/** An official library item (spec §3) with both languages' name and key points. */
export interface CatalogueExercise {
  /** Stable kebab-case slug; what the seed upserts on, so never renamed. */
  key: string;
  nameEn: string;
  nameZh: string;
  keyPointsEn: string[];
  keyPointsZh: string[];
  type: ExerciseTypeKey;
  equipment: EquipmentKey;
  rangeOfMotion: RangeOfMotionKey;
  compound: boolean;
  primaryMuscles: MuscleKey[];
  secondaryMuscles: MuscleKey[];
  movementPatterns: MovementPatternKey[];
  performanceFeatures: PerformanceFeatureKey[];
  injuryPreventionFeatures: InjuryPreventionFeatureKey[];
  /** Default units of a new set, values of the server dictionaries. */
  intensityUnit: 'kg' | 'bodyweight' | 'level' | 'kmh' | 'percent1rm';
  quantityUnit: 'reps' | 'seconds' | 'minutes' | 'meters';
}

/** The official exercise library, grouped by the region each exercise mainly trains. */
export const EXERCISE_CATALOGUE: readonly CatalogueExercise[] = [
  ...CHEST_EXERCISES,
  ...BACK_EXERCISES,
  ...SHOULDER_EXERCISES,
  ...ARM_EXERCISES,
  ...LEG_EXERCISES,
  ...GLUTE_EXERCISES,
  ...CORE_EXERCISES,
  ...FULL_BODY_EXERCISES,
  ...CONDITIONING_EXERCISES,
];
