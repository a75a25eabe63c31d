import type { CatalogueExercise } from '../exercise-catalogue.ts';

type Defaulted = 'type' | 'rangeOfMotion' | 'secondaryMuscles' | 'injuryPreventionFeatures' | 'intensityUnit' | 'quantityUnit';

/**
 * Fills in what most library items share, so each entry states only what sets it apart:
 * a full-range strength exercise counted in reps, loaded in kg, by band level, or by bodyweight
 * when the athlete is the load.
 */
export function defineExercise(
  exercise: Omit<CatalogueExercise, Defaulted> & Partial<Pick<CatalogueExercise, Defaulted>>,
): CatalogueExercise {
  return {
    type: 'strength',
    rangeOfMotion: 'full',
    secondaryMuscles: [],
    injuryPreventionFeatures: [],
    intensityUnit: defaultIntensityUnit(exercise.equipment),
    quantityUnit: 'reps',
    ...exercise,
  };
}

function defaultIntensityUnit(equipment: CatalogueExercise['equipment']): CatalogueExercise['intensityUnit'] {
  if (equipment === 'bodyweight' || equipment === 'suspension') return 'bodyweight';
  if (equipment === 'band') return 'level';
  return 'kg';
}
