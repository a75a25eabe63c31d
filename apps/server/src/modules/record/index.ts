/** What other areas may use of record (eslint.config.js holds it): the figures of a period, to count alike. */
export { daysOf, musclesOf, topExercisesOf, totalsOf, volumeOf } from './figures.ts';
export { NOT_WORKING } from './repo.ts';
export { sharedYear } from './share.ts';
