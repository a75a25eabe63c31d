import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { TrainingSetsTable, TrainingsTable } from '../../db/schema/training.ts';

export type TrainingRow = Selectable<TrainingsTable>;
export type SetRow = Selectable<TrainingSetsTable>;
type Table = 'trainings' | 'training_sets';

export function findTraining(db: Kysely<Database>, id: string): Promise<TrainingRow | undefined> {
  return db.selectFrom('trainings').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSet(db: Kysely<Database>, id: string): Promise<SetRow | undefined> {
  return db.selectFrom('training_sets').selectAll().where('id', '=', id).executeTakeFirst();
}

export function trainingsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<TrainingRow[]> {
  return db.selectFrom('trainings').selectAll().where('id', 'in', ids).execute();
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

/** Appends to the sync log and stamps the row with the log's sequence; returns it. */
export async function stampChange(
  db: Kysely<Database>, table: Table, entry: { organisation_id: number; owner_id: number; device_id: string; entity: string; row_id: string; rev: number; op: string; fields: string; received_at: string },
): Promise<number> {
  const { seq } = await db.insertInto('training_sync_log').values(entry).returning('seq').executeTakeFirstOrThrow();
  await db.updateTable(table as 'trainings').set({ server_seq: Number(seq) }).where('id', '=', entry.row_id).execute();
  return Number(seq);
}

/** The owner's rows changed after `since`, oldest change first, at most `limit`. */
export function changedTrainings(db: Kysely<Database>, ownerId: number, since: number, limit: number): Promise<TrainingRow[]> {
  return db.selectFrom('trainings').selectAll().where('owner_id', '=', ownerId).where('server_seq', '>', since).orderBy('server_seq').limit(limit).execute();
}

export function changedSets(db: Kysely<Database>, ownerId: number, since: number, limit: number): Promise<SetRow[]> {
  return db.selectFrom('training_sets').selectAll().where('owner_id', '=', ownerId).where('server_seq', '>', since).orderBy('server_seq').limit(limit).execute();
}

/** Of these set ids, the ones stored already, whoever's they are. */
export async function storedSetIds(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('training_sets').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

export function setsOf(db: Kysely<Database>, sessionIds: readonly string[]): Promise<SetRow[]> {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('training_sets').selectAll().where('session_id', 'in', sessionIds).where('deleted', '=', 0).orderBy('completed_at').orderBy('id').execute();
}

/** Where a page of a person's trainings starts: after this (local date, start, id), newest first. */
export type TrainingKey = readonly [string, string, string];

/** A person's trainings, newest first (day, then start, then id), after `after`, in [from, to] when given; at most `limit`. */
export function trainingsOf(db: Kysely<Database>, ownerId: number, range: { from?: string | undefined; to?: string | undefined }, after: TrainingKey | undefined, limit: number): Promise<TrainingRow[]> {
  let q = db.selectFrom('trainings').selectAll().where('owner_id', '=', ownerId).where('deleted', '=', 0);
  if (range.from) q = q.where('local_date', '>=', range.from);
  if (range.to) q = q.where('local_date', '<=', range.to);
  if (after) {
    const [day, started, id] = after;
    q = q.where((eb) => eb.or([
      eb('local_date', '<', day),
      eb.and([eb('local_date', '=', day), eb('started_at', '<', started)]),
      eb.and([eb('local_date', '=', day), eb('started_at', '=', started), eb('id', '<', id)]),
    ]));
  }
  return q.orderBy('local_date', 'desc').orderBy('started_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function countTrainings(db: Kysely<Database>, ownerId: number, range: { from?: string | undefined; to?: string | undefined }): Promise<number> {
  let q = db.selectFrom('trainings').select((eb) => eb.fn.countAll().as('n')).where('owner_id', '=', ownerId).where('deleted', '=', 0);
  if (range.from) q = q.where('local_date', '>=', range.from);
  if (range.to) q = q.where('local_date', '<=', range.to);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export function unfinishedTrainings(db: Kysely<Database>, ownerId: number): Promise<TrainingRow[]> {
  return db.selectFrom('trainings').selectAll().where('owner_id', '=', ownerId).where('deleted', '=', 0).where('finished_at', 'is', null)
    .orderBy('started_at', 'desc').limit(5).execute();
}

/** The training of a scheduled session: which, and whether it was finished. */
export interface PlannedTraining {
  id: string;
  finishedAt: string | null;
}

/** The trainings that did these scheduled sessions (not deleted; at most one each). */
export async function trainingsForPlanSessions(db: Kysely<Database>, planSessionIds: readonly number[]): Promise<Map<number, PlannedTraining>> {
  if (planSessionIds.length === 0) return new Map();
  const rows = await db.selectFrom('trainings').select(['id', 'plan_session_id', 'finished_at']).where('plan_session_id', 'in', planSessionIds).where('deleted', '=', 0).execute();
  return new Map(rows.flatMap((r) => (r.plan_session_id === null ? [] : [[r.plan_session_id, { id: r.id, finishedAt: r.finished_at }] as const])));
}

/** How long the sync log keeps an applied op: the recovery record of the last month. */
export const SYNC_LOG_KEEP_MS = 30 * 24 * 60 * 60_000;

/** Drops sync-log entries older than SYNC_LOG_KEEP_MS; returns how many. */
export async function deleteOldSyncLog(db: Kysely<Database>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - SYNC_LOG_KEEP_MS).toISOString();
  const result = await db.deleteFrom('training_sync_log').where('received_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The names of the given exercises, by id (a set keeps its exercise even once archived). */
export function exerciseNames(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('exercises').select(['id', 'name_en', 'name_zh']).where('id', 'in', [...new Set(ids)]).orderBy('id').execute();
}

/** The owner's recorded sets that carry a weight, of trainings not deleted, with the exercise's names. */
export function weightedSets(db: Kysely<Database>, ownerId: number) {
  return db.selectFrom('training_sets')
    .innerJoin('trainings', 'trainings.id', 'training_sets.session_id')
    .innerJoin('exercises', 'exercises.id', 'training_sets.action_id')
    .select(['training_sets.action_id', 'training_sets.weight_kg', 'training_sets.reps', 'training_sets.reps_right', 'training_sets.local_date', 'exercises.name_en', 'exercises.name_zh'])
    .where('training_sets.owner_id', '=', ownerId)
    .where('training_sets.deleted', '=', 0)
    .where('trainings.deleted', '=', 0)
    .where('training_sets.weight_kg', '>', 0)
    .execute();
}
