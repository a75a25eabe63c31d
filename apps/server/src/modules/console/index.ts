/** What the app uses of console: its routes (nothing else may use this area; the audit writer is platform/audit.ts). */
export { consoleRoutes } from './routes.ts';
