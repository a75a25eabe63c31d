/** What other areas may use of progress (the only writer of rollups and personal records; eslint.config.js holds it). */
export { figureRows, nothingTouched, rebuildAll, recomputeDays, recomputeMonths, recomputeRecords, recomputeTouched, type Touched } from './service.ts';
export { progressRoutes } from './routes.ts';
