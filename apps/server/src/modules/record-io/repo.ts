import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleExercises } from '../../platform/access/scopes.ts';

export interface UsableExercise {
  id: number;
  owner_id: number | null;
  official_key: string | null;
  name_en: string;
  name_zh: string;
}

/** The exercises a trainee may record: official ones and their own (archived ones left out). */
export function usableExercises(db: Kysely<Database>, actor: Actor): Promise<UsableExercise[]> {
  return db.selectFrom('exercises').select(['id', 'owner_id', 'official_key', 'name_en', 'name_zh'])
    .where((eb) => eb.or([visibleExercises(actor, 'official').where(eb), visibleExercises(actor, 'mine').where(eb)]))
    .orderBy('id')
    .execute();
}

/** The trainee's earlier answers: name key → exercise. */
export async function rememberedChoices(db: Kysely<Database>, ownerId: number): Promise<Map<string, number>> {
  const rows = await db.selectFrom('import_name_choices').select(['name_key', 'action_id']).where('owner_id', '=', ownerId).execute();
  return new Map(rows.map((r) => [r.name_key, Number(r.action_id)]));
}

export async function rememberChoices(trx: Kysely<Database>, ownerId: number, choices: ReadonlyMap<string, number>, now: Date): Promise<void> {
  for (const [nameKey, actionId] of choices) {
    await trx.insertInto('import_name_choices').values({ owner_id: ownerId, name_key: nameKey, action_id: actionId, updated_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['owner_id', 'name_key']).doUpdateSet({ action_id: actionId, updated_at: now.toISOString() }))
      .execute();
  }
}

/** Which of these training ids are stored already (deleted ones too: a training deleted after its import stays deleted). */
export async function storedTrainingIds(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db.selectFrom('trainings').select('id').where('id', 'in', ids.slice(i, i + 500)).execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** When the owner's live trainings between two moments started (UTC, as stored). */
export async function trainingStartsBetween(db: Kysely<Database>, ownerId: number, from: string, to: string): Promise<string[]> {
  const rows = await db.selectFrom('trainings').select('started_at').where('owner_id', '=', ownerId).where('deleted', '=', 0)
    .where('started_at', '>=', from).where('started_at', '<=', to).execute();
  return rows.map((r) => r.started_at);
}

/** The owner's live trainings, oldest first, and their live sets with each exercise's names. */
export async function ownTrainings(db: Kysely<Database>, ownerId: number) {
  const [trainings, sets] = await Promise.all([
    db.selectFrom('trainings').selectAll().where('owner_id', '=', ownerId).where('deleted', '=', 0).orderBy('started_at').orderBy('id').execute(),
    db.selectFrom('training_sets').innerJoin('exercises', 'exercises.id', 'training_sets.action_id')
      .select([
        'training_sets.id', 'training_sets.session_id', 'training_sets.action_id', 'training_sets.set_type', 'training_sets.side', 'training_sets.weight_kg', 'training_sets.unit',
        'training_sets.reps', 'training_sets.reps_right', 'training_sets.effort', 'training_sets.planned_weight_kg', 'training_sets.planned_reps', 'training_sets.completed_at',
        'training_sets.local_date', 'training_sets.block_id', 'training_sets.group_id', 'exercises.name_en', 'exercises.name_zh', 'exercises.owner_id as exercise_owner_id',
      ])
      .where('training_sets.owner_id', '=', ownerId).where('training_sets.deleted', '=', 0)
      .orderBy('training_sets.session_id').orderBy('training_sets.completed_at').orderBy('training_sets.id')
      .execute(),
  ]);
  return { trainings, sets };
}
