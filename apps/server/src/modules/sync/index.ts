/** What other areas may use of sync (the only writer of synced rows; eslint.config.js holds it). */
export { findTraining, type SetRow, type TrainingRow } from './repo.ts';
export { setFieldsOf } from './present.ts';
export { applyOps, openBatch, writeCoachComment } from './service.ts';
