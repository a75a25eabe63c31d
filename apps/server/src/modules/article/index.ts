/** What other areas may use of article (eslint.config.js holds it): the app registers its routes, the seed reads its text rules. */
export { articleRoutes } from './routes.ts';
export { readingMinutes } from './text.ts';
