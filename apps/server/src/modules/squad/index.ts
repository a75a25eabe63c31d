/** What other areas may use of squad (teams and organisations; eslint.config.js holds it). */
export { findCoachByInviteCode, membersOverPeriod, refreshMemberSearch } from './repo.ts';
export { presentPerson } from './present.ts';
export { leaveEveryTeam } from './service.ts';
export { organisationToCreateIn, ownOrganisation } from './organisations.ts';
export { onMembershipChange, type MembershipChange, type MembershipFollower } from './membership-events.ts';
