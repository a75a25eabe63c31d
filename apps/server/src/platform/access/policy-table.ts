/**
 * Who may do what, cell by cell: the rules the policies (policies.ts) and scopes (scopes.ts)
 * implement, written once as data. policy-table.test.ts runs every cell through the real
 * routes on both engines: an allowed caller succeeds, anyone else gets "not found" (401 when
 * they have no token at all). A new capability adds resources and rows here, with the test
 * cells that prove them, never a mechanism of its own.
 */

/** The caller, by their relation to the object acted on. */
export type Who =
  /** No token. */
  | 'anonymous'
  /** Signed in, no relation to the object (a trainee or a coach). */
  | 'stranger'
  /** The person who made the object. */
  | 'owner'
  /** An operator (a stored role; OPERATOR_MOBILES makes the first ones), otherwise a stranger. */
  | 'operator'
  /** The coach whose invitation code the person entered (profiles). */
  | 'coach-of-owner'
  /** The managing coach of the team acted on. */
  | 'team manager'
  /** A further coach of the team. */
  | 'team coach'
  /** A member (trainee) of the team. */
  | 'team member'
  /** A trainee who was a member until a coach removed them. */
  | 'removed member'
  /** The managing coach of another team (team A's coach acting on team B). */
  | 'other team coach';

export const EVERYONE: readonly Who[] = ['anonymous', 'stranger', 'owner', 'operator', 'coach-of-owner'];

export interface PolicyRow {
  resource: string;
  action: string;
  /** Who may; everyone else in `who` of the resource may not. */
  allowed: readonly Who[];
}

/** The callers that exist for each resource (an official object has no owner). */
export const RESOURCES = {
  'official exercise': ['anonymous', 'stranger', 'operator'],
  'custom exercise': ['anonymous', 'stranger', 'owner', 'operator'],
  'official template': ['anonymous', 'stranger', 'operator'],
  'custom template': ['anonymous', 'stranger', 'owner', 'operator'],
  'profile': ['anonymous', 'stranger', 'owner', 'operator', 'coach-of-owner'],
  'team': ['anonymous', 'stranger', 'team manager', 'team coach', 'team member', 'removed member', 'other team coach'],
  'account': ['anonymous', 'stranger', 'owner', 'operator', 'coach-of-owner'],
  'body data': ['anonymous', 'stranger', 'owner', 'operator', 'coach-of-owner'],
  /** Body data whose owner keeps them from their coaches (user/updateInfo bodyDataHidden). */
  'private body data': ['anonymous', 'stranger', 'owner', 'operator', 'coach-of-owner'],
  'feedback': ['anonymous', 'stranger', 'owner', 'operator', 'coach-of-owner'],
  /** A trainee linked to a coach by the coach's invitation code ('owner' is the trainee). */
  'linked trainee': ['anonymous', 'stranger', 'owner', 'coach-of-owner'],
  /** A member of a team ('team member' is that trainee). */
  'team trainee': ['anonymous', 'stranger', 'team manager', 'team coach', 'team member', 'removed member', 'other team coach'],
  /** A training recorded by a trainee linked to a coach by invitation code. */
  'linked trainee training': ['anonymous', 'stranger', 'owner', 'coach-of-owner'],
  /** A training recorded by a member of a team. */
  'team member training': ['anonymous', 'stranger', 'team manager', 'team coach', 'team member', 'removed member', 'other team coach'],
  /** A notification of the notification centre ('owner' is its recipient: here the trainee told of a plan by their coach). */
  'notification': ['anonymous', 'stranger', 'owner', 'operator', 'coach-of-owner'],
  /** A trainee's shared year in review ('owner' is the trainee). */
  'year share': ['anonymous', 'stranger', 'owner', 'operator', 'coach-of-owner'],
  /** An article of the knowledge library, published or still a draft (written by the team: no owner among the callers). */
  'published article': ['anonymous', 'stranger', 'operator'],
  'draft article': ['anonymous', 'stranger', 'operator'],
  /** The operators' console (issue 27 §3): 'owner' is a trainee, 'coach-of-owner' a coach, 'stranger' a coach without trainees. */
  'console': ['anonymous', 'stranger', 'owner', 'operator', 'coach-of-owner'],
  /** A file the owner PUT straight to S3-compatible storage through a ticket (action/upload/ticket, confirm). */
  'direct upload': ['anonymous', 'stranger', 'owner', 'operator'],
} as const satisfies Record<string, readonly Who[]>;

