import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from './actor.ts';
import { loadTeamRoles, type TeamRoles } from './team-roles.ts';

/** Inside a transaction the actor's own lazy read would wait for it (SQLite's one connection): read through it instead. */
const rolesOf = (db: Kysely<Database>, actor: Actor): Promise<TeamRoles> => (db.isTransaction ? loadTeamRoles(db, actor.id) : actor.teams());

/**
 * Of `traineeIds`, those the actor coaches: members of a team the actor coaches (not
 * disbanded) and trainees who entered the actor's invitation code. Checked in bulk, one
 * query for the list (the model of immich's access repository). canCoachTrainee and the
 * coach's reads of training go through this.
 */
export async function coachedTrainees(db: Kysely<Database>, actor: Actor, traineeIds: readonly number[]): Promise<Set<number>> {
  const ids = [...new Set(traineeIds)].filter((id) => id !== actor.id);
  if (ids.length === 0) return new Set();
  const coaching = [...(await rolesOf(db, actor)).coaching];
  const [linked, members] = await Promise.all([
    db.selectFrom('users').select('id').where('id', 'in', ids).where('coach_id', '=', actor.id).execute(),
    coaching.length === 0
      ? []
      : db.selectFrom('team_members').innerJoin('teams', 'teams.id', 'team_members.team_id').select('team_members.user_id as id')
        .where('team_members.team_id', 'in', coaching).where('teams.disbanded_at', 'is', null).where('team_members.user_id', 'in', ids)
        .where('team_members.left_at', 'is', null).execute(),
  ]);
  return new Set([...linked, ...members].map((r) => r.id));
}

/** The teams the actor coaches that still exist. */
export async function activeCoachedTeams(db: Kysely<Database>, actor: Actor): Promise<Set<number>> {
  const coaching = [...(await rolesOf(db, actor)).coaching];
  if (coaching.length === 0) return new Set();
  const rows = await db.selectFrom('teams').select('id').where('id', 'in', coaching).where('disbanded_at', 'is', null).execute();
  return new Set(rows.map((r) => r.id));
}

/** The other direction of coachedTrainees: who coaches the trainee now, the coach whose invitation code they entered and the coaches of the teams (not disbanded) they are a member of. */
export async function coachesOfTrainee(db: Kysely<Database>, traineeId: number): Promise<number[]> {
  const [linked, teams] = await Promise.all([
    db.selectFrom('users').select('coach_id as id').where('id', '=', traineeId).where('coach_id', 'is not', null).execute(),
    db.selectFrom('team_members').innerJoin('teams', 'teams.id', 'team_members.team_id').innerJoin('team_coaches', 'team_coaches.team_id', 'teams.id')
      .select('team_coaches.user_id as id').where('team_members.user_id', '=', traineeId).where('team_members.left_at', 'is', null).where('teams.disbanded_at', 'is', null).execute(),
  ]);
  return [...new Set([...linked, ...teams].map((r) => r.id!))].filter((id) => id !== traineeId).sort((a, b) => a - b);
}
