import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database } from '../../db/schema/index.ts';

/** The teams a person coaches (managing or not) and belongs to as a member now, disbanded ones included. */
export interface TeamRoles {
  coaching: ReadonlySet<number>;
  managing: ReadonlySet<number>;
  belonging: ReadonlySet<number>;
}

/** Read on most team requests: both built once (compiledOnce). */
const coachedTeams = compiledOnce((db, userId: number) =>
  db.selectFrom('team_coaches').innerJoin('teams', 'teams.id', 'team_coaches.team_id').select(['teams.id', 'teams.manager_id']).where('team_coaches.user_id', '=', userId));
const teamsBelongedTo = compiledOnce((db, userId: number) =>
  db.selectFrom('team_members').select('team_id').where('user_id', '=', userId).where('left_at', 'is', null));

export async function loadTeamRoles(db: Kysely<Database>, userId: number): Promise<TeamRoles> {
  const [coached, belonged] = await Promise.all([coachedTeams(db, userId), teamsBelongedTo(db, userId)]);
  return {
    coaching: new Set(coached.map((t) => t.id)),
    managing: new Set(coached.filter((t) => t.manager_id === userId).map((t) => t.id)),
    belonging: new Set(belonged.map((m) => m.team_id)),
  };
}
