import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database } from '../../db/schema/index.ts';

/**
 * The organisations (the spec's groups) a person is in: their own, those of the teams they
 * coach or belong to now (not disbanded), and those they hold a VIP membership of (even one
 * that lapsed). The same list getInfo answers as groupVipInfos, so the phone selects its
 * current group among exactly these. The query, for a caller to add to (getInfo joins the
 * person's VIP rows to it).
 */
export function organisationsOfPersonQuery(db: Kysely<Database>, userId: number) {
  return db.selectFrom('organisations')
    .select(['organisations.id', 'organisations.name', 'organisations.owner_id'])
    .where((eb) => eb.or([
      eb('organisations.owner_id', '=', userId),
      eb.exists(
        eb.selectFrom('teams').select('teams.id')
          .whereRef('teams.organisation_id', '=', 'organisations.id')
          .where('teams.disbanded_at', 'is', null)
          .where((inner) => inner.or([
            inner.exists(inner.selectFrom('team_coaches').select('team_coaches.team_id').whereRef('team_coaches.team_id', '=', 'teams.id').where('team_coaches.user_id', '=', userId)),
            inner.exists(inner.selectFrom('team_members').select('team_members.team_id').whereRef('team_members.team_id', '=', 'teams.id')
              .where('team_members.user_id', '=', userId).where('team_members.left_at', 'is', null)),
          ])),
      ),
      eb.exists(eb.selectFrom('organisation_vips').select('organisation_vips.user_id').whereRef('organisation_vips.organisation_id', '=', 'organisations.id').where('organisation_vips.user_id', '=', userId)),
    ]));
}

/** Read by most coach requests (their groups): built once, see compiledOnce. */
export const organisationsOfPerson = compiledOnce((db, userId: number) => organisationsOfPersonQuery(db, userId).orderBy('organisations.id'));

/** Where a person is working: the group their phone selected when they are in it; else their own organisation; else their first; null when they are in none yet. */
export interface Groups {
  ids: readonly number[];
  current: number | null;
}

export async function loadGroups(db: Kysely<Database>, userId: number, requested: number | null): Promise<Groups> {
  const organisations = await organisationsOfPerson(db, userId);
  const ids = organisations.map((o) => o.id);
  const own = organisations.find((o) => o.owner_id === userId)?.id ?? null;
  const current = requested !== null && ids.includes(requested) ? requested : (own ?? ids[0] ?? null);
  return { ids, current };
}