export type Resource = keyof typeof RESOURCES;

const SIGNED_IN: readonly Who[] = ['stranger', 'owner', 'operator', 'coach-of-owner'];
const TEAM_COACHES: readonly Who[] = ['team manager', 'team coach'];
const TEAM_PEOPLE: readonly Who[] = [...TEAM_COACHES, 'team member'];

export const POLICY_TABLE = [
  // The library: official exercises are everyone's to read and pin, nobody's to change.
  { resource: 'official exercise', action: 'read', allowed: SIGNED_IN },
  { resource: 'official exercise', action: 'pin', allowed: SIGNED_IN },
  { resource: 'official exercise', action: 'edit', allowed: [] },
  { resource: 'official exercise', action: 'delete', allowed: [] },
  { resource: 'official exercise', action: 'read by share link', allowed: EVERYONE },
  // Custom exercises are their owner's; others see them only through the share link.
  { resource: 'custom exercise', action: 'read', allowed: ['owner'] },
  { resource: 'custom exercise', action: 'list among mine', allowed: ['owner'] },
  { resource: 'custom exercise', action: 'pin', allowed: ['owner'] },
  { resource: 'custom exercise', action: 'edit', allowed: ['owner'] },
  { resource: 'custom exercise', action: 'delete', allowed: ['owner'] },
  { resource: 'custom exercise', action: 'read by share link', allowed: EVERYONE },
  { resource: 'custom exercise', action: 'use in a template', allowed: ['owner'] },
  // Official templates: everyone reads and copies them; only operators edit them.
  { resource: 'official template', action: 'read', allowed: SIGNED_IN },
  { resource: 'official template', action: 'copy', allowed: SIGNED_IN },
  { resource: 'official template', action: 'edit', allowed: ['operator'] },
  { resource: 'official template', action: 'delete', allowed: [] },
  { resource: 'official template', action: 'mark used', allowed: [] },
  // A person's templates are theirs; others reach them only by share code.
  { resource: 'custom template', action: 'read', allowed: ['owner'] },
  { resource: 'custom template', action: 'list among mine', allowed: ['owner'] },
  { resource: 'custom template', action: 'share (QR code)', allowed: ['owner'] },
  { resource: 'custom template', action: 'copy', allowed: ['owner'] },
  { resource: 'custom template', action: 'edit', allowed: ['owner'] },
  { resource: 'custom template', action: 'delete', allowed: ['owner'] },
  { resource: 'custom template', action: 'mark used', allowed: ['owner'] },
  { resource: 'custom template', action: 'read by share link', allowed: EVERYONE },
  { resource: 'custom template', action: 'copy by share link', allowed: SIGNED_IN },
  // Profiles: one's own, and a trainee's for their coach.
  { resource: 'profile', action: 'read', allowed: ['owner', 'coach-of-owner'] },
  // Teams: its people read it; only its coaches see and change its members and see its code;
  // only the managing coach hands it over, disbands it, renews its code and adds coaches.
  // A removed member is a stranger at once; one team's coach is a stranger to another team.
  // Anyone signed in may learn what a code is (a team's, with its preview): a code is shared
  // to be typed, and the tries count against the code-attempt limits like joining does.
  { resource: 'team', action: 'identify by its code', allowed: ['stranger', 'team manager', 'team coach', 'team member', 'removed member', 'other team coach'] },
  { resource: 'team', action: 'read', allowed: TEAM_PEOPLE },
  { resource: 'team', action: 'list among mine', allowed: TEAM_PEOPLE },
  { resource: 'team', action: 'see its code', allowed: TEAM_COACHES },
  { resource: 'team', action: 'list members', allowed: TEAM_COACHES },
  { resource: 'team', action: 'read a member', allowed: TEAM_COACHES },
  { resource: 'team', action: 'change a member', allowed: TEAM_COACHES },
  { resource: 'team', action: 'add a trainee by member code', allowed: TEAM_COACHES },
  { resource: 'team', action: 'remove members', allowed: TEAM_COACHES },
  { resource: 'team', action: 'quit', allowed: ['team member'] },
  { resource: 'team', action: 'hand over management', allowed: ['team manager'] },
  { resource: 'team', action: 'regenerate its code', allowed: ['team manager'] },
  { resource: 'team', action: 'add a coach', allowed: ['team manager'] },
  { resource: 'team', action: 'disband', allowed: ['team manager'] },
  // An account is deactivated only by its owner (with an SMS code of its number), never by its coach or an operator.
  { resource: 'account', action: 'deactivate', allowed: ['owner'] },
  // A number is changed only by the account's owner (with a code sent to the new number).
  { resource: 'account', action: 'change its mobile number', allowed: ['owner'] },
  // VIP membership of an organisation is granted by operators, never by the person or their coach.
  { resource: 'account', action: 'grant VIP membership to', allowed: ['operator'] },
  // A QQ or Apple account is linked to an account only with an SMS code of its number (register/qq, register/ios):
  // a session of someone else, with the code of their own number, links nothing.
  { resource: 'account', action: 'link a QQ account to', allowed: ['owner'] },
  // Body data and their history are their owner's alone, not even their coach's; the coach's member statistics
  // (issue 25 §4: everything a coach needs before a check-in) show the latest five days to a coach of theirs.
  { resource: 'body data', action: 'read history', allowed: ['owner'] },
  { resource: 'body data', action: 'read the latest in member statistics', allowed: ['coach-of-owner'] },
  // …unless the owner keeps them private (a privacy setting): then no one reads them there.
  { resource: 'private body data', action: 'read the latest in member statistics', allowed: [] },
  // Anyone signed in writes feedback; only operators read it, its sender included.
  { resource: 'feedback', action: 'submit', allowed: SIGNED_IN },
  { resource: 'feedback', action: 'read in the inbox', allowed: ['operator'] },
  // Plans: a coach publishes only to members of teams they coach and to trainees linked by
  // their invitation code; a trainee reads their own scheduled sessions.
  { resource: 'linked trainee', action: 'publish a plan to', allowed: ['coach-of-owner'] },
  // The coach whose code a trainee entered lists them among their trainees (to send plans to).
  { resource: 'linked trainee', action: 'list among my trainees', allowed: ['coach-of-owner'] },
  { resource: 'linked trainee', action: "read the plan's sessions", allowed: ['owner', 'coach-of-owner'] },
  { resource: 'team trainee', action: 'publish a plan to', allowed: TEAM_COACHES },
  // A plan is its publishing coach's (here the team manager published it), not the team's other coaches'.
  { resource: 'team trainee', action: "read the plan's sessions", allowed: ['team manager', 'team member'] },
  // A plan's share link is made by its coach only; whoever holds the link reads the plan and its counts, no account needed.
  { resource: 'linked trainee', action: 'share the plan (QR code)', allowed: ['coach-of-owner'] },
  { resource: 'linked trainee', action: 'read the plan by share link', allowed: ['anonymous', 'stranger', 'owner', 'coach-of-owner'] },
  { resource: 'team trainee', action: 'share the plan (QR code)', allowed: ['team manager'] },
  // A coach records a past training for the trainees they may publish plans to; the training is the
  // trainee's. Trainees record their own on their phone (sync/push), not here.
  { resource: 'linked trainee', action: 'record a past training for', allowed: ['coach-of-owner'] },
  { resource: 'team trainee', action: 'record a past training for', allowed: TEAM_COACHES },
  // Recorded training: the trainee's own; their coaches read it and reply; only the trainee records into it.
  { resource: 'linked trainee training', action: 'read', allowed: ['owner', 'coach-of-owner'] },
  { resource: 'linked trainee training', action: 'list in history', allowed: ['owner', 'coach-of-owner'] },
  { resource: 'linked trainee training', action: 'pull', allowed: ['owner'] },
  { resource: 'linked trainee training', action: 'count in max weights', allowed: ['owner'] },
  { resource: 'linked trainee training', action: 'record a set into', allowed: ['owner'] },
  { resource: 'linked trainee training', action: 'comment as coach', allowed: ['coach-of-owner'] },
  { resource: 'team member training', action: 'read', allowed: [...TEAM_COACHES, 'team member'] },
  { resource: 'team member training', action: 'list in history', allowed: [...TEAM_COACHES, 'team member'] },
  { resource: 'team member training', action: 'record a set into', allowed: ['team member'] },
  { resource: 'team member training', action: 'comment as coach', allowed: TEAM_COACHES },
  // Export (record/export) is one's own trainings only: not a coach's, who reads them in the app but takes no copy.
  { resource: 'linked trainee training', action: 'export', allowed: ['owner'] },
  { resource: 'team member training', action: 'export', allowed: ['team member'] },
  // An import (record/import) writes into the caller's own account only: nobody imports into someone else's.
  { resource: 'account', action: 'import a training log into', allowed: ['owner'] },
  // The coach's feed (record/coach/feed, feedRead): finished trainings of the members of the teams they coach
  // now; a trainee linked only by invitation code is not in it. Member statistics: a coach of the member only
  // (the member reads their own reports, not this). Comparing teams: only teams one coaches.
  { resource: 'team member training', action: 'list in the coach feed', allowed: TEAM_COACHES },
  { resource: 'team member training', action: 'mark read in the coach feed', allowed: TEAM_COACHES },
  { resource: 'linked trainee training', action: 'list in the coach feed', allowed: [] },
  { resource: 'team trainee', action: 'read member statistics', allowed: TEAM_COACHES },
  { resource: 'linked trainee', action: 'read member statistics', allowed: ['coach-of-owner'] },
  { resource: 'team', action: 'compare (team statistics)', allowed: TEAM_COACHES },
  { resource: 'team', action: "show in the coach's overview", allowed: TEAM_COACHES },
  // Reports (record/user/month, record/user/year) and the history search (record/history): the trainee's own,
  // and their coaches'; a removed member's former coach is a stranger to them.
  { resource: 'linked trainee training', action: 'count in month and year reports', allowed: ['owner', 'coach-of-owner'] },
  { resource: 'linked trainee training', action: 'find in history search', allowed: ['owner', 'coach-of-owner'] },
  { resource: 'team member training', action: 'count in month and year reports', allowed: [...TEAM_COACHES, 'team member'] },
  { resource: 'team member training', action: 'find in history search', allowed: [...TEAM_COACHES, 'team member'] },
  // Personal records (record/prs): the trainee's own and their coaches', as their reports.
  { resource: 'linked trainee training', action: 'count in personal records', allowed: ['owner', 'coach-of-owner'] },
  { resource: 'team member training', action: 'count in personal records', allowed: [...TEAM_COACHES, 'team member'] },
  // Notifications (notification/list, notification/read): their recipient's alone; the coach who caused one does not see it,
  // and marking others' ids read changes nothing.
  { resource: 'notification', action: 'list with the unread count', allowed: ['owner'] },
  { resource: 'notification', action: 'mark read', allowed: ['owner'] },
  // A year in review is shared and stopped by its trainee alone (not their coach); whoever holds the link reads it, no account needed.
  { resource: 'year share', action: 'create a link to', allowed: ['owner'] },
  { resource: 'year share', action: 'stop sharing', allowed: ['owner'] },
  { resource: 'year share', action: 'read by its link', allowed: EVERYONE },
  // The knowledge library (article/list, article/get, open/article/share): a published article is everyone's who is signed in,
  // and anyone's with its share link; a draft is no reader's, by id, in a list or by its link.
  { resource: 'published article', action: 'read', allowed: SIGNED_IN },
  { resource: 'published article', action: 'list', allowed: SIGNED_IN },
  { resource: 'published article', action: 'read by share link', allowed: EVERYONE },
  { resource: 'draft article', action: 'read', allowed: [] },
  { resource: 'draft article', action: 'list', allowed: [] },
  { resource: 'draft article', action: 'read by share link', allowed: [] },
  // The share pages and their images (/s/<kind>/<code>, modules/share-page, outside the contract) show what the share
  // links' routes show, to whoever holds the link, and answer "not found" for whatever those routes refuse.
  { resource: 'custom exercise', action: 'read the share page and image', allowed: EVERYONE },
  { resource: 'custom template', action: 'read the share page and image', allowed: EVERYONE },
  { resource: 'linked trainee', action: 'read the plan share page and image', allowed: ['anonymous', 'stranger', 'owner', 'coach-of-owner'] },
  { resource: 'year share', action: 'read the share page and image', allowed: EVERYONE },
  { resource: 'published article', action: 'read the share page and image', allowed: EVERYONE },
  { resource: 'draft article', action: 'read the share page and image', allowed: [] },
  // The global search (global/search) finds only what the lists show each caller: the library's official rows and one's own,
  // and for coaches the plans they published, the teams they coach and those teams' members now. Trainees linked only by
  // invitation code are not among the members it finds (the member group is team members).
  { resource: 'official exercise', action: 'find in global search', allowed: SIGNED_IN },
  { resource: 'custom exercise', action: 'find in global search', allowed: ['owner'] },
  { resource: 'custom template', action: 'find in global search', allowed: ['owner'] },
  { resource: 'linked trainee', action: 'find the plan in global search', allowed: ['coach-of-owner'] },
  { resource: 'team trainee', action: 'find the plan in global search', allowed: ['team manager'] },
  { resource: 'team', action: 'find in global search', allowed: TEAM_COACHES },
  { resource: 'team trainee', action: 'find in global search', allowed: TEAM_COACHES },
  { resource: 'linked trainee', action: 'find in global search', allowed: [] },
  // Articles are found as they are listed: published ones by anyone signed in, drafts by no one.
  { resource: 'published article', action: 'find in global search', allowed: SIGNED_IN },
  { resource: 'draft article', action: 'find in global search', allowed: [] },
  // The operators' console: every route is an operator's (a stored role); to a coach, a trainee or anyone else it does not exist.
  { resource: 'console', action: 'read the capabilities', allowed: ['operator'] },
  { resource: 'console', action: 'list operators', allowed: ['operator'] },
  { resource: 'console', action: 'grant the operator role', allowed: ['operator'] },
  { resource: 'console', action: 'revoke the operator role', allowed: ['operator'] },
  { resource: 'console', action: 'list categories', allowed: ['operator'] },
  { resource: 'console', action: 'save a category', allowed: ['operator'] },
  { resource: 'console', action: 'list articles with drafts', allowed: ['operator'] },
  { resource: 'console', action: "read a draft's Markdown", allowed: ['operator'] },
  { resource: 'console', action: 'save an article', allowed: ['operator'] },
  { resource: 'console', action: 'publish an article', allowed: ['operator'] },
  { resource: 'console', action: 'preview Markdown', allowed: ['operator'] },
  { resource: 'console', action: 'change an official exercise', allowed: ['operator'] },
  { resource: 'console', action: 'promote a template', allowed: ['operator'] },
  { resource: 'console', action: 'list VIP memberships', allowed: ['operator'] },
  { resource: 'console', action: 'read the feedback inbox', allowed: ['operator'] },
  { resource: 'console', action: 'handle and answer feedback', allowed: ['operator'] },
  { resource: 'console', action: 'read activity', allowed: ['operator'] },
  { resource: 'console', action: 'read the audit log', allowed: ['operator'] },
  // Direct uploads (issue 28 §5): anyone signed in gets tickets, for their own folder only; only the owner confirms
  // an upload, and only once confirmed (checked by its content) is it a media path, and only its owner's.
  { resource: 'direct upload', action: 'ask for a ticket', allowed: ['stranger', 'owner', 'operator'] },
  { resource: 'direct upload', action: 'confirm', allowed: ['owner'] },
  { resource: 'direct upload', action: 'use as an exercise GIF before it is confirmed', allowed: [] },
  { resource: 'direct upload', action: 'use as an exercise GIF once confirmed', allowed: ['owner'] },
] as const satisfies readonly (PolicyRow & { resource: Resource })[];
