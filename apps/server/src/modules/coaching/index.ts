/** What other areas may use of coaching (the coach's reports; eslint.config.js holds it): the app registers its routes. */
export { coachingRoutes } from './routes.ts';
