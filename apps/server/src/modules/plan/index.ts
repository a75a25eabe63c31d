/** What other areas may use of plan (eslint.config.js holds it): training and sync read scheduled sessions, the reports count compliance. */
export { findPlanSession, traineeSessions, trainingsForPlanSessions, type PlannedTraining, type PlanSessionRow } from './repo.ts';
export { presentSession, presentSessionToTrain, statusOf } from './present.ts';
export { presentedTemplates, todayOf } from './service.ts';
export { followStandingPlans } from './standing.ts';
export { complianceOver, needsAttention, rateOf, scheduledSessions, tally, type ScheduledRow, type Tally } from './compliance.ts';
export { sharedPlan } from './share.ts';
