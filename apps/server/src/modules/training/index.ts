/** What other areas may use of training (eslint.config.js holds it): record presents history as training/list does. */
export { setsOf } from './repo.ts';
export { summaryOf } from './present.ts';
