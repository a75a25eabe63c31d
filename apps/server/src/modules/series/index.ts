/** What other areas may use of series (templates; eslint.config.js holds it): plans present a template version as series presents a template. */
export { exerciseDetails, templateTexts, type ExerciseDetails } from './repo.ts';
export { localTexts, presentTemplate, withLibraryDetails, type PresentContext } from './present.ts';
export { getTemplate } from './service.ts';
// The console's "promote": an operator's own template copied to the official shelf.
export { promoteTemplate } from './service.ts';
export { sharedTemplate } from './service.ts';
