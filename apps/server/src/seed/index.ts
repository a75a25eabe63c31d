import type { Kysely } from 'kysely';
import { migrateToLatest } from '../db/migrate.ts';
import { runAlone } from '../platform/periodic.ts';
import type { Database } from '../db/schema/index.ts';
import { seedArticles } from './articles.ts';
import { seedExercises } from './exercises.ts';
import { rebuildFiguresOnce } from './figures.ts';
import { seedTemplates } from './templates.ts';

/**
 * Brings a database to the current schema, official content and report figures; safe at every
 * start, and at several instances' starts at once: the migrator locks itself, and the seed runs
 * on one instance at a time (the next finds it done).
 */
export async function prepareDatabase(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db as Kysely<unknown>);
  await runAlone(db, 'seed', async () => {
    await seedExercises(db);
    await seedTemplates(db);
    await seedArticles(db);
    await rebuildFiguresOnce(db);
  });
}
