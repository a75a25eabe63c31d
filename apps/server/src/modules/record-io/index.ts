export { recordIoRoutes } from './routes.ts';
