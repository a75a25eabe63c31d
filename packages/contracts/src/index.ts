/**
 * The API contract: every route's address and schemas. The server registers its routes
 * from CONTRACT; the web app imports ROUTES (from '@repwise/contracts/routes', no zod) and
 * only types from here.
 */
export { CONTRACT, type AuthOf, type BodyInput, type BodyOutput, type Data, type QueryInput, type QueryOutput, type RouteContract, type RouteSchemas } from './contract.ts';
export { ROUTES, type RouteAddress, type RouteName } from './routes.ts';
export * from './schema-kit.ts';
export * from './action.ts';
export * from './dictionary.ts';
export * from './feedback.ts';
export * from './health.ts';
export * from './login.ts';
export * from './notification.ts';
export * from './social-login.ts';
export * from './plan.ts';
export * from './record.ts';
export * from './record-share.ts';
export * from './record-io.ts';
export * from './personal-records.ts';
export * from './series.ts';
export * from './squad.ts';
export * from './statistics.ts';
export * from './coach-statistics.ts';
export * from './training.ts';
export * from './user.ts';
export * from './article.ts';
export * from './global-search.ts';
export * from './console.ts';
