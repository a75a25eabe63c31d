export { createOwnExercise } from './service.ts';
// The console writes official exercises with the same columns, facets and media rule as action/create.
export { checkMediaOwnership, exerciseRecord } from './service.ts';
export { findExercise, insertExercise, updateExercise, type ExerciseRow } from './repo.ts';
export { sharedAction } from './service.ts';
