import { shelfTokens, teamShelfToken } from '@repwise/domain';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from './actor.ts';
import type { TeamRoles } from './team-roles.ts';

/**
 * The rows of a list the actor may see: a WHERE condition for its query, and the same
 * shelf as a token of the search index (domain shelfTokens). Lists never encode visibility
 * themselves. Each says what the policy of the same object says in policies.ts.
 */
export interface Scope<T extends keyof Database> {
  where: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>;
  /** The shelf token the search index holds for exactly these rows. */
  searchShelf: string;
}

/** Trainees linked to the actor by the actor's invitation code (users.coach_id); coachedTrainees counts them too. */
export function linkedTrainees(actor: Actor) {
  return (eb: ExpressionBuilder<Database, 'users'>): Expression<SqlBool> => eb.and([eb('users.coach_id', '=', actor.id), eb('users.deactivated_at', 'is', null)]);
}

/** The two shelves of the exercise library: official, or the actor's own (archived ones excluded). */
export function visibleExercises(actor: Actor, shelf: 'official' | 'mine'): Scope<'exercises'> {
  const ownerId = shelf === 'official' ? null : actor.id;
  return {
    where: (eb) => eb.and([eb('exercises.archived_at', 'is', null), ownerId === null ? eb('exercises.owner_id', 'is', null) : eb('exercises.owner_id', '=', ownerId)]),
    searchShelf: shelfTokens({ ownerId }),
  };
}

/**
 * The shelves of the template library: official, or the actor's own made in their current
 * group (`organisationId`, actor.groups().current) and those made before templates had one.
 */
export function visibleTemplates(actor: Actor, shelf: 'official' | 'mine', organisationId: number | null): Scope<'templates'> {
  const ownerId = shelf === 'official' ? null : actor.id;
  return {
    where: (eb) => {
      if (ownerId === null) return eb('templates.owner_id', 'is', null);
      const inGroup = organisationId === null ? eb('templates.organisation_id', 'is', null) : eb.or([eb('templates.organisation_id', 'is', null), eb('templates.organisation_id', '=', organisationId)]);
      return eb.and([eb('templates.owner_id', '=', ownerId), inGroup]);
    },
    searchShelf: shelfTokens({ ownerId }),
  };
}

/** Templates the actor may delete: their own. */
export function ownTemplates(actor: Actor) {
  return (eb: ExpressionBuilder<Database, 'templates'>): Expression<SqlBool> => eb('templates.owner_id', '=', actor.id);
}

/**
 * The members of one team now, for its coaches (canCoachTeam decides who gets this scope): the
 * team's facet token in the members' search index is the same shelf (an ended membership has none).
 */
export function membersOfTeam(teamId: number): Scope<'team_members'> {
  return {
    where: (eb) => eb.and([eb('team_members.team_id', '=', teamId), eb('team_members.left_at', 'is', null)]),
    searchShelf: teamShelfToken(teamId),
  };
}

/** The teams of listMine: those the actor coaches or belongs to; of one organisation when `organisationId` is given (a coach's current group). */
export function teamsOf(roles: TeamRoles, organisationId: number | null = null) {
  const ids = [...new Set([...roles.coaching, ...roles.belonging])];
  return (eb: ExpressionBuilder<Database, 'teams'>): Expression<SqlBool> => {
    if (ids.length === 0) return eb.lit(false);
    return organisationId === null ? eb('teams.id', 'in', ids) : eb.and([eb('teams.id', 'in', ids), eb('teams.organisation_id', '=', organisationId)]);
  };
}
