import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.ts';

export async function seededDigest(db: Kysely<Database>, part: string): Promise<string | undefined> {
  return (await db.selectFrom('seed_state').select('digest').where('part', '=', part).executeTakeFirst())?.digest;
}

export async function recordSeeded(db: Kysely<Database>, part: string, digest: string, now: Date): Promise<void> {
  await db
    .insertInto('seed_state')
    .values({ part, digest, seeded_at: now.toISOString() })
    .onConflict((oc) => oc.column('part').doUpdateSet({ digest, seeded_at: now.toISOString() }))
    .execute();
}
