import type { Insertable, Kysely, Selectable } from 'kysely';
import { nextSyncSeq } from '../../db/dialect.ts';
import type { Database } from '../../db/schema/index.ts';
import type { TrainingSetsTable, TrainingsTable } from '../../db/schema/training.ts';

/** The synced rows: written only through this module (the phone's, a coach's backfill, an import). */
export type TrainingRow = Selectable<TrainingsTable>;
export type SetRow = Selectable<TrainingSetsTable>;
type Table = 'trainings' | 'training_sets';

export function findTraining(db: Kysely<Database>, id: string): Promise<TrainingRow | undefined> {
  return db.selectFrom('trainings').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSet(db: Kysely<Database>, id: string): Promise<SetRow | undefined> {
  return db.selectFrom('training_sets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A training's sets, their days and exercises (deleted ones too: what its delete or return changes). */
export function setsOfTraining(db: Kysely<Database>, trainingId: string): Promise<{ id: string; local_date: string; action_id: number }[]> {
  return db.selectFrom('training_sets').select(['id', 'local_date', 'action_id']).where('session_id', '=', trainingId).execute();
}

/** The live training of a scheduled session, when one was started (a unique index keeps it to one). */
export function liveTrainingOfPlanSession(db: Kysely<Database>, planSessionId: number): Promise<TrainingRow | undefined> {
  return db.selectFrom('trainings').selectAll().where('plan_session_id', '=', planSessionId).where('deleted', '=', 0).executeTakeFirst();
}

/** The training that a training id was merged into, if it was (one training per scheduled session). */
export async function mergedInto(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('training_aliases').select('training_id').where('id', '=', id).executeTakeFirst();
  return row?.training_id;
}

export async function recordMerge(db: Kysely<Database>, id: string, trainingId: string): Promise<void> {
  await db.insertInto('training_aliases').values({ id, training_id: trainingId }).onConflict((oc) => oc.column('id').doNothing()).execute();
}

/**
 * Stores a row unless a newer revision is there: `INSERT … ON CONFLICT (id) DO UPDATE …
 * WHERE excluded.rev > rev` (an equal rev goes to the higher device id, so every replica
 * picks the same winner). The same SQL on both engines; true when the row was written.
 */
export async function upsertRow<T extends Table>(db: Kysely<Database>, table: T, row: Insertable<Database[T]> & { id: string; owner_id: number }): Promise<boolean> {
  const columns = Object.keys(row).filter((c) => c !== 'id');
  // Kysely cannot type a column list built at run time; the names are the row's own keys.
  const q = db.insertInto(table as 'trainings').values(row as Insertable<TrainingsTable>).onConflict((oc) =>
    oc.column('id')
      .doUpdateSet((eb) => Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}` as 'excluded.rev')])))
      .where((eb) => eb.and([
        eb(`${table as 'trainings'}.owner_id`, '=', eb.ref('excluded.owner_id')),
        eb.or([
          eb(`${table as 'trainings'}.rev`, '<', eb.ref('excluded.rev')),
          eb.and([eb(`${table as 'trainings'}.rev`, '=', eb.ref('excluded.rev')), eb(`${table as 'trainings'}.device_id`, '<', eb.ref('excluded.device_id'))]),
        ]),
      ])));
  const result = await q.executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Stamps a changed row with the next server sequence (what pulls page by); returns it. */
export async function stampChange(db: Kysely<Database>, table: Table, rowId: string): Promise<number> {
  const seq = await nextSyncSeq(db);
  await db.updateTable(table as 'trainings').set({ server_seq: seq }).where('id', '=', rowId).execute();
  return seq;
}

/** The highest server sequence of the owner's rows (0: none): a cursor past it was given out by another database. */
export async function highestSeqOf(db: Kysely<Database>, ownerId: number): Promise<number> {
  const [sessions, sets] = await Promise.all([
    db.selectFrom('trainings').select((eb) => eb.fn.max('server_seq').as('m')).where('owner_id', '=', ownerId).executeTakeFirst(),
    db.selectFrom('training_sets').select((eb) => eb.fn.max('server_seq').as('m')).where('owner_id', '=', ownerId).executeTakeFirst(),
  ]);
  return Math.max(Number(sessions?.m ?? 0), Number(sets?.m ?? 0));
}

/** The owner's rows changed after `since`, oldest change first, at most `limit`. */
export function changedTrainings(db: Kysely<Database>, ownerId: number, since: number, limit: number): Promise<TrainingRow[]> {
  return db.selectFrom('trainings').selectAll().where('owner_id', '=', ownerId).where('server_seq', '>', since).orderBy('server_seq').limit(limit).execute();
}

export function changedSets(db: Kysely<Database>, ownerId: number, since: number, limit: number): Promise<SetRow[]> {
  return db.selectFrom('training_sets').selectAll().where('owner_id', '=', ownerId).where('server_seq', '>', since).orderBy('server_seq').limit(limit).execute();
}

