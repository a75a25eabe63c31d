import { sql, type Insertable, type Kysely, type Selectable, type SqlBool } from 'kysely';
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

/** A training's sets, their days and exercises (deleted ones too: what its delete or return changes). */
export function setsOfTraining(db: Kysely<Database>, trainingId: string): Promise<{ id: string; local_date: string; action_id: number }[]> {
  return db.selectFrom('training_sets').select(['id', 'local_date', 'action_id']).where('session_id', '=', trainingId).execute();
}

/** The live training of a scheduled session, when one was started (a unique index keeps it to one). */
export function liveTrainingOfPlanSession(db: Kysely<Database>, planSessionId: number): Promise<TrainingRow | undefined> {
  return db.selectFrom('trainings').selectAll().where('plan_session_id', '=', planSessionId).where('deleted', '=', 0).executeTakeFirst();
}

export async function recordMerge(db: Kysely<Database>, id: string, trainingId: string): Promise<void> {
  await db.insertInto('training_aliases').values({ id, training_id: trainingId }).onConflict((oc) => oc.column('id').doNothing()).execute();
}

/** Rows by id, in chunks that keep a statement's parameters few. */
async function byIds<R extends { id: string }>(ids: readonly string[], read: (chunk: string[]) => Promise<R[]>): Promise<Map<string, R>> {
  const found = new Map<string, R>();
  const distinct = [...new Set(ids)];
  for (let i = 0; i < distinct.length; i += ID_CHUNK) for (const row of await read(distinct.slice(i, i + ID_CHUNK))) found.set(row.id, row);
  return found;
}
const ID_CHUNK = 500;

/** The stored trainings of these ids (a batch reads them at once, not one per op). */
export function findTrainings(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, TrainingRow>> {
  return byIds(ids, (chunk) => db.selectFrom('trainings').selectAll().where('id', 'in', chunk).execute());
}

export function findSets(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, SetRow>> {
  return byIds(ids, (chunk) => db.selectFrom('training_sets').selectAll().where('id', 'in', chunk).execute());
}

/** The trainings these ids were merged into, for those that were. */
export async function mergedIntoAll(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await byIds(ids, (chunk) => db.selectFrom('training_aliases').select(['id', 'training_id']).where('id', 'in', chunk).execute());
  return new Map([...rows].map(([id, row]) => [id, row.training_id]));
}

/**
 * Stores rows unless a newer revision is there: `INSERT … ON CONFLICT (id) DO UPDATE … WHERE
 * excluded.rev > rev` (an equal rev goes to the higher device id, so every replica picks the
 * same winner), many rows in one statement. The same SQL on both engines; answers the ids
 * written. The rows must have distinct ids (PostgreSQL refuses to update one row twice in
 * one statement) and the same columns.
 */
export async function upsertRows<T extends Table>(db: Kysely<Database>, table: T, rows: readonly (Insertable<Database[T]> & { id: string; owner_id: number })[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const columns = Object.keys(rows[0]!).filter((c) => c !== 'id');
  // Kysely cannot type a column list built at run time; the names are the rows' own keys.
  const q = db.insertInto(table as 'trainings').values(rows as Insertable<TrainingsTable>[]).onConflict((oc) =>
    oc.column('id')
      .doUpdateSet((eb) => Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}` as 'excluded.rev')])))
      .where((eb) => eb.and([
        eb(`${table as 'trainings'}.owner_id`, '=', eb.ref('excluded.owner_id')),
        eb.or([
          eb(`${table as 'trainings'}.rev`, '<', eb.ref('excluded.rev')),
          eb.and([eb(`${table as 'trainings'}.rev`, '=', eb.ref('excluded.rev')), eb(`${table as 'trainings'}.device_id`, '<', eb.ref('excluded.device_id'))]),
        ]),
      ])))
    .returning('id');
  return new Set((await q.execute()).map((r) => r.id));
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

/**
 * The owner's rows changed after `since`, oldest change first, at most `limit`; without the
 * rows `device` pushed that are still as it sent them (their number is the one its push gave).
 */
export function changedTrainings(db: Kysely<Database>, ownerId: number, since: number, limit: number, device?: string): Promise<TrainingRow[]> {
  return db.selectFrom('trainings').selectAll().where('owner_id', '=', ownerId).where('server_seq', '>', since)
    .$if(device !== undefined, (q) => q.where(notAsSentTo('trainings', device!)))
    .orderBy('server_seq').limit(limit).execute();
}

export function changedSets(db: Kysely<Database>, ownerId: number, since: number, limit: number, device?: string): Promise<SetRow[]> {
  return db.selectFrom('training_sets').selectAll().where('owner_id', '=', ownerId).where('server_seq', '>', since)
    .$if(device !== undefined, (q) => q.where(notAsSentTo('training_sets', device!)))
    .orderBy('server_seq').limit(limit).execute();
}

function notAsSentTo(table: Table, device: string) {
  return sql<SqlBool>`(${sql.ref(`${table}.pushed_seq`)} is null or ${sql.ref(`${table}.pushed_seq`)} <> ${sql.ref(`${table}.server_seq`)} or ${sql.ref(`${table}.device_id`)} <> ${device})`;
}
