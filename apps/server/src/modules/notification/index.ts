/** What other areas may use of notification (eslint.config.js holds it): the producers, called in the transaction of each change; the app registers its routes. */
export { notifyCoachReplied, notifyFeedbackReplied, notifyMemberFinished, notifyPlan } from './service.ts';
export { notificationRoutes } from './routes.ts';
