import type { Kysely } from 'kysely';
import { seedOfficialContent } from '../seed/index.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema/index.ts';

/** Brings a database to the current schema and official content; safe at every start. */
export async function prepareDatabase(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db as Kysely<unknown>);
  await seedOfficialContent(db);
}
