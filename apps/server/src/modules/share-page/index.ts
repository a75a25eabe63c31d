/** What the app uses of share-page (eslint.config.js holds it): its public pages and images. */
export { sharePageRoutes } from './routes.ts';
