import type { Kysely } from 'kysely';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema/index.ts';
import { seedExercises } from './exercises.ts';
import { seedTemplates } from './templates.ts';

/** Brings a database to the current schema and official content; safe at every start. */
export async function prepareDatabase(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db as Kysely<unknown>);
  await seedExercises(db);
  await seedTemplates(db);
}
