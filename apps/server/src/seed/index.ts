import type { Kysely } from 'kysely';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema/index.ts';
import { seedArticles } from './articles.ts';
import { seedExercises } from './exercises.ts';
import { rebuildFiguresOnce } from './figures.ts';
import { seedTemplates } from './templates.ts';

/** Brings a database to the current schema, official content and report figures; safe at every start. */
export async function prepareDatabase(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db as Kysely<unknown>);
  await seedExercises(db);
  await seedTemplates(db);
  await seedArticles(db);
  await rebuildFiguresOnce(db);
}
