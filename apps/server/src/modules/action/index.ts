export { createOwnExercise } from './service.ts';
