import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { loadGroups } from '../../platform/access/organisations.ts';

/**
 * A person's own organisation, made the first time it is needed (their first team outside any
 * group, a trainee's first training alone). One per person: a unique index over owner_id,
 * so two requests at once make one.
 */
export async function ownOrganisation(trx: Kysely<Database>, userId: number, now: Date): Promise<number> {
  const person = await trx.selectFrom('users').select('nick_name').where('id', '=', userId).executeTakeFirst();
  await trx.insertInto('organisations')
    .values({ name: person?.nick_name || `#${userId}`, created_at: now.toISOString(), owner_id: userId })
    .onConflict((oc) => oc.column('owner_id').where('owner_id', 'is not', null).doNothing())
    .execute();
  return (await trx.selectFrom('organisations').select('id').where('owner_id', '=', userId).executeTakeFirstOrThrow()).id;
}

/**
 * The organisation a coach's new team, template or plan belongs to: their current group, or
 * their own organisation when they are in none. Read in `trx` (SQLite has one connection: a
 * read outside the open transaction would wait for it).
 */
export async function organisationToCreateIn(trx: Kysely<Database>, actor: Actor, now: Date): Promise<number> {
  return (await loadGroups(trx, actor.id, actor.requestedGroupId)).current ?? ownOrganisation(trx, actor.id, now);
}
