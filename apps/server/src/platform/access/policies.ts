import type { Actor } from './actor.ts';
import type { TeamRoles } from './team-roles.ts';

/**
 * Who may do what with one object, by name. Every change goes through one of these; a read
 * of one object too (lists go through the scopes in scopes.ts, which say the same thing in
 * SQL). Anything not allowed answers "not found", never a hint that the object exists. The
 * rules, cell by cell, are in policy-table.ts, and a test runs each cell through the routes.
 */

type Owned = { owner_id: number | null };

/** Official exercises are everyone's to read; custom ones only their owner's. */
export const canReadExercise = (actor: Actor, exercise: Owned): boolean => exercise.owner_id === null || exercise.owner_id === actor.id;

/** Only the owner changes a custom exercise; official ones change only through the seed. */
export const canEditExercise = (actor: Actor, exercise: Owned): boolean => exercise.owner_id !== null && exercise.owner_id === actor.id;

/**
 * The exercises a person may put into a template they save, or into a training they record
 * for a trainee: official ones and their own. `actor` null: an official template, which holds
 * official exercises only.
 */
export const canUseExercise = (actor: Actor | null, exercise: Owned): boolean => exercise.owner_id === null || (actor !== null && exercise.owner_id === actor.id);

/** A direct upload (action/upload/confirm) is confirmed by the person whose folder its key names, no one else. */
export const canConfirmUpload = (actor: Actor, upload: { ownerId: number }): boolean => upload.ownerId === actor.id;

/** Official templates are everyone's to read; a person's own are theirs (others use the share link). */
export const canReadTemplate = (actor: Actor, template: Owned): boolean => template.owner_id === null || template.owner_id === actor.id;

/** Only the owner changes a template; official ones only operators. */
export const canEditTemplate = (actor: Actor, template: Owned): boolean => (template.owner_id === null ? actor.isOperator : template.owner_id === actor.id);

/** An operator puts one of their own templates on the official shelf (a copy); no one else's. */
export const canPromoteTemplate = (actor: Actor, template: Owned): boolean => actor.isOperator && template.owner_id === actor.id;

/** A person's profile: their own, or a trainee's for the coach whose invitation code they entered. */
export const canReadProfile = (actor: Actor, person: { id: number; coach_id: number | null }): boolean => person.id === actor.id || person.coach_id === actor.id;

type Team = { id: number; manager_id: number; disbanded_at: string | null };

/** A team is seen by its coaches and members, a disbanded one too (it shows that it is gone). */
export const canReadTeam = (roles: TeamRoles, team: Team): boolean => roles.coaching.has(team.id) || roles.belonging.has(team.id);

/** Only a team's coaches see and change its members and see its code, while it exists. */
export const canCoachTeam = (roles: TeamRoles, team: Team): boolean => team.disbanded_at === null && roles.coaching.has(team.id);

/** Only the managing coach hands the team over, disbands it, renews its code and adds coaches. */
export const canManageTeam = (actor: Actor, team: Team): boolean => team.disbanded_at === null && team.manager_id === actor.id;

/** A member leaves a team that still exists. */
export const canQuitTeam = (roles: TeamRoles, team: Team): boolean => team.disbanded_at === null && roles.belonging.has(team.id);
/** VIP memberships are granted by operators only (there is no payment in the app). */
export const canGrantVip = (actor: Actor): boolean => actor.isOperator;

/** Feedback is read by operators only; its sender does not get it back. */
export const canReadFeedback = (actor: Actor): boolean => actor.isOperator;

/** The operators' console (issue 27 §3) is the operators' alone: to anyone else every console route does not exist. */
export const canUseConsole = (actor: Actor): boolean => actor.isOperator;

/**
 * A recorded training (and its sets) is read by its owner and by a coach of the owner
 * (`coachesOwner`: coachedTrainees says so); only the owner records into it.
 */
export const canReadTraining = (actor: Actor, training: { owner_id: number }, coachesOwner: boolean): boolean => training.owner_id === actor.id || coachesOwner;
export const canRecordInto = (actor: Actor, training: { owner_id: number }): boolean => training.owner_id === actor.id;

/**
 * A coach records a past training for a trainee they coach (`coachesTrainee`: coachedTrainees
 * says so, the same scope as publishing a plan to them); the training is then the trainee's.
 */
export const canRecordFor = (actor: Actor, trainee: { id: number }, coachesTrainee: boolean): boolean => trainee.id !== actor.id && coachesTrainee;

/** A plan is its coach's; a trainee sees only their own sessions of it. */
export const canManagePlan = (actor: Actor, plan: { coach_id: number }): boolean => plan.coach_id === actor.id;
