/** What other areas may use of user (eslint.config.js holds it): login finds and makes people here. */
export { findOrCreateUserByMobile, findUserByMobile, updateUser, type UserRow } from './repo.ts';
export { isBaseInfoComplete } from './service.ts';
