/** What other areas may use of series (templates; eslint.config.js holds it): plans present a template version as series presents a template. */
export { exerciseDetails, templateTexts, type ExerciseDetails } from './repo.ts';
export { localTexts, presentTemplate, withLibraryDetails, type PresentContext } from './present.ts';
export { getTemplate } from './service.ts';
export { sharedTemplate } from './service.ts';
