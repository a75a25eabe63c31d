export { createOwnExercise } from './service.ts';
export { sharedAction } from './service.ts';
