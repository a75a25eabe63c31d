import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.ts';
import { seedDictionaries } from './dictionaries.ts';
import { seedExercises } from './exercises.ts';
import { seedTemplates } from './templates.ts';

/** Official content every installation starts with; safe to run at every start. */
export async function seedOfficialContent(db: Kysely<Database>): Promise<void> {
  await seedDictionaries(db);
  await seedExercises(db);
  await seedTemplates(db);
}
