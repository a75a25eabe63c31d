import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { UserRow } from '../user/index.ts';

export type SocialProvider = 'qq' | 'apple';

/** The person a QQ or Apple account is linked to (never a deactivated one: deactivation unlinks). */
export function findLinkedUser(db: Kysely<Database>, provider: SocialProvider, subject: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('social_identities')
    .innerJoin('users', 'users.id', 'social_identities.user_id')
    .selectAll('users')
    .where('social_identities.provider', '=', provider)
    .where('social_identities.subject', '=', subject)
    .executeTakeFirst();
}

/**
 * Links the account to the person; concurrent binds of one account link it once. Answers the
 * id of the person it is linked to now, which is someone else's when another bind won.
 */
export async function linkIdentity(db: Kysely<Database>, provider: SocialProvider, subject: string, userId: number, now: Date): Promise<number> {
  await db
    .insertInto('social_identities')
    .values({ provider, subject, user_id: userId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .execute();
  const row = await db.selectFrom('social_identities').select('user_id').where('provider', '=', provider).where('subject', '=', subject).executeTakeFirstOrThrow();
  return row.user_id;
}
