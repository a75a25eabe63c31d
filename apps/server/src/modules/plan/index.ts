/** What other areas may use of plan (eslint.config.js holds it): training and sync read scheduled sessions. */
export { findPlanSession, traineeSessions, trainingsForPlanSessions, type PlannedTraining, type PlanSessionRow } from './repo.ts';
export { presentSession, presentSessionToTrain, statusOf } from './present.ts';
export { presentedTemplates, todayOf } from './service.ts';
export { followStandingPlans } from './standing.ts';
